import DragDropCore
import Foundation
import Testing

@Suite("Lift (docs/LIFECYCLE.md §2)")
struct LiftTests {
    @Test("lift asks for items, previews each at once, animates, asks the restriction, begins, then asks about moves and full-size previews")
    func liftOrder() throws {
        let world = PlainWorld(texts: ["a", "b"])
        try world.lift()
        #expect(world.lines == [
            "source.drag itemsForBeginning -> 2 items",
            "source.drag previewForLifting -> default",
            "source.drag previewForLifting -> default",
            "source.drag willAnimateLift",
            "source.drag sessionIsRestrictedToDraggingApplication -> false",
            "source.drag sessionWillBegin",
            "source.drag sessionAllowsMoveOperation -> true",
            "source.drag prefersFullSizePreviews -> false",
        ])
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
    }

    @Test("a lift with no items starts no session: no begin, no end")
    func noItemsNoSession() throws {
        let world = PlainWorld(texts: [])
        try world.lift()
        #expect(world.lines == ["source.drag itemsForBeginning -> 0 items"])
        #expect(world.system.session(ofFinger: 1) == nil)
        try world.system.touch(finger: 1, at: .view(world.source))
    }

    @Test("every begin is balanced by exactly one end, on drop and on cancel")
    func beginBalancedByEnd() throws {
        for cancelling in [false, true] {
            let world = PlainWorld()
            try world.lift()
            try world.move(to: world.target)
            if cancelling { try world.system.cancel(finger: 1) } else { try world.system.drop(finger: 1) }
            let begins = world.lines.filter { $0.hasPrefix("source.drag sessionWillBegin") }.count
            let ends = world.lines.filter { $0.hasPrefix("source.drag didEndWith") }.count
            #expect(begins == 1 && ends == 1)
        }
    }

    @Test("lifting a view without a drag interaction starts nothing and frees the finger")
    func liftOverNonSource() throws {
        let world = PlainWorld()
        try world.system.touch(finger: 1, at: .view(world.target))
        try world.system.lift(finger: 1)
        #expect(world.lines.isEmpty)
        try world.system.touch(finger: 1, at: .view(world.source))
    }

    @Test("steps that make no sense now are errors, not crashes")
    func invalidSteps() throws {
        let world = PlainWorld()
        #expect(throws: EngineError(.invalidStep, "lift: finger 1 is not touching anything (touch first)")) { try world.system.lift(finger: 1) }
        #expect(throws: EngineError(.invalidStep, "drop: finger 1 is not dragging (touch and lift first)")) { try world.system.drop(finger: 1) }
        #expect(throws: EngineError(.invalidStep, "move: finger 2 is not dragging (touch and lift first)")) { try world.system.move(finger: 2, to: .nowhere) }
        #expect(throws: EngineError(.invalidStep, "cancel: finger 1 is not on the screen")) { try world.system.cancel(finger: 1) }
        try world.lift()
        #expect(throws: EngineError(.invalidStep, "touch: finger 1 is already on the screen")) { try world.system.touch(finger: 1, at: .view(world.source)) }
        #expect(throws: EngineError(.invalidStep, "lift: finger 1 is already dragging")) { try world.system.lift(finger: 1) }
    }

    @Test("two fingers hold two independent sessions")
    func twoFingers() throws {
        let world = PlainWorld()
        try world.lift(finger: 1, from: world.source)
        try world.lift(finger: 2, from: world.other)
        #expect(world.system.sessions.count == 2)
        try world.system.move(finger: 2, to: .view(world.target))
        try world.system.drop(finger: 2)
        #expect(world.system.sessions.count == 1)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
        #expect(world.lines.contains("other.drag didEndWith copy"))
        #expect(!world.lines.contains("source.drag didEndWith copy"))
        try world.system.cancel(finger: 1)
        #expect(world.lines.last == "source.drag didEndWith cancel")
    }

    @Test("localContext and localObject are visible inside the app that started the drag, and nowhere else")
    func localValuesStayInTheApp() throws {
        let world = PlainWorld()
        world.sourceDelegate.local = "secret"
        let notes = OtherApp(name: "notes")
        let notesTarget = TestDropTarget()
        notes.view.addInteraction(DropInteraction(delegate: notesTarget))
        world.system.addOtherApp(notes)
        var seen: [String] = []
        func record(_ session: DropSession) {
            let objects = session.items.map { ($0.localObject as? String) ?? "nil" }
            let context = (session.localDragSession?.localContext as? String) ?? "nil"
            seen.append("objects=\(objects) context=\(context) sameItems=\(session.items[0] === session.items[0])")
        }
        world.targetDelegate.onPerformDrop = record
        notesTarget.onPerformDrop = record
        try world.lift()
        try world.drop(over: world.target)
        try world.lift()
        try world.system.move(finger: 1, to: .app(notes))
        try world.system.drop(finger: 1)
        #expect(seen == [
            "objects=[\"secret\"] context=secret sameItems=true",
            "objects=[\"nil\"] context=nil sameItems=true",
        ])
        #expect(world.lines.contains("notes.drop performDrop items=1"))
    }

    @Test("a lift preview of nil (no lift animation) is traced as none, once per item")
    func noLiftPreview() throws {
        let world = PlainWorld(texts: ["a", "b"])
        world.sourceDelegate.liftPreview = nil
        try world.lift()
        #expect(world.lines.filter { $0.contains("previewForLifting") } == [
            "source.drag previewForLifting -> none",
            "source.drag previewForLifting -> none",
        ])
    }

    @Test("prefersFullSizePreviews is asked once per session, at lift, whatever happens after")
    func fullSizeAskedOnce() throws {
        let world = PlainWorld()
        world.sourceDelegate.fullSize = true
        world.otherDelegate.addTexts = ["b"]
        try world.lift()
        try world.system.add(finger: 1, at: .view(world.other))
        try world.move(to: world.target)
        try world.drop(over: world.secondTarget)
        #expect(world.lines.filter { $0.contains("prefersFullSizePreviews") } == ["source.drag prefersFullSizePreviews -> true"])
    }

    @Test("a collection view lift: itemsForBeginning with the index path, dragSessionWillBegin, then the move question its delegate implements, and nothing its delegate lacks")
    func collectionLift() throws {
        let world = ListWorld()
        try world.lift(1)
        #expect(world.lines == [
            "collection.drag itemsForBeginning [0,1] -> 1 item",
            "collection.drag dragSessionWillBegin",
            "collection.drag dragSessionAllowsMoveOperation -> true",
        ])
        #expect(world.system.session(ofFinger: 1)?.items.first?.localObject as? IndexPath == path(1))
    }

    @Test("lifting over a collection view where no cell is, or from a disabled drag interaction, starts nothing")
    func liftOverNothing() throws {
        let world = ListWorld()
        try world.system.touch(finger: 1, at: .empty(world.collectionView))
        try world.system.lift(finger: 1)
        let plain = View(name: "plain")
        let source = TestDragSource(texts: ["p"])
        let interaction = DragInteraction(delegate: source)
        interaction.isEnabled = false
        plain.addInteraction(interaction)
        world.system.install(plain)
        try world.lift(plain)
        #expect(world.lines.isEmpty)
        #expect(world.system.sessions.isEmpty)
    }

    @Test("a drop session's localDragSession is the drag session inside the source app")
    func localDragSessionInsideApp() throws {
        let world = PlainWorld()
        var same: [Bool] = []
        world.targetDelegate.onUpdate = { same.append($0.localDragSession === world.system.session(ofFinger: 1)) }
        try world.lift()
        try world.move(to: world.target)
        #expect(same == [true])
    }
}
