import ScenarioAppKit

extension AppRegistry {
    /// The to-do list, the default app of this package's scenarios.
    public static let todo = AppRegistry(ToDoApp.self, defaultApp: ToDoApp.name)
}
