import YAMLReader

/// A trace line as written in a scenario: compared without the time column, runs of spaces
/// folded, `*` matching any run of characters.
public struct TracePattern: Equatable, Sendable {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
