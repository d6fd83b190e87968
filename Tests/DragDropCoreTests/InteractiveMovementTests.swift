import DragDropCore
import Foundation
import Testing

/// A data source that implements only `moveItemAt`: every item can move.
private final class MoveOnlyModel: CollectionViewMoveDataSource {
    var items: [String]
    init(_ items: [String]) { self.items = items }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A data source that does not implement moving at all.
private final class FixedModel: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
}

@Suite("Interactive movement (docs/LIFECYCLE.md §7)")
struct InteractiveMovementTests {
    @Test("begin asks canMoveItemAt; updates ask targetIndexPathForMove with the item's current index path; end calls moveItemAt when the position changed")
    func fullMovement() {
        let world = ListWorld()
        world.collectionView.beginInteractiveMovementForItem(at: path(0))
        world.collectionView.updateInteractiveMovement(toProposedIndexPath: path(1))
        world.collectionView.updateInteractiveMovement(toProposedIndexPath: path(2))
        world.collectionView.endInteractiveMovement()
        #expect(world.system.trace.events.map(\.line) == [
            "    0ms  collection       beginInteractiveMovement [0,0] -> true",
            "    0ms  collection.dataSource  canMoveItemAt [0,0] -> true",
            "    0ms  collection.delegate    targetIndexPathForMove [0,0] proposed [0,1] -> [0,1]",
            "    0ms  collection.delegate    targetIndexPathForMove [0,1] proposed [0,2] -> [0,2]",
            "    0ms  collection       endInteractiveMovement [0,2]",
            "    0ms  collection.dataSource  moveItemAt [0,0] to [0,2]",
        ])
        #expect(world.model.sections == [["b", "c", "a"]])
        #expect(world.entries == ["b", "c", "a"])
        #expect(world.system.fault == nil)
    }

    @Test("the delegate's targetIndexPathForMove decides where the item goes")
    func delegateRetargets() {
        let world = ListWorld()
        world.model.retarget = { _ in path(1) }
        world.collectionView.beginInteractiveMovementForItem(at: path(0))
        world.collectionView.updateInteractiveMovement(toProposedIndexPath: path(2))
        world.collectionView.endInteractiveMovement()
        #expect(world.lines.contains("collection.delegate targetIndexPathForMove [0,0] proposed [0,2] -> [0,1]"))
        #expect(world.lines.last == "collection.dataSource moveItemAt [0,0] to [0,1]")
        #expect(world.model.sections == [["b", "a", "c"]])
    }

    @Test("updating over a point proposes the item under it")
    func updateOverPoint() {
        let world = ListWorld()
        world.collectionView.beginInteractiveMovementForItem(at: path(0))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 50))
        #expect(world.lines.last == "collection.delegate targetIndexPathForMove [0,0] proposed [0,2] -> [0,2]")
        #expect(world.collectionView.interactiveMovement?.target == path(2))
    }

    @Test("each updateInteractiveMovementTargetPosition is traced with the point and the target it leads to, before the delegate is asked")
    func updatesTraced() {
        let world = ListWorld()
        world.collectionView.beginInteractiveMovementForItem(at: path(0))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 50))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 900))
        world.collectionView.endInteractiveMovement()
        #expect(world.lines == [
            "collection beginInteractiveMovement [0,0] -> true",
            "collection.dataSource canMoveItemAt [0,0] -> true",
            "collection updateInteractiveMovementTargetPosition (150,50) -> [0,1]",
            "collection.delegate targetIndexPathForMove [0,0] proposed [0,1] -> [0,1]",
            "collection updateInteractiveMovementTargetPosition (250,900) -> [0,1]",
            "collection.delegate targetIndexPathForMove [0,1] proposed [0,1] -> [0,1]",
            "collection endInteractiveMovement [0,1]",
            "collection.dataSource moveItemAt [0,0] to [0,1]",
        ])
    }

    @Test("the moving item is held where the finger is: at its centre when it begins, then at each update's point")
    func positionFollowsFinger() {
        let world = ListWorld()
        world.collectionView.beginInteractiveMovementForItem(at: path(1))
        let begun = world.collectionView.interactiveMovement
        #expect(begun?.source == path(1) && begun?.target == path(1))
        #expect(begun?.position == CGPoint(x: 150, y: 50))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 260, y: 40))
        #expect(world.collectionView.interactiveMovement?.position == CGPoint(x: 260, y: 40))
        #expect(world.collectionView.interactiveMovement?.target == path(2))
        world.collectionView.cancelInteractiveMovement()
        #expect(world.collectionView.interactiveMovement == nil)
    }

    @Test("an update with no movement in progress does nothing and traces nothing")
    func updateWithoutMovement() {
        let world = ListWorld()
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 50))
        world.collectionView.endInteractiveMovement()
        #expect(world.lines.isEmpty)
    }

    @Test("end without a change of position does not call moveItemAt; cancel moves nothing")
    func noMoveWithoutChange() {
        let world = ListWorld()
        world.collectionView.beginInteractiveMovementForItem(at: path(1))
        world.collectionView.updateInteractiveMovement(toProposedIndexPath: path(1))
        world.collectionView.endInteractiveMovement()
        world.collectionView.beginInteractiveMovementForItem(at: path(0))
        world.collectionView.updateInteractiveMovement(toProposedIndexPath: path(2))
        world.collectionView.cancelInteractiveMovement()
        #expect(!world.lines.contains { $0.contains("moveItemAt") })
        #expect(world.lines.last == "collection cancelInteractiveMovement")
        #expect(world.model.sections == [["a", "b", "c"]])
        #expect(world.collectionView.interactiveMovement == nil)
    }

    @Test("begin returns false when canMoveItemAt says no")
    func canMoveRefuses() {
        let world = ListWorld()
        world.model.canMove = { $0.item != 0 }
        #expect(!world.collectionView.beginInteractiveMovementForItem(at: path(0)))
        #expect(world.lines == [
            "collection beginInteractiveMovement [0,0] -> false",
            "collection.dataSource canMoveItemAt [0,0] -> false",
        ])
        #expect(world.collectionView.interactiveMovement == nil)
    }

    @Test("every item can move when the data source implements only moveItemAt, and the unimplemented questions leave no line; none can without moveItemAt")
    func defaultCanMove() {
        let system = DragDropSystem()
        let movable = CollectionView(name: "movable")
        let moveOnly = MoveOnlyModel(["a", "b"])
        movable.dataSource = moveOnly
        let fixed = CollectionView(name: "fixed")
        let fixedModel = FixedModel()
        fixed.dataSource = fixedModel
        for view in [movable, fixed] {
            system.install(view)
            view.reloadData()
        }
        #expect(movable.beginInteractiveMovementForItem(at: path(1)))
        movable.updateInteractiveMovement(toProposedIndexPath: path(0))
        movable.endInteractiveMovement()
        #expect(moveOnly.items == ["b", "a"])
        #expect(!fixed.beginInteractiveMovementForItem(at: path(0)))
        #expect(system.trace.events.map(\.untimedLine) == [
            "movable beginInteractiveMovement [0,1] -> true",
            "movable endInteractiveMovement [0,0]",
            "movable.dataSource moveItemAt [0,1] to [0,0]",
            "fixed beginInteractiveMovement [0,0] -> false",
        ])
    }
}

