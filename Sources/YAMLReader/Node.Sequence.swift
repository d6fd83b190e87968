extension Node {
    /// A sequence's items in order.
    public struct Sequence: Equatable, Sendable {
        public var items: [Node]
        var origin: Origin

        public init(items: [Node], tag: String? = nil, location: SourceLocation) {
            self.items = items
            origin = Origin(location, tag: tag)
        }

        /// A parsed sequence.
        init(items: [Node], origin: Origin) {
            self.items = items
            self.origin = origin
        }

        /// The explicit tag as libyaml resolved it, if any.
        public var tag: String? {
            get { origin.tag }
            set { origin.tag = newValue }
        }

        public var location: SourceLocation {
            get { origin.location }
            set { origin.location = newValue }
        }
    }
}
