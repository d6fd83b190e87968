/// A min-heap: the scheduler's queue, so adding and taking work costs O(log n).
struct BinaryHeap<Element: Comparable> {
    private var storage: [Element] = []

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }

    func peek() -> Element? { storage.first }

    /// Every element, in no particular order.
    var elements: [Element] { storage }

    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    mutating func insert(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Element? {
        remove(at: 0)
    }

    /// Removes the element at `index` of `elements`, in O(log n).
    mutating func remove(at index: Int) -> Element? {
        guard storage.indices.contains(index) else { return nil }
        storage.swapAt(index, storage.count - 1)
        let removed = storage.removeLast()
        guard index < storage.count else { return removed }
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
        siftDown(from: child)
        return removed
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < storage.count, storage[left] < storage[smallest] { smallest = left }
            if right < storage.count, storage[right] < storage[smallest] { smallest = right }
            if smallest == parent { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
