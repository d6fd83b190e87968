/// Builds node trees from parse events, resolving aliases and enforcing the limits as the
/// events arrive, so a depth or alias bomb fails after a few hundred events.
struct NodeBuilder {
    let limits: YAMLParser.Limits
    /// Nodes built so far in the whole stream, aliases expanded.
    private(set) var nodeCount: Int
    private(set) var documents: [Document] = []

    private var stack: [Frame] = []
    /// The children of every open collection, end to end (a mapping's as key, value, key…):
    /// a collection's children are the tail from its frame's `start`, copied into an array of
    /// exactly their size when it ends, instead of an array per collection grown as it fills.
    private var children: [Node] = []
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

    /// An open collection. Frames are pushed and popped per collection only; every other
    /// event changes the top frame in place.
    private struct Frame {
        var isMapping: Bool
        var tag: String?
        var anchor: String?
        var location: SourceLocation
        /// Where its children begin in `children`.
        var start: Int
        /// Where each scalar key was first seen, built only once a mapping has more keys than
        /// a scan of them is cheaper for; most mappings never need it.
        var keyIndex: [String: SourceLocation]?
        var count = 1
        var childHeight = 0
    }

    /// Keys a mapping holds before duplicates are found through an index instead of a scan.
    private static let keysScanned = 12

    mutating func handle(_ event: ParseEvent) throws(YAMLError) {
        switch event {
        case .documentStart(let location):
            if !anchors.isEmpty { anchors = [:] }
            if !openAnchors.isEmpty { openAnchors = [] }
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
            stack.append(Frame(isMapping: isMapping, tag: tag, anchor: anchor, location: location, start: children.count))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let node: Node
            if frame.isMapping {
                var pairs: [Node.Mapping.Pair] = []
                pairs.reserveCapacity((children.count - frame.start) / 2)
                var index = frame.start
                while index + 1 < children.count {
                    pairs.append(Node.Mapping.Pair(key: children[index], value: children[index + 1]))
                    index += 2
                }
                node = .mapping(Node.Mapping(pairs: pairs, tag: frame.tag, location: frame.location))
            } else {
                node = .sequence(Node.Sequence(items: Array(children[frame.start...]), tag: frame.tag, location: frame.location))
            }
            children.removeSubrange(frame.start...)
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
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        stack[top].count += count
        if height > stack[top].childHeight { stack[top].childHeight = height }
        // In a mapping, an even number of children so far means this one is a key.
        if stack[top].isMapping, (children.count - stack[top].start) % 2 == 0, case .scalar(let key) = node {
            try checkUnique(key, inFrame: top)
        }
        children.append(node)
    }

    /// Throws when the mapping of frame `top` already has the scalar key `key`.
    private mutating func checkUnique(_ key: Node.Scalar, inFrame top: Int) throws(YAMLError) {
        let keys = stride(from: stack[top].start, to: children.count, by: 2)
        if stack[top].keyIndex == nil, keys.underestimatedCount < Self.keysScanned {
            for index in keys {
                if case .scalar(let earlier) = children[index], earlier.value == key.value {
                    throw YAMLError(location: key.location, message: Self.duplicateKey(key.value, first: earlier.location))
                }
            }
            return
        }
        if stack[top].keyIndex == nil {
            var index: [String: SourceLocation] = [:]
            for position in keys {
                if case .scalar(let earlier) = children[position], index[earlier.value] == nil { index[earlier.value] = earlier.location }
            }
            stack[top].keyIndex = index
        }
        if let first = stack[top].keyIndex?[key.value] {
            throw YAMLError(location: key.location, message: Self.duplicateKey(key.value, first: first))
        }
        stack[top].keyIndex?[key.value] = key.location
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
