/// Builds node trees from libyaml's events, resolving aliases and enforcing the limits as the
/// events arrive, so a depth or alias bomb fails after a few hundred events.
///
/// Each node is made once and then moved, never copied: into `children` when it is made, out
/// of it into its collection's array when that ends.
struct NodeBuilder {
    let limits: YAMLParser.Limits
    /// The file every location is in, for nodes, errors and documents.
    let file: String
    /// The file and no tag, shared by every untagged node of the read.
    private let untagged: Node.Source
    /// The file and each tag met so far, shared by the nodes with that tag.
    private var tagged: [String: Node.Source] = [:]
    /// Nodes built so far in the whole stream, aliases expanded.
    private(set) var nodeCount: Int
    private(set) var documents: [Document] = []

    /// The innermost open collection, when `depth` > 0: kept apart from the others, so the
    /// changes every node makes to it touch no array.
    private var open = Frame(isMapping: false, isAnchored: false, isTagged: false, line: 0, column: 0, start: 0)
    /// The collections open around `open`, outermost first: the first `depth - 1`. The array
    /// keeps the frames of collections already closed past them, to be written over: pushing
    /// and popping a frame is then a write and a read, without the array's append and
    /// removal (a frame holds only numbers, so one left behind keeps nothing alive).
    private var outer: [Frame] = []
    /// How many collections are open: `outer` and `open`.
    private var depth = 0
    /// The children of every open collection: a collection's are those from its frame's
    /// `start` up, moved into an array of exactly their size when it ends.
    private let children = YAMLParser.Pass.NodeStack()
    private var anchors: [String: Anchored] = [:]
    /// Anchors on collections still open: an alias to one of them would contain itself.
    private var openAnchors: Set<String> = []
    /// The anchors of the open collections that have one, innermost last.
    private var frameAnchors: [String] = []
    /// The tags of the open collections that have one, innermost last.
    private var frameTags: [String] = []
    /// Where each scalar key was first seen, for each open mapping (by its depth) with more
    /// keys than a scan of them is cheaper for; most mappings never need one.
    private var keyIndexes: [Int: [String: Place]] = [:]
    private var documentLocation: SourceLocation?
    private var root: Node?

    init(limits: YAMLParser.Limits, file: String, nodeCount: Int = 0) {
        self.limits = limits
        self.file = file
        untagged = Node.Source(file: file, tag: nil)
        self.nodeCount = nodeCount
        // Room for the nesting of a scenario file at once: grown from empty, the stack was
        // reallocated three or four times for every file read.
        outer.reserveCapacity(Self.usualDepth)
    }

    /// Deeper than a scenario file nests; a deeper file grows `outer` as it goes.
    private static let usualDepth = 16

    /// A 1-based line and column of the file.
    typealias Place = (line: Int, column: Int)

    private func location(_ place: Place) -> SourceLocation {
        SourceLocation(file: file, line: place.line, column: place.column)
    }

    /// Inlined: every node asks, and nearly every node has no tag.
    @inline(__always)
    private mutating func origin(_ place: Place, tag: String?) -> Node.Origin {
        Node.Origin(source: tag.map { source(tag: $0) } ?? untagged, line: place.line, column: place.column)
    }

    /// The shared source of the nodes with `tag`, made when the tag is first met.
    private mutating func source(tag: String) -> Node.Source {
        if let source = tagged[tag] { return source }
        let source = Node.Source(file: file, tag: tag)
        tagged[tag] = source
        return source
    }

    /// A finished node with its size, so an alias to it can be charged in full. Height counts
    /// collections only, as the depth limit does.
    private struct Anchored {
        var node: Node
        var count: Int
        var height: Int
    }

    /// An open collection. Frames are pushed and popped per collection only; every other
    /// event changes the top frame in place. Plain numbers, so pushing and popping one
    /// retains and releases nothing: its anchor, tag and key index, rare, are kept beside.
    private struct Frame {
        var isMapping: Bool
        /// Whether it has an anchor, the last of `frameAnchors`.
        var isAnchored: Bool
        /// Whether it has a tag, the last of `frameTags`.
        var isTagged: Bool
        var line: Int
        var column: Int
        /// Where its children begin in `children`.
        var start: Int
        var count = 1
        var childHeight = 0
    }

    /// Keys a mapping holds before duplicates are found through an index instead of a scan.
    private static let keysScanned = 12

    mutating func startDocument(at place: Place) {
        if !anchors.isEmpty { anchors = [:] }
        if !openAnchors.isEmpty { openAnchors = [] }
        root = nil
        documentLocation = location(place)
    }

    mutating func endDocument() {
        if let root = root.take(), let documentLocation {
            documents.append(Document(root: root, location: documentLocation))
        }
    }

