import DragDropCore

/// An app that scenarios can run against: its name in `app: NAME`, how it reads its `given`,
/// and how it launches. The shipped gallery, board and canvas conform exactly as an app of
/// your own does, and an `AppRegistry` lists the ones a loader knows.
///
/// ```swift
/// extension ToDoApp: AppUnderTest {
///     public static let name = "todo"
///     public static let givenKeys = ["items"]
///     public static let stateKeys = ["items"]
///     public static func configuration(from given: GivenNode) -> [String] {
///         given.mapping(Key.self)?[.items]?.strings() ?? []
///     }
/// }
/// ```
public protocol AppUnderTest: ScenarioApp, SendableMetatype {
    /// What `given` decodes to: everything the app needs to launch, and to launch again.
    associatedtype Configuration: Equatable & Sendable

    /// The app's name in `app: NAME`.
    static var name: String { get }
    /// The keys `given` may hold, for messages that name another app's key and for the
    /// JSON Schema of the format.
    static var givenKeys: [String] { get }
    /// A JSON Schema fragment for `given`; by default an object of `givenKeys`.
    static var givenSchema: StateValue { get }
    /// The keys of `state`, so `expect: { state: … }` can name a misspelt one.
    static var stateKeys: [String] { get }
    /// Whether the app has a collection view, which `cell`, `point`, `empty`, `reorder` and
    /// `placeholders` need; true by default.
    static var hasCollectionView: Bool { get }
    /// Whether, in this app, the loads of two different dragged items each complete into
    /// their own placeholder and a successful image fetch only fills its own cell, so that
    /// their relative order cannot matter and `explore` tries it once. False by default:
    /// `explore` tries every order, as it must for an app that, say, appends what arrives.
    static var loadsOfDifferentItemsCommute: Bool { get }

    /// Reads `given` (an absent `given` reads as an empty mapping). Problems are reported
    /// through `given`'s reading methods, located, and make the scenario invalid; the value
    /// returned then is never launched.
    static func configuration(from given: GivenNode) -> Configuration
    /// The names `{view: NAME}` may use in a scenario with this configuration.
    static func viewNames(of configuration: Configuration) -> [String]
    /// The names of the app's lists — its collection views and table views — that scenarios
    /// address by name (`{view: NAME, cell: N}`, `{view: NAME, row: N}`, `reorder: {view:
    /// NAME}`, `expect: {lists: {NAME: …}}`); none by default. `{view: NAME}` may use them too.
    /// With two or more collection views among them, a scenario must say which list a `cell`,
    /// `empty`, `point`, `reorder` or `placeholders` means: none is "the" list. Tables
    /// (`tableNames(of:)`) do not count, so one collection view beside tables stays "the" one.
    static func listNames(of configuration: Configuration) -> [String]
    /// The names of the app's table views, whether or not they are also lists; none by
    /// default. `{view: NAME, row: N}` reaches the rows of these only, and `check` refuses a
    /// `cell` or a `reorder` in one, before anything runs: a table has rows, not items, and
    /// no interactive movement. `{view: NAME}` may use them too.
    static func tableNames(of configuration: Configuration) -> [String]

    /// Launches the app on `system`.
    init(system: DragDropSystem, configuration: Configuration)
}

extension AppUnderTest {
    public static var hasCollectionView: Bool { true }

    public static var loadsOfDifferentItemsCommute: Bool { false }

    public static var givenSchema: StateValue {
        .map([
            .init("type", "object"),
            .init("properties", .map(givenKeys.map { .init($0, .map([])) })),
            .init("additionalProperties", false),
        ])
    }

    public static func viewNames(of configuration: Configuration) -> [String] { [] }

    public static func listNames(of configuration: Configuration) -> [String] { [] }

    public static func tableNames(of configuration: Configuration) -> [String] { [] }
}
