import DragDropCore
import Foundation
import Testing

@Suite("The collection view's effective proposal (docs/LIFECYCLE.md §1, UIKitCore)")
struct EffectiveProposalTests {
    /// Lifts item 0, taps item 1 into the drag and moves over item 2.
    private func twoItemsOverItem2(_ world: ListWorld) throws {
        try world.lift(0)
        try world.system.add(finger: 1, at: .cell(world.collectionView, path(1)))
        try world.move(to: 2)
    }

    @Test("a local move of two items into a gap is cancelled: no performDrop, the source ends with cancel, the trace keeps the delegate's answer")
    func multiItemLocalMoveCancels() throws {
        let world = ListWorld()
        var performed = false
        world.model.onPerformDrop = { _ in performed = true }
        try twoItemsOverItem2(world)
        #expect(world.lines.last == "collection.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath")
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .cancel)
        try world.system.drop(finger: 1)
        #expect(!performed)
        #expect(world.lines.suffix(2) == ["collection.drop dropSessionDidEnd", "collection.drag dragSessionDidEnd cancel"])
        #expect(world.model.sections == [["a", "b", "c"]])
    }

    @Test("in a multi-item local move, the intents unspecified and insertIntoDestinationIndexPath are left alone")
    func otherIntentsStand() throws {
        for intent in [CollectionViewDropProposal.Intent.unspecified, .insertIntoDestinationIndexPath] {
            let world = ListWorld()
            world.model.proposal = CollectionViewDropProposal(operation: .move, intent: intent)
            var performed: CollectionViewDropProposal?
            world.model.onPerformDrop = { performed = $0.proposal }
            try twoItemsOverItem2(world)
            try world.system.drop(finger: 1)
            #expect(performed == CollectionViewDropProposal(operation: .move, intent: intent))
            #expect(world.lines.last == "collection.drag dragSessionDidEnd move")
        }
    }

    @Test("a one-item local move into a gap is performed as proposed")
    func singleItemMoveStands() throws {
        let world = ListWorld()
        var performed: CollectionViewDropProposal?
        world.model.onPerformDrop = { performed = $0.proposal }
        try world.drag(0, over: 2)
        try world.system.drop(finger: 1)
        #expect(performed == CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
    }

    @Test("an item added while over the view counts from the update that follows the add")
    func addOverTheViewAppliesTheRuleAgain() throws {
        let world = ListWorld()
        try world.drag(0, over: 2)
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .move)
        try world.system.add(finger: 1, at: .cell(world.collectionView, path(1)))
        #expect(world.lines.last == "collection.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath")
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .cancel)
    }

    @Test("a move the local session does not allow is a cancel, and then the multi-item rule does not apply")
    func moveWithoutPermission() throws {
        let world = ListWorld()
        world.model.allowsMove = false
        world.model.proposal = CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        try twoItemsOverItem2(world)
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .copy)
        world.model.proposal = CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        try world.move(to: 1)
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .cancel)
    }

    @Test("two items dragged from another collection view of the app are no local interactive move: the drop is performed")
    func otherCollectionViewIsNotInteractive() throws {
        let system = DragDropSystem()
        let source = ListWorld([["a", "b"]], name: "source", in: system)
        let target = ListWorld([["x"]], name: "target", in: system)
        var count = 0
        target.model.onPerformDrop = { count = $0.items.count }
        try source.lift(0)
        try system.add(finger: 1, at: .cell(source.collectionView, path(1)))
        try system.move(finger: 1, to: .cell(target.collectionView, path(0)))
        try system.drop(finger: 1)
        #expect(count == 2)
        #expect(target.lines.last == "source.drag dragSessionDidEnd move")
    }

    @Test("over no cell the delegate's intent stands, and the coordinator keeps the last destination given since the session entered")
    func nilDestination() throws {
        let world = ListWorld()
        var performed: (IndexPath?, CollectionViewDropProposal)?
        world.model.onPerformDrop = { performed = ($0.destinationIndexPath, $0.proposal) }
        try world.drag(0, over: 1)
        try world.system.move(finger: 1, to: .empty(world.collectionView))
        #expect(world.lines.last == "collection.drop dropSessionDidUpdate none -> move insertAtDestinationIndexPath")
        try world.system.drop(finger: 1)
        #expect(performed?.0 == path(1))
        #expect(performed?.1 == CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
        #expect(world.lines.contains("collection.drop performDrop [0,1] items=1"))
    }

    @Test("the destination kept is forgotten when the session leaves the view and comes back")
    func destinationResetOnEntering() throws {
        let world = ListWorld()
        var destination: IndexPath? = path(9)
        world.model.onPerformDrop = { destination = $0.destinationIndexPath }
        try world.drag(0, over: 1)
        try world.system.move(finger: 1, to: .nowhere)
        try world.system.move(finger: 1, to: .empty(world.collectionView))
        try world.system.drop(finger: 1)
        #expect(destination == nil)
        #expect(world.lines.contains("collection.drop performDrop none items=1"))
    }
}
