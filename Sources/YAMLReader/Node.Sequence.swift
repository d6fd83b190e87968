extension Node {
    /// A sequence's items in order.
    public struct Sequence: Equatable, Sendable {
        public var items: [Node]
        public var tag: String?
        public var location: SourceLocation

        public init(items: [Node], tag: String? = nil, location: SourceLocation) {
            self.items = items
            self.tag = tag
            self.location = location
        }
    }
}
