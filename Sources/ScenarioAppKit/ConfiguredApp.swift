import DragDropCore

/// A scenario's app with its `given` read: what the runner launches, once per run.
public struct ConfiguredApp: Equatable, Sendable {
    public let type: any AppUnderTest.Type
    /// The app's `Configuration`, boxed.
    public let configuration: any Sendable
    /// The names `{view: NAME}` may use: the app's views, its lists and its tables.
    public let viewNames: [String]
    /// The collection and table views a scenario may address as lists
    /// (`AppUnderTest.listNames(of:)`).
    public let listNames: [String]
    /// The app's table views, lists or not (`AppUnderTest.tableNames(of:)`).
    public let tableNames: [String]
    private let launcher: @Sendable (DragDropSystem) -> any ScenarioApp
    private let isEqual: @Sendable (any Sendable) -> Bool

    public init<App: AppUnderTest>(_ type: App.Type, configuration: App.Configuration) {
        self.type = type
        self.configuration = configuration
        let views = App.viewNames(of: configuration)
        listNames = App.listNames(of: configuration)
        tableNames = App.tableNames(of: configuration)
        var names = views
        for name in listNames + tableNames where !names.contains(name) { names.append(name) }
        viewNames = names
        launcher = { App(system: $0, configuration: configuration) }
        isEqual = { $0 as? App.Configuration == configuration }
    }

    public var name: String { type.name }

    /// The configuration as `App.Configuration`; nil for another app's.
    public func configuration<Configuration>(as _: Configuration.Type) -> Configuration? {
        configuration as? Configuration
    }

    /// Launches a new instance of the app on `system`, the device `current` meanwhile.
    public func launch(on system: DragDropSystem) -> any ScenarioApp {
        system.asCurrent { launcher(system) }
    }

    /// Reads `given` for `type`.
    package static func read(_ type: any AppUnderTest.Type, given: GivenNode) -> ConfiguredApp {
        func read<App: AppUnderTest>(_ type: App.Type) -> ConfiguredApp {
            ConfiguredApp(type, configuration: App.configuration(from: given))
        }
        return read(type)
    }

    public static func == (lhs: ConfiguredApp, rhs: ConfiguredApp) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.isEqual(rhs.configuration)
    }
}
