extension Node {
    /// A mapping's pairs in the order written: scenario files mean something by key order
    /// (the representations an item provides, the views of a canvas).
    public struct Mapping: Equatable, Sendable {
        public var pairs: [Pair]
        var origin: Origin

        public init(pairs: [Pair], tag: String? = nil, location: SourceLocation) {
            self.pairs = pairs
            origin = Origin(location, tag: tag)
        }

        /// A parsed mapping.
        init(pairs: [Pair], origin: Origin) {
            self.pairs = pairs
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

        public struct Pair: Equatable, Sendable {
            public var key: Node
            public var value: Node

            public init(key: Node, value: Node) {
                self.key = key
                self.value = value
            }
        }

        /// The value under the scalar key `key`, if present.
        public subscript(key: String) -> Node? {
            for pair in pairs {
                if case .scalar(let scalar) = pair.key, scalar.value == key { return pair.value }
            }
            return nil
        }
    }
}
