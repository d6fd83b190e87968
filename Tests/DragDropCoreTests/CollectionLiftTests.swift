import DragDropCore
import Foundation
import Testing

@Suite("When a collection view begins no drag and adds nothing (docs/LIFECYCLE.md §2–3, UIKitCore)")
struct CollectionLiftTests {
    @Test("while one of its placeholders is pending, a lift asks nothing and starts no session; once it is committed, a lift does")
    func noLiftWhilePlaceholderPending() throws {
        let world = ListWorld()
        let safari = installSafari(in: world.system)
        var context: CollectionViewDropPlaceholderContext?
        world.model.onPerformDrop = { coordinator in
            context = coordinator.drop(coordinator.items[0].dragItem, to: CollectionViewDropPlaceholder(insertionIndexPath: path(1), reuseIdentifier: "Cell"))
        }
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: 1)
        let written = try world.lines(writtenBy: { try world.lift(0) })
        #expect(written.isEmpty)
        #expect(world.system.sessions.isEmpty)
        context?.commitInsertion { world.model.sections[0].insert("page", at: $0.item) }
        try world.lift(0)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
    }

    @Test("from the moment a drag enters it until that drag ends, a second finger's lift asks nothing, even after the drag has left the view")
    func noLiftWhileADragHasEntered() throws {
        let world = ListWorld()
        let outside = world.installBareView(named: "outside")
        try world.drag(0, over: 1)
        try world.system.move(finger: 1, to: .view(outside))
        let written = try world.lines(writtenBy: { try world.lift(2, finger: 2) })
        #expect(written.isEmpty)
        #expect(world.system.session(ofFinger: 2) == nil)
        try world.system.cancel(finger: 1)
        try world.lift(2, finger: 2)
        #expect(world.system.session(ofFinger: 2)?.items.count == 1)
    }

    @Test("a drag that never entered the view does not keep it from beginning another")
    func liftWhileADragIsElsewhere() throws {
        let world = ListWorld()
        try world.lift(0)
        try world.lift(1, finger: 2)
        #expect(world.system.sessions.count == 2)
    }

    @Test("a tap on a cell whose item is already in the drag adds nothing and asks nothing; another cell adds")
    func noItemAddedTwice() throws {
        let world = ListWorld()
        try world.lift(0)
        let start = world.lines.count
        try world.system.add(finger: 1, at: .cell(world.collectionView, path(0)))
        #expect(world.lines(from: start).isEmpty)
        try world.system.add(finger: 1, at: .cell(world.collectionView, path(1)))
        try world.system.add(finger: 1, at: .cell(world.collectionView, path(1)))
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
        #expect(world.lines(from: start) == ["collection.drag itemsForAddingTo [0,1] (150,50) -> 1 item"])
    }

    @Test("a tap where no cell is adds nothing and asks nothing")
    func noCellAddsNothing() throws {
        let world = ListWorld()
        try world.lift(0)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .empty(world.collectionView)) })
        #expect(written.isEmpty)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
    }
}

@Suite("A drag lifted from a collection view")
struct CollectionDragSessionTests {
    @Test("prefers full-size previews, as UIKit's collection view answers for its delegate, without a trace line")
    func fullSizePreviews() throws {
        let world = ListWorld()
        try world.lift(0)
        #expect(world.system.session(ofFinger: 1)?.prefersFullSizePreviews == true)
        #expect(!world.lines.contains { $0.contains("prefersFullSizePreviews") })
    }
}

@Suite("A collection view's dragInteractionEnabled (UIKitCore _UICollectionViewDragAndDropController)")
struct CollectionDragInteractionEnabledTests {
    @Test("on by default on iPhone and iPad alike: a lift begins a drag")
    func onByDefault() throws {
        for device in Device.allCases {
            let world = ListWorld()
            world.system.device = device
            #expect(world.collectionView.dragInteractionEnabled)
            try world.lift(0)
            #expect(world.system.session(ofFinger: 1)?.items.count == 1, "\(device)")
        }
    }

    @Test("switched off, a lift asks nothing and begins no drag, while drops still land")
    func offLiftsNothing() throws {
        let world = ListWorld()
        world.collectionView.dragInteractionEnabled = false
        let written = try world.lines(writtenBy: { try world.lift(0) })
        #expect(written.isEmpty)
        #expect(world.system.sessions.isEmpty)
        let safari = installSafari(in: world.system)
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: 1)
        #expect(world.lines.contains { $0.hasPrefix("collection.drop performDrop") })
    }
}
