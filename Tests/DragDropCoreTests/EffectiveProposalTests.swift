import DragDropCore
import Foundation
import Testing

@Suite("The collection view's effective proposal (LIFECYCLE.md §1, UIKitCore)")
struct EffectiveProposalTests {
    @Test("over no cell the delegate's intent stands, and the coordinator keeps the last destination given since the session entered")
    func nilDestination() throws {
        let world = ListWorld()
        var performed: (IndexPath?, CollectionViewDropProposal)?
        world.model.onPerformDrop = { performed = ($0.destinationIndexPath, $0.proposal) }
        try world.lift(0)
        try world.move(to: 1)
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
        try world.lift(0)
        try world.move(to: 1)
        try world.system.move(finger: 1, to: .nowhere)
        try world.system.move(finger: 1, to: .empty(world.collectionView))
        try world.system.drop(finger: 1)
        #expect(destination == nil)
        #expect(world.lines.contains("collection.drop performDrop none items=1"))
    }
}
