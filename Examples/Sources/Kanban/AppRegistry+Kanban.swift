import ScenarioAppKit

extension AppRegistry {
    /// The kanban board, the default app of its scenarios.
    public static let kanban = AppRegistry(KanbanApp.self, defaultApp: KanbanApp.name)
}
