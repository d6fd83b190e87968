import DragDropCore
import Foundation
import Testing

/// Drops `ids` from another app into the list at `destination`; `onPerformDrop` gets the
/// coordinator, and the placeholder contexts it makes are kept in `contexts`.
private final class PlaceholderDrop {
    let world: ListWorld
    let safari: OtherApp
    var contexts: [CollectionViewDropPlaceholderContext] = []

    init(_ sections: [[String]] = [["a", "b", "c"]], ids: [String] = ["page"]) {
        world = ListWorld(sections)
        safari = installSafari(in: world.system, items: ids)
    }

    /// Lifts every id with finger 1, moves over `item` and drops; in `performDrop`, one
    /// placeholder per entry of `at`, each for the first item.
    func drop(over item: Int, placeholdersAt paths: [IndexPath]) throws {
        world.model.onPerformDrop = { [self] coordinator in
            for path in paths {
                let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: path, reuseIdentifier: "DropPlaceholderCell")
                contexts.append(coordinator.drop(coordinator.items[0].dragItem, to: placeholder))
            }
        }
        let ids = safari.items.map(\.id)
        try liftFromApp(safari, ids[0], in: world.system)
        for id in ids.dropFirst() { try world.system.add(finger: 1, at: .sourceItem(safari, id: id)) }
        try world.move(to: item)
        try world.system.drop(finger: 1)
    }

    /// Commits a placeholder, inserting `text` into the model at the index it is handed.
    @discardableResult
    func commit(_ index: Int, _ text: String, handed: inout IndexPath?) -> Bool {
        contexts[index].commitInsertion { [world] path in
            handed = path
            world.model.sections[path.section].insert(text, at: path.item)
        }
    }
}

