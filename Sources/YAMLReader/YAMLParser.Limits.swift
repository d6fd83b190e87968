extension YAMLParser {
    /// Caps that keep hostile input cheap: libyaml has no nesting limit, and aliases can
    /// multiply a few bytes into billions of nodes for whoever walks the tree next.
    public struct Limits: Equatable, Sendable {
        /// Nodes in the whole stream, counting every node an alias expands to.
        public var maxNodes: Int
        /// Collections nested in one another, counting those aliases bring in.
        public var maxDepth: Int

        public init(maxNodes: Int = 100_000, maxDepth: Int = 256) {
            self.maxNodes = maxNodes
            self.maxDepth = maxDepth
        }
    }
}

extension YAMLParser.Limits {
    /// The default caps with the node limit grown to the input's size: a file without
    /// aliases holds fewer nodes than bytes, so any such file, a 10 MB suite of many
    /// documents included, is read to the end, while aliases still cannot expand past it.
    public static func scaled(toBytes count: Int, maxDepth: Int = 256) -> Self {
        Self(maxNodes: max(Self().maxNodes, count), maxDepth: maxDepth)
    }
}
