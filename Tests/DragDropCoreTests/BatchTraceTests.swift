@testable import DragDropCore
import Foundation
import ScenarioTestSupport
import Testing

@Suite("A batch update's trace line")
struct BatchTraceTests {
    @Test("written at its size, a batch's line is the words and index paths joined, for random batches with long and negative indexes")
    func lineIsTheJoinedSpelling() {
        var numbers = SeededGenerator(seed: 0xBA7C)
        let indexes = [0, 1, 9, 10, 99, 12_345, -1, -40, Int.max, Int.min]
        func path() -> IndexPath { IndexPath(item: indexes[numbers.next(indexes.count)], section: indexes[numbers.next(indexes.count)]) }
        for _ in 0..<500 {
            var batch = BatchUpdate()
            batch.deletes = (0..<numbers.next(3)).map { _ in path() }
            batch.inserts = (0..<numbers.next(3)).map { _ in path() }
            batch.moves = (0..<numbers.next(3)).map { _ in (path(), path()) }
            var joined = "batch"
            if !batch.deletes.isEmpty { joined += " delete " + batch.deletes.map(\.traceDescription).joined(separator: " ") }
            if !batch.inserts.isEmpty { joined += " insert " + batch.inserts.map(\.traceDescription).joined(separator: " ") }
            for move in batch.moves { joined += " move \(move.from.traceDescription) to \(move.to.traceDescription)" }
            #expect(batch.traceDescription == joined)
        }
        #expect(IndexPath(item: 12, section: 3).traceText("cell ", " fetched") == "cell [3,12] fetched")
        #expect(IndexPath(item: -5, section: 0).traceText("drop toItemAt ") == "drop toItemAt [0,-5]")
    }
}
