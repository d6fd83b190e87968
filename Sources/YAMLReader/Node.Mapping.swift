extension Node {
    /// A mapping's pairs in the order written: scenario files mean something by key order
    /// (the representations an item provides, the views of a canvas).
    public struct Mapping: Equatable, Sendable {
        public var pairs: [Pair]
        public var tag: String?
        public var location: SourceLocation

        public init(pairs: [Pair], tag: String? = nil, location: SourceLocation) {
            self.pairs = pairs
            self.tag = tag
            self.location = location
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
            pairs.first { $0.key.scalar?.value == key }?.value
        }
    }
}
