/// Builds node trees from parse events, resolving aliases and enforcing the limits as the
/// events arrive, so a depth or alias bomb fails after a few hundred events.
struct NodeBuilder {
    let limits: YAMLParser.Limits
    /// Nodes built so far in the whole stream, aliases expanded.
    private(set) var nodeCount: Int
    private(set) var documents: [Document] = []

    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    /// Anchors on collections still open: an alias to one of them would contain itself.
    private var openAnchors: Set<String> = []
    private var documentLocation: SourceLocation?
    private var root: Node?

    init(limits: YAMLParser.Limits, nodeCount: Int = 0) {
        self.limits = limits
        self.nodeCount = nodeCount
    }

    /// A finished node with its size, so an alias to it can be charged in full. Height counts
    /// collections only, as the depth limit does.
    private struct Anchored {
        var node: Node
        var count: Int
        var height: Int
    }

    private struct Frame {
        var isMapping: Bool
        var tag: String?
        var anchor: String?
        var location: SourceLocation
        var items: [Node] = []
        var pairs: [Node.Mapping.Pair] = []
        var pendingKey: Node?
        /// Where each scalar key was first seen, to report duplicates.
        var keys: [String: SourceLocation] = [:]
        var count = 1
        var childHeight = 0
    }

    mutating func handle(_ event: ParseEvent) throws(YAMLError) {
        switch event {
        case .documentStart(let location):
            anchors = [:]
            openAnchors = []
            root = nil
            documentLocation = location
        case .documentEnd:
            if let root, let documentLocation {
                documents.append(Document(root: root, location: documentLocation))
            }
            root = nil
        case .scalar(let scalar, let anchor):
            try charge(1, at: scalar.location, aliased: false)
            try add(.scalar(scalar), count: 1, height: 0, anchor: anchor)
        case .sequenceStart(let tag, let anchor, let location), .mappingStart(let tag, let anchor, let location):
            try charge(1, at: location, aliased: false)
            guard stack.count < limits.maxDepth else {
                throw YAMLError(location: location, message: Self.tooDeep(limits.maxDepth))
            }
            var isMapping = false
            if case .mappingStart = event { isMapping = true }
            if let anchor { openAnchors.insert(anchor) }
            stack.append(Frame(isMapping: isMapping, tag: tag, anchor: anchor, location: location))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let node: Node = frame.isMapping
                ? .mapping(Node.Mapping(pairs: frame.pairs, tag: frame.tag, location: frame.location))
                : .sequence(Node.Sequence(items: frame.items, tag: frame.tag, location: frame.location))
            if let anchor = frame.anchor { openAnchors.remove(anchor) }
            try add(node, count: frame.count, height: frame.childHeight + 1, anchor: frame.anchor)
        case .alias(let name, let location):
            guard let anchored = anchors[name] else {
                let message = openAnchors.contains(name) ? Self.recursiveAlias(name) : Self.unknownAlias(name)
                throw YAMLError(location: location, message: message)
            }
            try charge(anchored.count, at: location, aliased: true)
            guard stack.count + anchored.height <= limits.maxDepth else {
                throw YAMLError(location: location, message: Self.tooDeep(limits.maxDepth))
            }
            var node = anchored.node
            node.location = location
            try add(node, count: anchored.count, height: anchored.height, anchor: nil)
        case .streamEnd:
            break
        }
    }

    private mutating func charge(_ count: Int, at location: SourceLocation, aliased: Bool) throws(YAMLError) {
        nodeCount += count
        guard nodeCount <= limits.maxNodes else {
            throw YAMLError(location: location, message: aliased ? Self.tooManyAliasedNodes(limits.maxNodes) : Self.tooManyNodes(limits.maxNodes))
        }
    }

    private mutating func add(_ node: Node, count: Int, height: Int, anchor: String?) throws(YAMLError) {
        if let anchor { anchors[anchor] = Anchored(node: node, count: count, height: height) }
        guard var frame = stack.popLast() else {
            root = node
            return
        }
        frame.count += count
        frame.childHeight = max(frame.childHeight, height)
        if !frame.isMapping {
            frame.items.append(node)
        } else if let key = frame.pendingKey {
            frame.pairs.append(Node.Mapping.Pair(key: key, value: node))
            frame.pendingKey = nil
        } else {
            if let scalar = node.scalar {
                if let first = frame.keys[scalar.value] {
                    stack.append(frame)
                    throw YAMLError(location: node.location, message: Self.duplicateKey(scalar.value, first: first))
                }
                frame.keys[scalar.value] = node.location
            }
            frame.pendingKey = node
        }
        stack.append(frame)
    }
}

extension NodeBuilder {
    static func tooDeep(_ limit: Int) -> String {
        "nesting too deep (limit \(limit) levels)"
    }

    static func tooManyNodes(_ limit: Int) -> String {
        "too many nodes (limit \(limit))"
    }

    static func tooManyAliasedNodes(_ limit: Int) -> String {
        "too many nodes after expanding aliases (limit \(limit))"
    }

    static func unknownAlias(_ name: String) -> String {
        "unknown alias '\(name)'"
    }

    static func recursiveAlias(_ name: String) -> String {
        "alias '\(name)' refers to a node that contains it"
    }

    static func duplicateKey(_ key: String, first: SourceLocation) -> String {
        "duplicate key '\(key)' (first at line \(first.line), column \(first.column))"
    }
}
