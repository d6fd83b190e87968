import ScenarioAppKit

extension AppRegistry {
    /// The table of places, the default app of its scenarios.
    public static let places = AppRegistry(PlacesApp.self, defaultApp: PlacesApp.name)
}
