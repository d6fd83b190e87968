@testable import DragDropCore
import ScenarioTestSupport
import Testing

@Suite("The scheduler's work queue")
struct WorkQueueTests {
    @Test("in-order and out-of-order arrivals, pops and removals by index come out exactly as from a sorted list")
    func matchesASortedList() {
        var numbers = SeededGenerator(seed: 0x5EED)
        var queue = WorkQueue<Int>()
        var reference: [Int] = []
        var counter = 0
        for _ in 0..<20_000 {
            switch numbers.next(10) {
            case 0..<5:
                // Mostly growing values, as sequence numbers are; sometimes an earlier one.
                counter += 1
                let value = numbers.next(4) == 0 ? counter - numbers.next(50) : counter * 2
                queue.insert(value)
                reference.append(value)
            case 5..<9:
                let expected = reference.min()
                #expect(queue.peek() == expected)
                #expect(queue.popMin() == expected)
                if let expected, let index = reference.firstIndex(of: expected) { reference.remove(at: index) }
            default:
                let elements = queue.elements
                #expect(elements.sorted() == reference.sorted())
                guard !elements.isEmpty else { continue }
                let index = numbers.next(elements.count)
                #expect(queue.remove(at: index) == elements[index])
                if let position = reference.firstIndex(of: elements[index]) { reference.remove(at: position) }
            }
            #expect(queue.isEmpty == reference.isEmpty)
        }
        while let value = queue.popMin() {
            #expect(value == reference.min())
            if let index = reference.firstIndex(of: value) { reference.remove(at: index) }
        }
        #expect(reference.isEmpty)
    }
}
