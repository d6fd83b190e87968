import DragDropCore
import Foundation
import Testing

/// A list whose drag delegate gives no items, whose data source may or may not move items,
/// and whose drop delegate implements only `performDrop` unless told to propose.
private final class QuietList: CollectionViewMoveDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
    var items = ["a", "b", "c"]
    var performed: [CollectionViewDropCoordinator] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        performed.append(coordinator)
    }
}

/// The same, with a data source that cannot move: no `moveItemAt`.
private final class FixedQuietList: CollectionViewDataSource, CollectionViewDragDelegate {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }
}

/// A data source that refuses to move item 0.
private final class PickyQuietList: CollectionViewMoveDataSource, CollectionViewDragDelegate {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 0 }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }
}

/// One collection view named `quiet` over `model`, installed in a new device.
private func install(_ model: some CollectionViewDataSource & CollectionViewDragDelegate) -> (DragDropSystem, CollectionView) {
    let system = DragDropSystem()
    let view = CollectionView(name: "quiet")
    view.dataSource = model
    view.dragDelegate = model
    if let drop = model as? any CollectionViewDropDelegate { view.dropDelegate = drop }
    system.install(view)
    view.reloadData()
    return (system, view)
}

/// Lifts `item` of `view` with finger 1.
private func lift(_ item: Int, of view: CollectionView, on system: DragDropSystem) throws {
    try system.touch(finger: 1, at: .cell(view, path(item)))
    try system.lift(finger: 1)
}

@Suite("Reorder-only items and the default proposal (docs/LIFECYCLE.md §1–2, UIKitCore)")
struct ReorderOnlyTests {
    @Test("when the delegate gives no items but the data source can move the item, UIKit's own item with an empty provider begins the drag")
    func reorderOnlyItemBeginsTheDrag() throws {
        let model = QuietList()
        let (system, view) = install(model)
        try lift(1, of: view, on: system)
        let session = try #require(system.session(ofFinger: 1))
        #expect(session.items.count == 1)
        #expect(session.items[0].itemProvider.registeredTypeIdentifiers.isEmpty)
        #expect(system.trace.events.map(\.untimedLine) == [
            "quiet.drag itemsForBeginning [0,1] -> 0 items",
            "quiet.drag dragSessionWillBegin",
        ])
    }

    @Test("no reorder-only item when the data source does not implement moveItemAt, or canMoveItemAt says no")
    func noReorderOnlyItemWithoutMoving() throws {
        let fixed = FixedQuietList()
        let (system, view) = install(fixed)
        try lift(1, of: view, on: system)
        #expect(system.sessions.isEmpty)
        let picky = PickyQuietList()
        let (pickySystem, pickyView) = install(picky)
        try pickySystem.touch(finger: 1, at: .cell(pickyView, path(0)))
        try pickySystem.lift(finger: 1)
        #expect(pickySystem.sessions.isEmpty)
        #expect(pickySystem.trace.events.map(\.untimedLine) == [
            "quiet.drag itemsForBeginning [0,0] -> 0 items",
            "quiet.dataSource canMoveItemAt [0,0] -> false",
        ])
    }

    @Test("without dropSessionDidUpdate, a reorder-only drag over its own view is a move into a gap, performed, leaving no proposal line")
    func reorderOnlyDefaultProposal() throws {
        let model = QuietList()
        let (system, view) = install(model)
        try lift(0, of: view, on: system)
        try system.move(finger: 1, to: .cell(view, path(2)))
        #expect(system.session(ofFinger: 1)?.proposedOperation == .move)
        try system.drop(finger: 1)
        let coordinator = try #require(model.performed.first)
        #expect(coordinator.proposal == CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        #expect(coordinator.items.first?.sourceIndexPath == path(0))
        #expect(!system.trace.events.contains { $0.untimedLine.contains("dropSessionDidUpdate") })
    }

    @Test("without dropSessionDidUpdate, a local move of the view's own items is cancelled, and a drag from elsewhere is a copy")
    func defaultProposalForOtherDrags() throws {
        let world = ListWorld()
        let quiet = QuietList()
        let view = CollectionView(name: "quiet")
        view.dataSource = quiet
        view.dropDelegate = quiet
        view.dragDelegate = world.model
        world.system.install(view)
        view.reloadData()
        try world.system.touch(finger: 1, at: .cell(view, path(0)))
        try world.system.lift(finger: 1)
        try world.system.move(finger: 1, to: .cell(view, path(2)))
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .cancel)
        try world.system.cancel(finger: 1)
        try world.lift(0)
        try world.system.move(finger: 1, to: .cell(view, path(2)))
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .copy)
    }
}
