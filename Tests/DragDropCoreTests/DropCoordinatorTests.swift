import DragDropCore
import Foundation
import Testing

/// What `performDrop` saw in the coordinator, as text.
private func describe(_ coordinator: CollectionViewDropCoordinator) -> String {
    let sources = coordinator.items.map { $0.sourceIndexPath.traceDescription }.joined(separator: " ")
    return "destination=\(coordinator.destinationIndexPath.traceDescription) sources=\(sources) proposal=\(coordinator.proposal)"
}

@Suite("The drop coordinator (docs/LIFECYCLE.md §7)")
struct DropCoordinatorTests {
    @Test("destinationIndexPath is the last non-nil destination given to dropSessionDidUpdate (UIKitCore)")
    func destinationIsLastUpdate() throws {
        let world = ListWorld()
        var seen: [String] = []
        world.model.onPerformDrop = { seen.append(describe($0)) }
        try world.drag(0, over: 1)
        try world.drop(over: 3)
        try world.drag(0, over: 1)
        try world.system.move(finger: 1, to: .empty(world.collectionView))
        try world.system.drop(finger: 1)
        #expect(seen == [
            "destination=[0,3] sources=[0,0] proposal=move insertAtDestinationIndexPath",
            "destination=[0,1] sources=[0,0] proposal=move insertAtDestinationIndexPath",
        ])
        #expect(world.lines.contains("collection.drop performDrop [0,3] items=1"))
        #expect(world.lines.contains("collection.drop performDrop [0,1] items=1"))
    }

    @Test("sourceIndexPath is set only for items dragged from this same collection view")
    func sourceOnlyFromSameView() throws {
        let world = ListWorld()
        let other = ListWorld([["x", "y"]], name: "other", in: world.system)
        let plain = world.installPlainSource()
        var seen: [String] = []
        world.model.onPerformDrop = { seen.append(describe($0)) }
        // No gap: a gap for two items of a local move would cancel the drop (UIKitCore).
        world.model.proposal = CollectionViewDropProposal(operation: .move)
        try world.lift(2)
        try world.system.add(finger: 1, at: .cell(other.collectionView, path(1)))
        try world.drop(over: 0)
        try world.lift(plain)
        try world.drop(over: 0)
        #expect(seen == [
            "destination=[0,0] sources=[0,2] none proposal=move unspecified",
            "destination=[0,0] sources=none proposal=move unspecified",
        ])
    }

    @Test("sourceIndexPath follows the item through updates made during the drag, and is nil once it is deleted")
    func sourceFollowsUpdates() throws {
        let world = ListWorld()
        var seen: [String] = []
        world.model.onPerformDrop = { seen.append(describe($0)) }
        try world.lift(1)
        world.insert("x", at: 0)
        world.insert("y", at: 4)
        try world.drop(over: 0)
        try world.lift(1)
        world.delete(at: 1)
        try world.drop(over: 0)
        #expect(seen == [
            "destination=[0,0] sources=[0,2] proposal=move insertAtDestinationIndexPath",
            "destination=[0,0] sources=none proposal=move insertAtDestinationIndexPath",
        ])
    }

    @Test("the coordinator's items are a snapshot taken at performDrop: the app's updates inside it do not change them; localObject is never adjusted")
    func snapshotAtPerformDrop() throws {
        let world = ListWorld([["a", "b", "c", "d"]])
        var seen: [String] = []
        world.model.onPerformDrop = { coordinator in
            seen.append(describe(coordinator))
            world.collectionView.performBatchUpdates {
                world.model.sections[0].remove(at: 1)
                world.model.sections[0].insert("b", at: 3)
                world.collectionView.deleteItems(at: [path(1)])
                world.collectionView.insertItems(at: [path(3)])
            }
            seen.append(describe(coordinator))
            seen.append(coordinator.items.map { "\($0.dragItem.localObject.map { "\($0)" } ?? "nil")" }.joined(separator: " "))
        }
        try world.lift(1)
        world.insert("x", at: 0)
        try world.drop(over: 3)
        #expect(seen == [
            "destination=[0,3] sources=[0,2] proposal=move insertAtDestinationIndexPath",
            "destination=[0,3] sources=[0,2] proposal=move insertAtDestinationIndexPath",
            "[0, 1]",
        ])
    }

    @Test("drop toItemAt is traced as a view event inside performDrop")
    func dropToItemTrace() throws {
        let world = ListWorld()
        world.movesItemsOnDrop()
        try world.drag(0, over: 2)
        let written = try world.lines(writtenBy: { try world.system.drop(finger: 1) })
        #expect(written == [
            "collection.drop performDrop [0,2] items=1",
            "collection batch delete [0,0] insert [0,2]",
            "collection drop toItemAt [0,2]",
            "collection.drop dropSessionDidEnd",
            "collection.drag dragSessionDidEnd move",
        ])
        #expect(world.model.sections == [["b", "c", "a"]])
    }
}
