import YAMLReader

/// One key of a mapping whose keys the scenario author chooses, and its value.
public struct GivenEntry {
    public var name: String
    /// Where the key is written, for messages about the name itself.
    public var location: SourceLocation
    public var value: GivenNode
}