@Suite("Drop placeholders (docs/LIFECYCLE.md §7)")
struct PlaceholderTests {
    @Test("dropping to a placeholder is traced as the coordinator call, then the placeholder's insertion")
    func placeholderTrace() throws {
        let drop = PlaceholderDrop()
        try drop.drop(over: 1, placeholdersAt: [path(1)])
        #expect(drop.world.lines.contains("collection.drop performDrop [0,1] items=1"))
        let start = try #require(drop.world.lines.firstIndex(of: "collection.drop performDrop [0,1] items=1"))
        #expect(Array(drop.world.lines[(start + 1)...].prefix(3)) == [
            "collection drop toPlaceholder [0,1]",
            "collection placeholder insert [0,1] DropPlaceholderCell",
            "collection.drop dropSessionDidEnd",
        ])
        #expect(drop.world.entries == ["a", "_", "b", "c"])
        #expect(drop.world.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(drop.world.collectionView.numberOfPlaceholders == 1)
    }

    @Test("several placeholders drift with inserts and deletes around them; commit hands the current index, then calls on gone placeholders return false")
    func drift() throws {
        let drop = PlaceholderDrop()
        let world = drop.world
        try drop.drop(over: 1, placeholdersAt: [path(1), path(1)])
        #expect(world.entries == ["a", "_", "_", "b", "c"])
        world.insert("x", at: 0)
        #expect(world.entries == ["x", "a", "_", "_", "b", "c"])
        world.insert("y", at: 2)
        #expect(world.entries == ["x", "a", "y", "_", "_", "b", "c"])
        world.delete(at: 0)
        #expect(world.entries == ["a", "y", "_", "_", "b", "c"])
        let start = world.lines.count
        var handed: IndexPath?
        #expect(drop.commit(0, "P1", handed: &handed))
        #expect(handed == path(2))
        #expect(world.model.sections == [["a", "y", "P1", "b", "c"]])
        #expect(world.entries == ["a", "y", "P1", "_", "b", "c"])
        #expect(drop.contexts[1].deletePlaceholder())
        #expect(world.entries == ["a", "y", "P1", "b", "c"])
        handed = nil
        #expect(!drop.contexts[1].deletePlaceholder())
        #expect(!drop.commit(1, "P2", handed: &handed))
        #expect(!drop.commit(0, "P1 again", handed: &handed))
        #expect(handed == nil)
        #expect(world.model.sections == [["a", "y", "P1", "b", "c"]])
        #expect(world.collectionView.numberOfPlaceholders == 0)
        #expect(world.lines(from: start) == [
            "collection placeholder commit [0,2] -> true",
            "collection placeholder delete [0,3] -> true",
            "collection placeholder delete [0,3] -> false",
            "collection placeholder commit [0,3] -> false",
            "collection placeholder commit [0,2] -> false",
        ])
        try world.system.settle()
    }

    @Test("a new placeholder goes after the placeholders already waiting at its index, so one drop's placeholders keep drag order (UIKitCore dropItem:toPlaceholder:)")
    func newPlaceholderGoesAfterWaitingOnes() throws {
        let drop = PlaceholderDrop()
        try drop.drop(over: 0, placeholdersAt: [path(0), path(0), path(1), path(3)])
        #expect(drop.world.entries == ["_", "_", "a", "_", "b", "c", "_"])
        var handed: IndexPath?
        #expect(drop.commit(0, "first", handed: &handed))
        #expect(handed == path(0))
        #expect(drop.commit(1, "second", handed: &handed))
        #expect(handed == path(1))
        #expect(drop.world.entries == ["first", "second", "a", "_", "b", "c", "_"])
        #expect(drop.commit(3, "last", handed: &handed))
        #expect(handed == path(5))
        #expect(drop.world.entries == ["first", "second", "a", "_", "b", "c", "last"])
    }

    @Test("reloadData discards pending placeholders: later commits and deletes return false")
    func reloadDiscards() throws {
        let drop = PlaceholderDrop()
        try drop.drop(over: 1, placeholdersAt: [path(1), path(2)])
        drop.world.collectionView.reloadData()
        #expect(drop.world.collectionView.numberOfPlaceholders == 0)
        var handed: IndexPath?
        #expect(!drop.commit(0, "P", handed: &handed))
        #expect(handed == nil)
        #expect(!drop.contexts[1].deletePlaceholder())
        #expect(drop.world.entries == ["a", "b", "c"])
    }

    @Test("a commit whose block does not update the data source is an inconsistent update")
    func commitWithoutModelChange() throws {
        let drop = PlaceholderDrop()
        try drop.drop(over: 1, placeholdersAt: [path(1)])
        #expect(!drop.contexts[0].commitInsertion { _ in })
        #expect(drop.world.system.fault == EngineError(.inconsistentUpdate, "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."))
        #expect(drop.world.lines.last == "collection placeholder commit [0,1] -> false")
        #expect(throws: EngineError.self) { try drop.world.system.settle() }
    }

    @Test("a placeholder committed when a load completes is traced at that virtual time")
    func commitLater() throws {
        let world = ListWorld()
        let safari = installSafari(in: world.system, offering: ["sunrise": [text("https://img.example/sunrise.jpg", type: "public.url", after: 300)]])
        world.model.onPerformDrop = { coordinator in
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
            let context = coordinator.drop(item.dragItem, to: CollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "DropPlaceholderCell"))
            item.dragItem.itemProvider.loadObject(ofClass: URL.self) { url, _ in
                world.system.mainQueue.async {
                    guard let url else { context.deletePlaceholder(); return }
                    context.commitInsertion { world.model.sections[$0.section].insert(url.lastPathComponent, at: $0.item) }
                }
            }
        }
        try liftFromApp(safari, "sunrise", in: world.system)
        try world.drop(over: 1)
        try world.system.settle()
        #expect(world.model.sections == [["a", "sunrise.jpg", "b", "c"]])
        #expect(world.system.trace.events.suffix(3).map(\.line) == [
            "  300ms  safari.provider  loaded public.url sunrise",
            "  300ms  collection       placeholder commit [0,1] -> true",
            "  300ms  safari.drag      sessionDidTransferItems",
        ])
    }

    @Test("in one batch of deletes, moves and inserts, placeholders keep their places and new items go right after the item before them")
    func batchAroundPlaceholders() throws {
        let drop = PlaceholderDrop([["a", "b", "c", "d"]])
        let world = drop.world
        try drop.drop(over: 1, placeholdersAt: [path(1), path(3)])
        #expect(world.entries == ["a", "_", "b", "c", "_", "d"])
        let cellA = world.collectionView.cellForItem(at: path(0))
        world.collectionView.performBatchUpdates {
            world.model.sections[0] = ["x", "y", "a", "c", "d"]
            world.collectionView.deleteItems(at: [path(1)])
            world.collectionView.moveItem(at: path(0), to: path(2))
            world.collectionView.insertItems(at: [path(1), path(0)])
        }
        #expect(world.system.fault == nil)
        #expect(world.entries == ["x", "y", "a", "_", "c", "_", "d"])
        #expect(cellA != nil && world.collectionView.cellForItem(at: path(2)) === cellA)
        var handed: IndexPath?
        #expect(drop.commit(1, "P", handed: &handed))
        #expect(handed == path(4))
        #expect(world.entries == ["x", "y", "a", "_", "c", "P", "d"])
    }
}
