import DragDropCore
import Foundation
import Testing

@Suite("Adding items with a second finger (docs/LIFECYCLE.md §3)")
struct AddingTests {
    @Test("with one session, the tapped view is asked for items and every contributor hears willAdd")
    func addWithOneSession() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        try world.lift()
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .view(world.other)) })
        #expect(written == [
            "other.drag itemsForAddingTo (50,50) -> 1 item",
            "other.drag previewForLifting -> default",
            "other.drag willAnimateLift",
            "source.drag willAdd 1 item",
            "other.drag willAdd 1 item",
        ])
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
    }

    @Test("a tap that yields no items adds nothing")
    func addNothing() throws {
        let world = PlainWorld()
        try world.lift()
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .view(world.other)) })
        #expect(written == ["other.drag itemsForAddingTo (50,50) -> 0 items"])
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
    }

    @Test("with two sessions, sessionForAddingItems decides, and by default nothing is added")
    func twoSessionsDefaultNone() throws {
        let world = PlainWorld()
        world.sourceDelegate.addTexts = ["x"]
        try world.lift(finger: 1, from: world.source)
        try world.lift(finger: 2, from: world.other)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .view(world.source)) })
        #expect(written == ["source.drag sessionForAddingItems 2 sessions -> none"])
    }

    @Test("with two sessions, the session sessionForAddingItems picks gets the items")
    func twoSessionsPicked() throws {
        let world = PlainWorld()
        world.sourceDelegate.addTexts = ["x"]
        world.sourceDelegate.chooseSession = { $0.last }
        try world.lift(finger: 1, from: world.source)
        try world.lift(finger: 2, from: world.other)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .view(world.source)) })
        #expect(written == [
            "source.drag sessionForAddingItems 2 sessions -> session 2",
            "source.drag itemsForAddingTo (50,50) -> 1 item",
            "source.drag previewForLifting -> default",
            "source.drag willAnimateLift",
            "other.drag willAdd 1 item",
            "source.drag willAdd 1 item",
        ])
        #expect(world.system.session(ofFinger: 2)?.items.count == 2)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
    }

    @Test("after an add, a target that said no is asked again, entered if it now can, and updated")
    func addReasksCanHandle() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        world.targetDelegate.canHandleAnswers = [false, true]
        try world.lift()
        try world.move(to: world.target)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .view(world.other)) })
        #expect(written == [
            "other.drag itemsForAddingTo (50,50) -> 1 item",
            "other.drag previewForLifting -> default",
            "other.drag willAnimateLift",
            "source.drag willAdd 1 item",
            "other.drag willAdd 1 item",
            "target.drop canHandle -> true",
            "target.drop sessionDidEnter",
            "target.drop sessionDidUpdate -> copy",
        ])
    }

    @Test("after an add, a target already entered gets one more update and no second canHandle")
    func addUpdatesEnteredTarget() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        try world.lift()
        try world.move(to: world.target)
        let start = world.lines.count
        try world.system.add(finger: 1, at: .view(world.other))
        #expect(world.lines(from: start).suffix(1) == ["target.drop sessionDidUpdate -> copy"])
        #expect(!world.lines(from: start).contains("target.drop canHandle -> true"))
    }

    @Test("a collection view that adds items to a session it did not begin begins with it, and ends with it")
    func collectionJoinsSession() throws {
        let world = ListWorld()
        let plain = world.installPlainSource()
        try world.lift(plain)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .cell(world.collectionView, path(1))) })
        #expect(written == [
            "collection.drag itemsForAddingTo [0,1] (150,50) -> 1 item",
            "collection.drag dragSessionWillBegin",
            "source.drag willAdd 1 item",
        ])
        try world.system.cancel(finger: 1)
        #expect(world.lines.filter { $0.hasPrefix("collection.drag dragSession") } == [
            "collection.drag dragSessionWillBegin",
            "collection.drag dragSessionDidEnd cancel",
        ])
    }

    @Test("with two sessions, a tapped collection view adds to the session it is part of, whichever finger taps")
    func collectionPicksItsOwnSession() throws {
        let world = ListWorld()
        let plain = world.installPlainSource()
        try world.lift(0, finger: 1)
        try world.lift(plain, finger: 2)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 2, at: .cell(world.collectionView, path(1))) })
        #expect(written == ["collection.drag itemsForAddingTo [0,1] (150,50) -> 1 item"])
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
        #expect(world.system.session(ofFinger: 2)?.items.count == 1)
    }

    @Test("with two sessions both from the collection view, a tap adds to the session of the finger the step names")
    func collectionPrefersTheNamedFingersSession() throws {
        let world = ListWorld([["a", "b", "c", "d"]])
        try world.lift(0, finger: 1)
        try world.lift(1, finger: 2)
        try world.system.add(finger: 2, at: .cell(world.collectionView, path(2)))
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
        #expect(world.system.session(ofFinger: 2)?.items.count == 2)
        try world.system.add(finger: 1, at: .cell(world.collectionView, path(3)))
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
    }

    @Test("with two sessions, a tapped collection view that is part of neither adds nothing and is not asked")
    func collectionPartOfNoSessionAddsNothing() throws {
        let world = PlainWorld()
        let list = ListWorld(name: "list", in: world.system)
        try world.lift(finger: 1, from: world.source)
        try world.lift(finger: 2, from: world.other)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .cell(list.collectionView, path(0))) })
        #expect(written.isEmpty)
        #expect(world.system.sessions.map(\.items.count) == [1, 1])
    }

    @Test("after an add, a target that still says no is asked, and gets nothing more")
    func addReasksStillNo() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        world.targetDelegate.canHandle = false
        try world.lift()
        try world.move(to: world.target)
        let start = world.lines.count
        try world.system.add(finger: 1, at: .view(world.other))
        try world.move(to: world.target)
        #expect(world.lines(from: start) == [
            "other.drag itemsForAddingTo (50,50) -> 1 item",
            "other.drag previewForLifting -> default",
            "other.drag willAnimateLift",
            "source.drag willAdd 1 item",
            "other.drag willAdd 1 item",
            "target.drop canHandle -> false",
            "source.drag sessionDidMove",
            "other.drag sessionDidMove",
        ])
    }

    @Test("after an add over a collection view, the update gives the destination still under the finger")
    func addUpdatesCollectionDestination() throws {
        let world = ListWorld()
        try world.drag(0, over: 2)
        let written = try world.lines(writtenBy: { try world.system.add(finger: 1, at: .cell(world.collectionView, path(1))) })
        #expect(written == [
            "collection.drag itemsForAddingTo [0,1] (150,50) -> 1 item",
            "collection.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath",
        ])
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
    }

    @Test("a tap on a view that is no drag source adds nothing and calls nothing")
    func addOverNonSource() throws {
        let world = PlainWorld()
        try world.lift()
        let start = world.lines.count
        try world.system.add(finger: 1, at: .view(world.target))
        try world.system.add(finger: 1, at: .nowhere)
        #expect(world.lines(from: start).isEmpty)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
    }

    @Test("a drag from another app counts too: with it and one session of this app, the tapped view picks with sessionForAddingItems")
    func otherAppSessionsCount() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        let safari = installSafari(in: world.system)
        try liftFromApp(safari, "page", in: world.system, finger: 1)
        try world.lift(finger: 2)
        world.otherDelegate.chooseSession = { sessions in sessions.first }
        let written = try world.lines(writtenBy: { try world.system.add(finger: 2, at: .view(world.other)) })
        #expect(written == [
            "other.drag sessionForAddingItems 2 sessions -> session 1",
            "other.drag itemsForAddingTo (50,50) -> 1 item",
            "other.drag previewForLifting -> default",
            "other.drag willAnimateLift",
            "safari.drag willAdd 1 item",
            "other.drag willAdd 1 item",
        ])
    }

    @Test("items of this app join a drag that started in another app; each localObject stays with its own app, the localContext with the starting app")
    func itemsJoinAnotherAppsDrag() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        world.otherDelegate.local = "mine"
        let safari = installSafari(in: world.system)
        let notes = installNotes(in: world.system)
        var seen: [String?] = []
        var local: [Bool] = []
        world.targetDelegate.onUpdate = { session in
            seen = session.items.map { $0.localObject as? String }
            local.append(session.localDragSession != nil)
        }
        try liftFromApp(safari, "page", in: world.system, finger: 1)
        try world.system.add(finger: 1, at: .view(world.other))
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
        #expect(world.system.session(ofFinger: 1)?.localContext == nil)
        try world.move(to: world.target)
        #expect(seen == [nil, "mine"])
        #expect(local == [false])
        try world.system.move(finger: 1, to: .app(notes))
        try world.system.drop(finger: 1)
        try world.system.settle()
        #expect(notes.received.map(\.values) == [["public.plain-text=page"], ["public.plain-text=b"]])
        #expect(world.lines.contains("other.drag didEndWith copy"))
        #expect(world.lines.contains("safari.drag didEndWith copy"))
    }
}
