/// The children of every open collection, end to end (a mapping's as key, value, key…), in
/// memory the builder manages itself: a node is moved in when it is made and moved out into
/// its collection's array when that ends — no copy, no optional around each slot, no
/// uniqueness check per push, which an array of optionals cost.
final class NodeStack {
    private var base: UnsafeMutablePointer<Node>
    private var capacity: Int
    /// How many nodes it holds, from index 0.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The node at `index`, read in place.
    subscript(index: Int) -> Node {
        unsafeAddress { UnsafePointer(base + index) }
    }

    func push(_ node: consuming Node) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The nodes from `start` up, moved out in order: a sequence's items.
    ///
    /// Appended one by one to an array reserved to size: `Array(unsafeUninitializedCapacity:)`
    /// is not specialised here and looks up the array's type at run time on every call.
    func popItems(from start: Int) -> [Node] {
        var items: [Node] = []
        items.reserveCapacity(count - start)
        for index in start..<count { items.append((base + index).move()) }
        count = start
        return items
    }

    /// The nodes from `start` up, moved out two by two: a mapping's pairs. A key left without
    /// its value (libyaml always gives one) is dropped.
    func popPairs(from start: Int) -> [Node.Mapping.Pair] {
        var pairs: [Node.Mapping.Pair] = []
        pairs.reserveCapacity((count - start) / 2)
        var index = start
        while index + 1 < count {
            pairs.append(Node.Mapping.Pair(key: (base + index).move(), value: (base + index + 1).move()))
            index += 2
        }
        if index < count { (base + index).deinitialize(count: count - index) }
        count = start
        return pairs
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Node>.allocate(capacity: 2 * capacity)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
