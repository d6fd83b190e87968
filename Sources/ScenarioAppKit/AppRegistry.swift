import YAMLReader

/// The apps a scenario's `app: NAME` may pick, in the order error messages list them.
///
/// A value handed to the loader, not a global: a test or a command line builds the registry
/// it needs, `AppRegistry(ToDoApp.self)` or `.shipped.adding(ToDoApp.self)`.
public struct AppRegistry: Sendable {
    /// The registered app types; for a name registered twice, the first wins.
    public private(set) var apps: [any AppUnderTest.Type]
    /// The app of a scenario that has no `app` key; nil makes `app` required.
    public var defaultApp: String?
    /// Runs an app's reading of a `given` at a location — app code, which may trap. By
    /// default it just reads; a command line that decodes in its own process may report a
    /// trap there with its location (the library itself never touches signals).
    public var readingGiven: @Sendable (_ location: SourceLocation, _ app: String, _ read: () -> Void) -> Void = { _, _, read in read() }

    public init(_ apps: [any AppUnderTest.Type], defaultApp: String? = nil) {
        self.apps = apps
        self.defaultApp = defaultApp
    }

    public init(_ apps: any AppUnderTest.Type..., defaultApp: String? = nil) {
        self.init(apps, defaultApp: defaultApp)
    }

    /// This registry with `app` registered too.
    public func adding(_ app: any AppUnderTest.Type) -> AppRegistry {
        var registry = self
        registry.apps.append(app)
        return registry
    }

    /// The registered names, in order.
    public var names: [String] {
        var names: [String] = []
        for app in apps where !names.contains(app.name) { names.append(app.name) }
        return names
    }

    public func app(named name: String) -> (any AppUnderTest.Type)? {
        apps.first { $0.name == name }
    }
}
