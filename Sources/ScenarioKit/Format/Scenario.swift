import DragDropCore
import ScenarioAppKit
import YAMLReader

/// One scenario (docs/FORMAT.md, A scenario): an app in a starting state, other apps around it, the
/// steps a user's fingers take, and what must hold afterwards.
public struct Scenario: Equatable, Sendable {
    public var name: String
    public var description: String?
    /// The name and description in other languages, for pages read in those languages.
    public var translations: [Language: Translation]
    public var tags: [String]
    /// The app under test, its `given` read: `app.name` is the scenario's `app`.
    public var app: ConfiguredApp
    /// Other apps offering items to drag in, in file order.
    public var sources: [OtherAppSource]
    /// Other apps accepting drops, in file order.
    public var targets: [OtherAppTarget]
    /// How loads of the app's own items go, by type identifier (`loads`).
    public var loads: [String: LoadTiming]
    public var steps: [Step]
    /// The final check, made after the runner settles (unless `settle` is false).
    public var expect: Expectations?
    /// Whether the runner lets virtual time run out before the final `expect`.
    public var settle: Bool
    /// The device the app runs on (`device: iPhone`); iPad unless said. It decides a table's
    /// `dragInteractionEnabled` default, and an iPhone keeps drags inside the app.
    public var device: Device = .iPad
    /// Where the scenario's mapping starts.
    public var location: SourceLocation

    public init(
        name: String, description: String? = nil, translations: [Language: Translation] = [:], tags: [String] = [], app: ConfiguredApp,
        sources: [OtherAppSource] = [], targets: [OtherAppTarget] = [], loads: [String: LoadTiming] = [:],
        steps: [Step] = [], expect: Expectations? = nil, settle: Bool = true, location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.translations = translations
        self.tags = tags
        self.app = app
        self.sources = sources
        self.targets = targets
        self.loads = loads
        self.steps = steps
        self.expect = expect
        self.settle = settle
        self.location = location
    }
}
