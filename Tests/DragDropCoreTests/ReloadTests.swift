import DragDropCore
import Foundation
import Testing

@Suite("reloadItems: a cell asked for again, in a line of its own")
struct ReloadTests {
    @Test("reloadItems keeps the items, asks for the reloaded cell again and traces `batch reload`")
    func reloadItems() throws {
        let world = ListWorld()
        let before = try #require(world.collectionView.cellForItem(at: path(1)))
        world.collectionView.reloadItems(at: [path(1)])
        #expect(world.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(world.collectionView.cellForItem(at: path(1)) !== before)
        #expect(world.collectionView.indexPath(for: try #require(world.collectionView.cellForItem(at: path(1)))) == path(1))
        #expect(world.lines.last == "collection batch reload [0,1]")
    }

    @Test("a reload inside a batch is listed after the batch's other updates and follows its item")
    func reloadInBatch() throws {
        let world = ListWorld()
        world.collectionView.performBatchUpdates {
            world.model.sections[0].remove(at: 0)
            world.collectionView.deleteItems(at: [path(0)])
            world.collectionView.reloadItems(at: [path(2)])
        }
        #expect(world.lines.last == "collection batch delete [0,0] reload [0,2]")
        #expect(world.system.fault == nil)
        #expect(world.collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test("reloading an item that is not there is UIKit's delete message")
    func reloadOutOfRange() throws {
        let world = ListWorld()
        world.collectionView.reloadItems(at: [path(4)])
        #expect(world.system.fault == EngineError(.inconsistentUpdate, "attempt to delete item 4 from section 0 which only contains 3 items before the update"))
    }
}
