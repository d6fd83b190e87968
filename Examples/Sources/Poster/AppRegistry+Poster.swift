import ScenarioAppKit

extension AppRegistry {
    /// The poster, the default app of its scenarios.
    public static let poster = AppRegistry(PosterApp.self, defaultApp: PosterApp.name)
}
