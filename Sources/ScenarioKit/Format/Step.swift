import YAMLReader

/// One step of a scenario (SCENARIOS.md §4), located so a run-time error can point at it.
public struct Step: Equatable, Sendable {
    public var kind: Kind
    /// The finger taking the step; fingers are independent touches, counted from 1.
    public var finger: Int
    public var location: SourceLocation

    public init(_ kind: Kind, finger: Int = 1, location: SourceLocation) {
        self.kind = kind
        self.finger = finger
        self.location = location
    }
}
