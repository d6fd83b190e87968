import DragDropCore
import Foundation
import Testing

/// One batch update against a fresh list, and the error UIKit would raise, in its words.
struct BatchCase: CustomTestStringConvertible, Sendable {
    var name: String
    var sections: [[String]]
    var update: @Sendable (ListWorld) -> Void
    var message: String?

    var testDescription: String { name }
}

private func items(_ count: Int, _ prefix: String = "i") -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
}

@Suite("Batch updates (docs/LIFECYCLE.md §7)")
struct BatchUpdateTests {
    static let cases: [BatchCase] = [
        BatchCase(name: "an insert the model did not make", sections: [items(3)], update: { world in
            world.collectionView.insertItems(at: [path(1)])
        }, message: "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."),
        BatchCase(name: "a delete the model did not make", sections: [items(3), items(2, "s")], update: { world in
            world.collectionView.performBatchUpdates {
                world.model.sections[0].remove(at: 0)
                world.collectionView.deleteItems(at: [path(0), path(0, 1)])
            }
        }, message: "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."),
        BatchCase(name: "a move between sections the model did not make", sections: [items(2), items(1, "s")], update: { world in
            world.collectionView.moveItem(at: path(0), to: path(0, 1))
        }, message: "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out)."),
        BatchCase(name: "an insert past the end of the section after the update", sections: [items(3)], update: { world in
            world.collectionView.performBatchUpdates {
                world.model.sections[0].append("new")
                world.collectionView.insertItems(at: [path(4)])
            }
        }, message: "attempt to insert item 4 into section 0, but there are only 4 items in section 0 after the update"),
        BatchCase(name: "a delete past the end of the section before the update", sections: [items(3)], update: { world in
            world.collectionView.performBatchUpdates {
                world.model.sections[0].removeLast()
                world.collectionView.deleteItems(at: [path(3)])
            }
        }, message: "attempt to delete item 3 from section 0 which only contains 3 items before the update"),
        BatchCase(name: "a model changed outside an update, caught by the next update", sections: [items(3)], update: { world in
            world.model.sections[0].append("sneaked in")
            world.collectionView.performBatchUpdates {
                world.model.sections[0].remove(at: 0)
                world.collectionView.deleteItems(at: [path(0)])
            }
        }, message: "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."),
        BatchCase(name: "an item deleted twice among few deletes", sections: [items(5)], update: { world in
            world.collectionView.performBatchUpdates {
                world.model.sections[0].removeLast(2)
                world.collectionView.deleteItems(at: [path(3), path(1), path(3)])
            }
        }, message: "attempt to delete item 3 from section 0 more than once in the same update"),
        BatchCase(name: "an item deleted twice among many deletes", sections: [items(40)], update: { world in
            world.collectionView.performBatchUpdates {
                world.model.sections[0].removeLast(20)
                world.collectionView.deleteItems(at: (0..<20).map { path($0) } + [path(7)])
            }
        }, message: "attempt to delete item 7 from section 0 more than once in the same update"),
        BatchCase(name: "a delete, an insert and a move together, all in the model", sections: [items(3), items(1, "s")], update: { world in
            world.collectionView.performBatchUpdates {
                world.model.sections = [["i1", "new"], ["i2", "s0"]]
                world.collectionView.deleteItems(at: [path(0)])
                world.collectionView.moveItem(at: path(2), to: path(0, 1))
                world.collectionView.insertItems(at: [path(1)])
            }
        }, message: nil),
    ]

    @Test("the view checks each update against the data source with UIKit's messages", arguments: cases)
    func validation(_ batch: BatchCase) {
        let world = ListWorld(batch.sections)
        batch.update(world)
        let expected = batch.message.map { EngineError(.inconsistentUpdate, $0) }
        #expect(world.system.fault == expected)
    }

    @Test("deletes count before the update, inserts after every delete, moves from before to after")
    func updateIndexes() {
        let world = ListWorld([["a", "b", "c", "d"]])
        let cellA = world.collectionView.cellForItem(at: path(0))
        let cellC = world.collectionView.cellForItem(at: path(2))
        world.collectionView.performBatchUpdates {
            world.model.sections[0] = ["x", "c", "a", "y"]
            world.collectionView.deleteItems(at: [path(1), path(3)])
            world.collectionView.moveItem(at: path(0), to: path(2))
            world.collectionView.insertItems(at: [path(0), path(3)])
        }
        #expect(world.system.fault == nil)
        #expect(world.entries == ["x", "c", "a", "y"])
        #expect(cellA != nil && world.collectionView.cellForItem(at: path(2)) === cellA)
        #expect(cellC != nil && world.collectionView.cellForItem(at: path(1)) === cellC)
        #expect(world.lines.last == "collection batch delete [0,1] [0,3] insert [0,0] [0,3] move [0,0] to [0,2]")
    }

    @Test("an inconsistent update stops the run: the next step throws the error")
    func faultStopsTheRun() throws {
        let world = ListWorld()
        world.model.onPerformDrop = { coordinator in
            world.collectionView.insertItems(at: [path(0)])
            coordinator.drop(coordinator.items[0].dragItem, toItemAt: path(0))
        }
        try world.drag(0, over: 2)
        let error = EngineError(.inconsistentUpdate, "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        #expect(throws: error) { try world.system.drop(finger: 1) }
        #expect(throws: error) { try world.system.settle() }
        #expect(error.description.hasPrefix("inconsistent-update: Invalid update"))
    }
}