    /// A scalar, given in parts: the node is made where it is stored, not copied there. The
    /// text is taken, not borrowed: borrowed, it was retained for the node and released by
    /// the caller, for every scalar of every file.
    mutating func scalar(
        _ value: consuming String, style: Node.Scalar.Style, tag: String?, anchor: String?, at place: Place, end: Place
    ) throws(YAMLError) {
        try charge(1, at: place, aliased: false)
        if isAtKey { try checkUnique(value, at: place) }
        add(.scalar(Node.Scalar(value: value, style: style, origin: origin(place, tag: tag), end: end)), count: 1, height: 0, anchor: anchor)
    }

    mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, at place: Place) throws(YAMLError) {
        try charge(1, at: place, aliased: false)
        guard depth < limits.maxDepth else {
            throw YAMLError(location: location(place), message: Self.tooDeep(limits.maxDepth))
        }
        if let anchor {
            openAnchors.insert(anchor)
            frameAnchors.append(anchor)
        }
        if let tag { frameTags.append(tag) }
        if depth > 0 {
            if depth - 1 < outer.count { outer[depth - 1] = open } else { outer.append(open) }
        }
        open = Frame(isMapping: isMapping, isAnchored: anchor != nil, isTagged: tag != nil, line: place.line, column: place.column, start: children.count)
        depth += 1
    }

    mutating func endCollection() {
        guard depth > 0 else { return }
        let frame = open
        if frame.isMapping, children.count - frame.start >= 2 * Self.keysScanned { keyIndexes[depth] = nil }
        depth -= 1
        if depth > 0, depth - 1 < outer.count { open = outer[depth - 1] }
        let origin = origin((frame.line, frame.column), tag: frame.isTagged ? frameTags.popLast() : nil)
        let node: Node
        if frame.isMapping {
            node = .mapping(Node.Mapping(pairs: children.popPairs(from: frame.start), origin: origin))
        } else {
            node = .sequence(Node.Sequence(items: children.popItems(from: frame.start), origin: origin))
        }
        var anchor: String?
        if frame.isAnchored, let last = frameAnchors.popLast() {
            openAnchors.remove(last)
            anchor = last
        }
        add(node, count: frame.count, height: frame.childHeight + 1, anchor: anchor)
    }

    mutating func alias(_ name: String, at place: Place) throws(YAMLError) {
        guard let anchored = anchors[name] else {
            let message = openAnchors.contains(name) ? Self.recursiveAlias(name) : Self.unknownAlias(name)
            throw YAMLError(location: location(place), message: message)
        }
        try charge(anchored.count, at: place, aliased: true)
        guard depth + anchored.height <= limits.maxDepth else {
            throw YAMLError(location: location(place), message: Self.tooDeep(limits.maxDepth))
        }
        var node = anchored.node
        node.origin = Node.Origin(source: node.origin.source, line: place.line, column: place.column)
        if isAtKey, case .scalar(let key) = node { try checkUnique(key.value, at: place) }
        add(node, count: anchored.count, height: anchored.height, anchor: nil)
    }

    private mutating func charge(_ count: Int, at place: Place, aliased: Bool) throws(YAMLError) {
        nodeCount += count
        guard nodeCount <= limits.maxNodes else {
            throw YAMLError(location: location(place), message: aliased ? Self.tooManyAliasedNodes(limits.maxNodes) : Self.tooManyNodes(limits.maxNodes))
        }
    }

    /// Whether the innermost collection is a mapping waiting for a key: an even number of
    /// children so far.
    private var isAtKey: Bool {
        depth > 0 && open.isMapping && (children.count - open.start) % 2 == 0
    }

    private mutating func add(_ node: consuming Node, count: Int, height: Int, anchor: String?) {
        if let anchor { anchors[anchor] = Anchored(node: copy node, count: count, height: height) }
        guard depth > 0 else {
            root = node
            return
        }
        open.count += count
        if height > open.childHeight { open.childHeight = height }
        children.push(node)
    }

    /// Throws when the innermost mapping already has the scalar key `key`, written at `place`.
    private mutating func checkUnique(_ key: String, at place: Place) throws(YAMLError) {
        let keys = stride(from: open.start, to: children.count, by: 2)
        // A mapping has an index once it has `keysScanned` keys, and keys are only added.
        if keys.underestimatedCount < Self.keysScanned {
            for index in keys {
                if case .scalar(let earlier) = children[index], earlier.value.utf8.count == key.utf8.count, earlier.value == key {
                    throw YAMLError(location: location(place), message: Self.duplicateKey(key, first: earlier.location))
                }
            }
            return
        }
        if keyIndexes[depth] == nil {
            var index: [String: Place] = [:]
            for position in keys {
                if case .scalar(let earlier) = children[position], index[earlier.value] == nil {
                    index[earlier.value] = (Int(earlier.origin.line), Int(earlier.origin.column))
                }
            }
            keyIndexes[depth] = index
        }
        if let first = keyIndexes[depth]?[key] {
            throw YAMLError(location: location(place), message: Self.duplicateKey(key, first: location(first)))
        }
        keyIndexes[depth]?[key] = place
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