/// A delegate that implements both of UIKit's target questions, and says which was asked.
private final class BothTargetQuestions: CollectionViewDelegate {
    var asked: [String] = []

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append("deprecated")
        return proposedIndexPath
    }

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append("newer \(originalIndexPath.traceDescription) \(currentIndexPath.traceDescription)")
        return IndexPath(item: 0, section: 0)
    }
}

@Suite("Interactive movement, UIKit's own rules (docs/LIFECYCLE.md §7, UIKitCore)")
struct InteractiveMovementRuleTests {
    @Test("the iOS 15 targetIndexPathForMoveOfItem question takes precedence when implemented, handed the original and the current index paths")
    func newerTargetQuestionFirst() {
        let world = ListWorld()
        let delegate = BothTargetQuestions()
        world.collectionView.delegate = delegate
        world.collectionView.beginInteractiveMovementForItem(at: path(1))
        world.collectionView.updateInteractiveMovement(toProposedIndexPath: path(2))
        world.collectionView.updateInteractiveMovement(toProposedIndexPath: path(2))
        #expect(delegate.asked == ["newer [0,1] [0,1]", "newer [0,1] [0,0]"])
        #expect(world.lines.suffix(2) == [
            "collection.delegate targetIndexPathForMoveOfItem [0,1] current [0,1] proposed [0,2] -> [0,0]",
            "collection.delegate targetIndexPathForMoveOfItem [0,1] current [0,0] proposed [0,2] -> [0,0]",
        ])
        #expect(world.collectionView.interactiveMovement?.target == path(0))
    }

    @Test("beginInteractiveMovement is false while a drop placeholder is pending, and asks nothing")
    func noMovementWhilePlaceholderPending() throws {
        let world = ListWorld()
        let safari = installSafari(in: world.system)
        world.model.onPerformDrop = { coordinator in
            coordinator.drop(coordinator.items[0].dragItem, to: CollectionViewDropPlaceholder(insertionIndexPath: path(0), reuseIdentifier: "Cell"))
        }
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: 0)
        let start = world.lines.count
        #expect(!world.collectionView.beginInteractiveMovementForItem(at: path(1)))
        #expect(world.lines(from: start) == ["collection beginInteractiveMovement [0,1] -> false"])
        #expect(world.collectionView.interactiveMovement == nil)
    }

    @Test("beginInteractiveMovement is false from the moment a drag enters the view until that drag ends, even after it has left")
    func noMovementWhileADragHasEntered() throws {
        let world = ListWorld()
        let other = world.installBareView(named: "elsewhere")
        try world.drag(0, over: 2)
        #expect(!world.collectionView.beginInteractiveMovementForItem(at: path(1)))
        try world.system.move(finger: 1, to: .view(other))
        #expect(!world.collectionView.beginInteractiveMovementForItem(at: path(1)))
        try world.system.cancel(finger: 1)
        #expect(world.collectionView.beginInteractiveMovementForItem(at: path(1)))
        #expect(world.lines.filter { $0.hasPrefix("collection beginInteractiveMovement") } == [
            "collection beginInteractiveMovement [0,1] -> false",
            "collection beginInteractiveMovement [0,1] -> false",
            "collection beginInteractiveMovement [0,1] -> true",
        ])
    }
}
