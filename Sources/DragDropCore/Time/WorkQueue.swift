/// The scheduler's queue: a min-queue for work that mostly arrives in order.
///
/// Sequence numbers only grow and much work falls due at once (a gallery's N fetches at
/// launch), so an element no smaller than the last one queued joins a FIFO in O(1); any
/// other goes to a binary heap. The minimum is the smaller of the two fronts, so the order
/// is exactly a heap's, and launching N cells stays linear instead of N log N.
struct WorkQueue<Element: Comparable> {
    private var fifo: [Element] = []
    /// The FIFO's front: elements before it are taken.
    private var head = 0
    private var heap = BinaryHeap<Element>()

    init() {}

    /// A queue with room for `capacity` elements in each of its FIFO and heap before either
    /// grows.
    init(minimumCapacity capacity: Int) {
        fifo.reserveCapacity(capacity)
        heap.reserveCapacity(capacity)
    }

    var isEmpty: Bool { head == fifo.count && heap.isEmpty }

    var count: Int { fifo.count - head + heap.count }

    /// Every element, in no particular order (the FIFO's first, in order).
    var elements: [Element] { Array(fifo[head...]) + heap.elements }

    func peek() -> Element? {
        let front = head < fifo.count ? fifo[head] : nil
        guard let top = heap.peek() else { return front }
        guard let front, front < top else { return top }
        return front
    }

    mutating func insert(_ element: Element) {
        if let last = fifo.last, head < fifo.count, element < last {
            heap.insert(element)
        } else {
            fifo.append(element)
        }
    }

    mutating func popMin() -> Element? {
        if let top = heap.peek(), head == fifo.count || top < fifo[head] {
            return heap.popMin()
        }
        guard head < fifo.count else { return nil }
        let front = fifo[head]
        head += 1
        if head == fifo.count {
            fifo.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1024, head * 2 > fifo.count {
            fifo.removeFirst(head)
            head = 0
        }
        return front
    }

    /// Removes the element at `index` of `elements`.
    mutating func remove(at index: Int) -> Element? {
        let queued = fifo.count - head
        guard index >= 0 else { return nil }
        if index < queued { return fifo.remove(at: head + index) }
        return heap.remove(at: index - queued)
    }
}
