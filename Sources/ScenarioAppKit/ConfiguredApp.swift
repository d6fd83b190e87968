import DragDropCore

/// A scenario's app with its `given` read: what the runner launches, once per run.
public struct ConfiguredApp: Equatable, Sendable {
    public let type: any AppUnderTest.Type
    /// The app's `Configuration`, boxed.
    public let configuration: any Sendable
    /// The names `{view: NAME}` may use.
    public let viewNames: [String]
    private let launcher: @Sendable (DragDropSystem) -> any ScenarioApp
    private let isEqual: @Sendable (any Sendable) -> Bool

    public init<App: AppUnderTest>(_ type: App.Type, configuration: App.Configuration) {
        self.type = type
        self.configuration = configuration
        viewNames = App.viewNames(of: configuration)
        launcher = { App(system: $0, configuration: configuration) }
        isEqual = { $0 as? App.Configuration == configuration }
    }

    public var name: String { type.name }

    /// The configuration as `App.Configuration`; nil for another app's.
    public func configuration<Configuration>(as _: Configuration.Type) -> Configuration? {
        configuration as? Configuration
    }

    /// Launches a new instance of the app on `system`.
    public func launch(on system: DragDropSystem) -> any ScenarioApp {
        launcher(system)
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
