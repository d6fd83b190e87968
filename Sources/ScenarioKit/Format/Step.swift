import YAMLReader

/// One step of a scenario (docs/FORMAT.md, Steps), located so a run-time error can point at it.
public struct Step: Equatable, Sendable {
    public var kind: Kind
    /// The finger taking the step; fingers are independent touches, counted from 1.
    public var finger: Int
    public var location: SourceLocation
    /// The `use` steps that spliced this step in from a fragment, innermost first; empty for
    /// a step written in the scenario itself. No default value here: with one, every step
    /// was made with it, then copied whole and the copy destroyed when an initializer set
    /// its own (10 k instructions a file of 22 steps); each initializer sets it.
    public var usedAt: [SourceLocation]
    /// The step as written, parameters substituted (`touch: {cell: 2}`), for `trace --steps`.
    public var text: String {
        get {
            switch written {
            case .text(let text): text
            case .node(let node): Self.text(of: node)
            }
        }
        set { written = .text(newValue) }
    }

    /// The step's text, or the node it is spelt from when decoded: only reports and
    /// `trace --steps` read it, so a `check` never spells out a step.
    var written: Written

    enum Written: Sendable {
        case text(String)
        case node(Node)
    }

    public init(_ kind: Kind, finger: Int = 1, location: SourceLocation, usedAt: [SourceLocation] = [], text: String = "") {
        self.kind = kind
        self.finger = finger
        self.location = location
        self.usedAt = usedAt
        written = .text(text)
    }

    /// A decoded step, spelt by the node it was read from.
    init(_ kind: Kind, finger: Int, location: SourceLocation, usedAt: [SourceLocation], written: Written) {
        self.kind = kind
        self.finger = finger
        self.location = location
        self.usedAt = usedAt
        self.written = written
    }

    /// Two steps are equal when they do the same at the same place, whatever brought them in
    /// and however they were spelt.
    public static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.kind == rhs.kind && lhs.finger == rhs.finger && lhs.location == rhs.location
    }

    /// Where the step is written, then each `use` that brought it in: `f.yaml:3:5 (used at a.yaml:10:5)`.
    public var place: String {
        ([location.description] + usedAt.map { "used at \($0)" }).joined(separator: ", ")
    }
}
