import DragDropCore
import Foundation
import Testing

@Suite("The trace (SCENARIOS.md §7)")
struct TraceTests {
    @Test("lines have the time right-aligned with its unit, then the role column, then the text")
    func lineFormat() {
        #expect(TraceEvent(time: 0, role: "collection.drag", text: "dragSessionWillBegin").line == "    0ms  collection.drag  dragSessionWillBegin")
        #expect(TraceEvent(time: 300, role: "safari.provider", text: "loaded public.url sunrise").line == "  300ms  safari.provider  loaded public.url sunrise")
        #expect(TraceEvent(time: 2000, role: "collection", text: "placeholder commit [0,1] -> true").line == " 2000ms  collection       placeholder commit [0,1] -> true")
        #expect(TraceEvent(time: 0, role: "collection.delegate", text: "targetIndexPathForMove").line == "    0ms  collection.delegate    targetIndexPathForMove")
        #expect(TraceEvent(time: 0, role: "collection.dataSource", text: "canMoveItemAt [0,0] -> true").line == "    0ms  collection.dataSource  canMoveItemAt [0,0] -> true")
    }

    @Test("patterns see lines without time and with runs of spaces folded")
    func untimed() {
        #expect(TraceEvent(time: 5, role: "app", text: "saved  3 images").untimedLine == "app saved 3 images")
        #expect(TraceEvent.foldingSpaces("  a   b  ") == "a b")
    }

    @Test("the same steps give the same trace, byte for byte")
    func determinism() throws {
        func run() throws -> String {
            let world = ListWorld([["a", "b", "c"], ["d"]])
            world.model.onPerformDrop = { coordinator in
                guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first, let source = item.sourceIndexPath else { return }
                world.collectionView.performBatchUpdates {
                    let text = world.model.sections[source.section].remove(at: source.item)
                    world.model.sections[destination.section].insert(text, at: destination.item)
                    world.collectionView.deleteItems(at: [source])
                    world.collectionView.insertItems(at: [destination])
                }
                coordinator.drop(item.dragItem, toItemAt: destination)
            }
            try world.system.touch(finger: 1, at: .cell(world.collectionView, IndexPath(item: 0, section: 0)))
            try world.system.lift(finger: 1)
            try world.system.move(finger: 1, to: .cell(world.collectionView, IndexPath(item: 1, section: 1)))
            try world.system.drop(finger: 1)
            try world.system.settle()
            return world.system.trace.render()
        }
        let first = try run()
        #expect(first == (try run()))
        #expect(first.contains("collection       batch delete [0,0] insert [1,1]"))
    }
}
