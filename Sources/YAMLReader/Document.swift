/// One document of a YAML stream (the text between `---` markers) and where it starts.
public struct Document: Equatable, Sendable {
    public var root: Node
    public var location: SourceLocation

    public init(root: Node, location: SourceLocation) {
        self.root = root
        self.location = location
    }
}
