import DragDropCore
import Foundation
import Testing

@Suite("Operations and proposals (docs/LIFECYCLE.md §1)")
struct OperationTests {
    @Test("a drop session from another app does not allow moves, and the source is not asked")
    func otherAppSessionDisallowsMove() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system)
        var answers: [Bool] = []
        world.targetDelegate.onUpdate = { answers.append($0.allowsMoveOperation) }
        try #require(world.target.dropInteraction).allowsSimultaneousDropSessions = true
        try liftFromApp(safari, "page", in: world.system)
        try world.move(to: world.target)
        try world.lift(finger: 2)
        try world.system.move(finger: 2, to: .view(world.target))
        try world.system.move(finger: 2, to: .view(world.target))
        #expect(answers == [false, true, true])
        #expect(!world.lines.contains { $0.hasPrefix("safari.drag sessionAllowsMoveOperation") })
        #expect(world.lines.filter { $0.hasPrefix("source.drag sessionAllowsMoveOperation") } == ["source.drag sessionAllowsMoveOperation -> true"])
    }

    @Test("UIDropOperation's values: cancel 0, forbidden 1, copy 2, move 3")
    func operationValues() {
        #expect([DropOperation.cancel, .forbidden, .copy, .move].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("a move proposed by another app's target is outside the source's mask: the drag is cancelled and nothing is performed")
    func moveIntoOtherAppCancels() throws {
        let world = PlainWorld()
        let notes = OtherApp(name: "notes")
        let notesTarget = TestDropTarget()
        notesTarget.operation = .move
        var performed = 0
        notesTarget.onPerformDrop = { _ in performed += 1 }
        notes.view.addInteraction(DropInteraction(delegate: notesTarget))
        world.system.addOtherApp(notes)
        try world.lift()
        try world.system.move(finger: 1, to: .app(notes))
        let written = try world.lines(writtenBy: { try world.system.drop(finger: 1) })
        #expect(written == [
            "source.drag willEndWith cancel",
            "source.drag previewForCancelling -> default",
            "source.drag willAnimateCancel",
            "notes.drop sessionDidEnd",
            "source.drag didEndWith cancel",
        ])
        #expect(performed == 0)
    }

    @Test("a move proposed for a drag from another app is outside its mask: cancelled, with no performDrop")
    func moveFromOtherAppCancels() throws {
        let world = PlainWorld()
        world.targetDelegate.operation = .move
        var performed = 0
        world.targetDelegate.onPerformDrop = { _ in performed += 1 }
        let safari = installSafari(in: world.system)
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: world.target)
        #expect(world.lines.contains("target.drop sessionDidUpdate -> move"))
        #expect(world.lines.contains("safari.drag willEndWith cancel"))
        #expect(world.lines.contains("safari.drag didEndWith cancel"))
        #expect(!world.lines.contains { $0.contains("performDrop") })
        #expect(performed == 0)
    }

    @Test("a copy proposed for a drag from another app is inside its mask and performed")
    func copyFromOtherAppIsPerformed() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system)
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: world.target)
        #expect(world.lines.contains("target.drop performDrop items=1"))
        #expect(world.lines.contains("safari.drag didEndWith copy"))
    }

    @Test("a collection proposal is spelt as its operation, a space and its intent, for every pair")
    func proposalSpelling() {
        let operations: [DropOperation] = [.cancel, .forbidden, .copy, .move]
        for operation in operations {
            for intent in CollectionViewDropProposal.Intent.allCases {
                #expect(CollectionViewDropProposal(operation: operation, intent: intent).description == "\(operation.description) \(intent.description)")
            }
        }
    }

    @Test("a collection proposal keeps its intent, with or without a destination index path (UIKitCore)")
    func intents() throws {
        let world = ListWorld()
        world.model.proposal = CollectionViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        var intents: [String] = []
        world.model.onPerformDrop = { intents.append("\($0.proposal.intent)") }
        try world.drag(0, over: 1)
        try world.system.move(finger: 1, to: .empty(world.collectionView))
        try world.system.drop(finger: 1)
        try world.drag(0, over: 2)
        try world.system.drop(finger: 1)
        #expect(world.lines.filter { $0.contains("dropSessionDidUpdate") } == [
            "collection.drop dropSessionDidUpdate [0,1] -> move insertIntoDestinationIndexPath",
            "collection.drop dropSessionDidUpdate none -> move insertIntoDestinationIndexPath",
            "collection.drop dropSessionDidUpdate [0,2] -> move insertIntoDestinationIndexPath",
        ])
        #expect(intents == ["insertIntoDestinationIndexPath", "insertIntoDestinationIndexPath"])
        #expect(CollectionViewDropProposal(operation: .copy).intent == .unspecified)
    }

    @Test("each policy question is asked once per session, as the drag begins, and traced then")
    func policyQuestionsAskedOnceAtBegin() throws {
        let world = PlainWorld()
        world.targetDelegate.operation = .move
        let notes = installNotes(in: world.system)
        try world.lift()
        let begin = world.lines
        try world.move(to: world.target)
        try world.system.move(finger: 1, to: .app(notes))
        try world.drop(over: world.target)
        let lines = world.lines
        for question in ["prefersFullSizePreviews", "sessionAllowsMoveOperation", "sessionIsRestrictedToDraggingApplication"] {
            #expect(lines.filter { $0.hasPrefix("source.drag \(question)") }.count == 1, "\(question)")
        }
        #expect(Array(begin.suffix(4)) == [
            "source.drag sessionIsRestrictedToDraggingApplication -> false",
            "source.drag sessionWillBegin",
            "source.drag sessionAllowsMoveOperation -> true",
            "source.drag prefersFullSizePreviews -> false",
        ])
        #expect(lines.last == "source.drag sessionDidTransferItems")
        #expect(lines.contains("source.drag didEndWith move"))
    }

    @Test("a policy question the delegate does not implement is never asked and leaves no line; its default applies, so a move is allowed")
    func unimplementedQuestionsNotAsked() throws {
        let world = PlainWorld()
        let minimal = MinimalDragSource()
        let view = View(name: "minimal")
        view.addInteraction(DragInteraction(delegate: minimal))
        world.system.install(view)
        world.targetDelegate.operation = .move
        try world.system.touch(finger: 1, at: .view(view))
        try world.system.lift(finger: 1)
        try world.drop(over: world.target)
        let lines = world.lines.filter { $0.hasPrefix("minimal.drag") }
        #expect(lines == [
            "minimal.drag itemsForBeginning -> 1 item",
            "minimal.drag willAnimateLift",
            "minimal.drag sessionWillBegin",
            "minimal.drag sessionDidMove",
            "minimal.drag willEndWith move",
            "minimal.drag didEndWith move",
            "minimal.drag sessionDidTransferItems",
        ])
        #expect(world.lines.contains("target.drop performDrop items=1"))
    }

    @Test("the policy questions go to the interaction that began the session, not to those that added items")
    func policyQuestionsToOrigin() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        world.otherDelegate.allowsMove = false
        world.targetDelegate.operation = .move
        try world.lift()
        try world.system.add(finger: 1, at: .view(world.other))
        try world.drop(over: world.target)
        #expect(world.lines.filter { $0.contains("sessionAllowsMoveOperation") } == ["source.drag sessionAllowsMoveOperation -> true"])
        #expect(world.lines.contains("source.drag didEndWith move"))
        #expect(world.lines.contains("other.drag didEndWith move"))
    }

    @Test("a collection view's policy questions are traced under its drag role with its delegate's names")
    func collectionPolicyNames() throws {
        let world = ListWorld()
        let notes = installNotes(in: world.system)
        try world.drag(0, over: 1)
        try world.system.move(finger: 1, to: .app(notes))
        try world.system.drop(finger: 1)
        #expect(world.lines.filter { $0.hasPrefix("collection.drag") } == [
            "collection.drag itemsForBeginning [0,0] -> 1 item",
            "collection.drag dragSessionWillBegin",
            "collection.drag dragSessionAllowsMoveOperation -> true",
            "collection.drag dragSessionDidEnd copy",
        ])
        let restricting = RestrictingDragDelegate(model: world.model)
        world.collectionView.dragDelegate = restricting
        try world.lift(0)
        #expect(Array(world.lines.suffix(4)) == [
            "collection.drag itemsForBeginning [0,0] -> 1 item",
            "collection.drag dragSessionIsRestrictedToDraggingApplication -> true",
            "collection.drag dragSessionWillBegin",
            "collection.drag dragSessionAllowsMoveOperation -> true",
        ])
        #expect(notes.received == [ReceivedItem(identifier: "a", values: ["public.plain-text=a"], failures: [])])
    }

    @Test("a move the collection view's drag delegate does not allow counts as cancel: the cancel path, no performDrop")
    func collectionMoveNotAllowed() throws {
        let world = ListWorld()
        world.model.allowsMove = false
        try world.drag(0, over: 2)
        let written = try world.lines(writtenBy: { try world.system.drop(finger: 1) })
        #expect(written == [
            "collection.drop dropSessionDidEnd",
            "collection.drag dragSessionDidEnd cancel",
        ])
        #expect(world.lines.filter { $0.contains("AllowsMoveOperation") } == ["collection.drag dragSessionAllowsMoveOperation -> false"])
        #expect(world.model.sections == [["a", "b", "c"]])
    }
}

/// A collection view drag delegate that implements the restriction question (true) and
/// hands out the model's items.
private final class RestrictingDragDelegate: CollectionViewDragDelegate {
    let model: ListModel

    init(model: ListModel) { self.model = model }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        model.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}

    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { true }
}
