import DragDropCore
import Foundation
import Testing

@Suite("Releasing (docs/LIFECYCLE.md §1, §5)")
struct ReleaseTests {
    @Test("copy: willEndWith, performDrop, previews, animations, sessionDidEnd, didEndWith, concludeDrop, transfer")
    func copyPath() throws {
        let world = PlainWorld(texts: ["a", "b"])
        try world.lift()
        try world.move(to: world.target)
        let written = try world.lines(writtenBy: { try world.system.drop(finger: 1) })
        #expect(written == [
            "source.drag willEndWith copy",
            "target.drop performDrop items=2",
            "target.drop previewForDropping -> default",
            "target.drop previewForDropping -> default",
            "target.drop willAnimateDrop",
            "target.drop willAnimateDrop",
            "target.drop sessionDidEnd",
            "source.drag didEndWith copy",
            "target.drop concludeDrop",
            "source.drag sessionDidTransferItems",
        ])
    }

    @Test("sessionDidEnd goes to every interaction that ever entered, in the order first entered")
    func didEndToEveryEntered() throws {
        let world = PlainWorld()
        try world.lift()
        try world.move(to: world.secondTarget)
        try world.move(to: world.target)
        try world.move(to: world.secondTarget)
        try world.drop(over: world.target)
        let ends = world.lines.filter { $0.hasSuffix("sessionDidEnd") }
        #expect(ends == ["second.drop sessionDidEnd", "target.drop sessionDidEnd"])
    }

    @Test("cancel: previews and animations per item, sessionDidEnd, didEndWith cancel; no performDrop")
    func cancelPath() throws {
        let world = PlainWorld()
        world.targetDelegate.operation = .cancel
        try world.lift()
        try world.move(to: world.target)
        let written = try world.lines(writtenBy: { try world.system.drop(finger: 1) })
        #expect(written == [
            "source.drag willEndWith cancel",
            "source.drag previewForCancelling -> default",
            "source.drag willAnimateCancel",
            "target.drop sessionDidEnd",
            "source.drag didEndWith cancel",
        ])
    }

    @Test("the source never hears forbidden: a release over a forbidden proposal ends with cancel, without performDrop or concludeDrop")
    func forbiddenPath() throws {
        let world = PlainWorld()
        world.targetDelegate.operation = .forbidden
        try world.lift()
        try world.drop(over: world.target)
        #expect(world.lines.contains("target.drop sessionDidUpdate -> forbidden"))
        #expect(world.lines.contains("source.drag willEndWith cancel"))
        #expect(world.lines.last == "source.drag didEndWith cancel")
        #expect(!world.lines.contains { $0.contains("forbidden") && $0.hasPrefix("source.drag") })
        #expect(!world.lines.contains { $0.contains("performDrop") || $0.contains("concludeDrop") || $0.contains("Transfer") })
    }

    @Test("dropping over nothing cancels the drag")
    func dropOverNothing() throws {
        let world = PlainWorld()
        try world.lift()
        try world.move(to: world.target)
        try world.system.move(finger: 1, to: .nowhere)
        try world.system.drop(finger: 1)
        #expect(world.lines.contains("target.drop sessionDidExit"))
        #expect(world.lines.last == "source.drag didEndWith cancel")
    }

    @Test("move needs the session's permission, asked once, right after sessionWillBegin")
    func moveNeedsPermission() throws {
        let world = PlainWorld()
        world.sourceDelegate.allowsMove = false
        world.targetDelegate.operation = .move
        try world.lift()
        try world.move(to: world.target)
        try world.drop(over: world.target)
        #expect(world.lines.filter { $0.hasPrefix("source.drag sessionAllowsMoveOperation") } == ["source.drag sessionAllowsMoveOperation -> false"])
        let asked = try #require(world.lines.firstIndex(of: "source.drag sessionAllowsMoveOperation -> false"))
        #expect(world.lines[asked - 1] == "source.drag sessionWillBegin")
        #expect(world.lines.last == "source.drag didEndWith cancel")
    }

    @Test("a permitted move performs the drop as a move")
    func permittedMove() throws {
        let world = PlainWorld()
        world.targetDelegate.operation = .move
        try world.lift()
        try world.drop(over: world.target)
        #expect(world.lines.contains("target.drop performDrop items=1"))
        #expect(world.lines.contains("source.drag didEndWith move"))
    }

    @Test("a drop into another app is always a copy")
    func otherAppCopies() throws {
        let world = PlainWorld()
        let notes = installNotes(in: world.system)
        try world.lift()
        try world.system.move(finger: 1, to: .app(notes))
        try world.system.drop(finger: 1)
        #expect(world.lines.contains("source.drag didEndWith copy"))
        #expect(notes.received == [ReceivedItem(identifier: "a", values: ["public.plain-text=a"], failures: [])])
    }

    @Test("a session restricted to its app is not seen by other apps and cancels there")
    func restrictedSessionCancels() throws {
        let world = PlainWorld()
        world.sourceDelegate.restricted = true
        let notes = installNotes(in: world.system)
        try world.lift()
        try world.system.move(finger: 1, to: .app(notes))
        try world.system.drop(finger: 1)
        #expect(world.lines.contains("source.drag sessionIsRestrictedToDraggingApplication -> true"))
        #expect(!world.lines.contains { $0.hasPrefix("notes.drop") })
        #expect(world.lines.last == "source.drag didEndWith cancel")
        #expect(notes.received.isEmpty)
    }

    @Test("the restriction is asked once, before sessionWillBegin, and never again over other apps")
    func restrictionAskedOnce() throws {
        let world = PlainWorld()
        let notes = installNotes(in: world.system)
        try world.lift()
        let asked = try #require(world.lines.firstIndex(of: "source.drag sessionIsRestrictedToDraggingApplication -> false"))
        #expect(world.lines[asked + 1] == "source.drag sessionWillBegin")
        try world.move(to: world.target)
        try world.system.move(finger: 1, to: .app(notes))
        try world.move(to: world.target)
        try world.system.move(finger: 1, to: .app(notes))
        #expect(world.lines.filter { $0.contains("sessionIsRestrictedToDraggingApplication") }.count == 1)
    }

    @Test("sessionDidTransferItems waits for every load the target requested")
    func transferWaitsForLoads() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system, offering: ["page": [text("hi", after: 500)]])
        world.targetDelegate.onPerformDrop = { session in
            session.items[0].itemProvider.loadObject(ofClass: String.self) { _, _ in }
        }
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: world.target)
        #expect(!world.lines.contains("safari.drag sessionDidTransferItems"))
        try world.system.advance(by: 499)
        #expect(!world.lines.contains("safari.drag sessionDidTransferItems"))
        try world.system.advance(by: 1)
        #expect(world.system.trace.events.suffix(2).map(\.line) == [
            "  500ms  safari.provider  loaded public.plain-text page",
            "  500ms  safari.drag      sessionDidTransferItems",
        ])
    }

    @Test("a drag from another app arrives without a local drag session")
    func otherAppSessionIsNotLocal() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system, offering: ["page": [text("hi")]])
        var local: [Bool] = []
        world.targetDelegate.onPerformDrop = { local.append($0.localDragSession != nil) }
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: world.target)
        try world.lift()
        try world.drop(over: world.target)
        #expect(local == [false, true])
    }

    @Test("sessionDidTransferItems also waits for a requested load that fails for want of a conforming representation")
    func transferWaitsForFailedCoercion() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system)
        var error: ItemProviderError?
        world.targetDelegate.onPerformDrop = { session in
            session.items[0].itemProvider.loadObject(ofClass: Image.self) { error = $1 }
        }
        try liftFromApp(safari, "page", in: world.system)
        try world.drop(over: world.target)
        #expect(error == .unavailableCoercion)
        #expect(world.lines.suffix(4) == [
            "safari.drag didEndWith copy",
            "target.drop concludeDrop",
            "safari.provider failed public.image page: unavailableCoercion",
            "safari.drag sessionDidTransferItems",
        ])
    }

    @Test("a drop into a collection view: willEndWith, performDrop with destination and count, dropSessionDidEnd, didEndWith, transfer; no plain-interaction callbacks")
    func copyIntoCollection() throws {
        let world = PlainWorld()
        let list = ListWorld(name: "list", in: world.system)
        list.model.proposal = CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        world.sourceDelegate.texts = ["a", "b"]
        try world.lift()
        try world.system.move(finger: 1, to: .cell(list.collectionView, path(1)))
        let written = try world.lines(writtenBy: { try world.system.drop(finger: 1) })
        #expect(written == [
            "source.drag willEndWith copy",
            "list.drop performDrop [0,1] items=2",
            "list.drop dropSessionDidEnd",
            "source.drag didEndWith copy",
            "source.drag sessionDidTransferItems",
        ])
    }

    @Test("the cancel step over a target takes the cancel path and ends every entered target")
    func cancelStepOverTarget() throws {
        let world = PlainWorld()
        try world.lift()
        try world.move(to: world.secondTarget)
        try world.move(to: world.target)
        let written = try world.lines(writtenBy: { try world.system.cancel(finger: 1) })
        #expect(written == [
            "source.drag willEndWith cancel",
            "source.drag previewForCancelling -> default",
            "source.drag willAnimateCancel",
            "second.drop sessionDidEnd",
            "target.drop sessionDidEnd",
            "source.drag didEndWith cancel",
        ])
        #expect(world.system.session(ofFinger: 1) == nil)
    }

    @Test("on the cancel path every item is previewed, then every item animated, each by the interaction that contributed it")
    func cancelPerContributor() throws {
        let world = PlainWorld(texts: ["a", "b"])
        world.otherDelegate.addTexts = ["c"]
        try world.lift()
        try world.system.add(finger: 1, at: .view(world.other))
        let written = try world.lines(writtenBy: { try world.system.drop(finger: 1) })
        #expect(written == [
            "source.drag willEndWith cancel",
            "other.drag willEndWith cancel",
            "source.drag previewForCancelling -> default",
            "source.drag previewForCancelling -> default",
            "other.drag previewForCancelling -> default",
            "source.drag willAnimateCancel",
            "source.drag willAnimateCancel",
            "other.drag willAnimateCancel",
            "source.drag didEndWith cancel",
            "other.drag didEndWith cancel",
        ])
    }

    @Test("a forbidden drop animates the cancel, tells the source cancel, and never performs, concludes or transfers, even after settling")
    func forbiddenNeverTransfers() throws {
        let world = PlainWorld()
        world.targetDelegate.operation = .forbidden
        let safari = installSafari(in: world.system)
        try liftFromApp(safari, "page", in: world.system)
        try world.move(to: world.target)
        let start = world.lines.count
        try world.system.drop(finger: 1)
        try world.system.settle()
        #expect(world.lines(from: start) == [
            "safari.drag willEndWith cancel",
            "safari.drag willAnimateCancel",
            "target.drop sessionDidEnd",
            "safari.drag didEndWith cancel",
        ])
    }

    @Test("a drop with no proposal yet (the target was never updated) cancels")
    func noProposalCancels() throws {
        let world = PlainWorld()
        world.targetDelegate.canHandle = false
        try world.lift()
        try world.drop(over: world.target)
        #expect(world.lines.last == "source.drag didEndWith cancel")
        #expect(!world.lines.contains { $0.contains("sessionDidEnd") })
    }

    @Test("the transfer waits for every requested load and is told once, after the last")
    func transferAfterLastLoad() throws {
        let world = PlainWorld(texts: [])
        let safari = installSafari(in: world.system, offering: ["slow": [text("slow", after: 700)], "fast": [text("fast", after: 100)]])
        world.targetDelegate.onPerformDrop = { session in
            for item in session.items { item.itemProvider.loadObject(ofClass: String.self) { _, _ in } }
        }
        try liftFromApp(safari, "slow", in: world.system)
        try world.system.add(finger: 1, at: .sourceItem(safari, id: "fast"))
        try world.drop(over: world.target)
        try world.system.settle()
        let tail = world.system.trace.events.filter { $0.role == "safari.provider" || $0.text.contains("Transfer") }.map(\.line).suffix(5)
        #expect(Array(tail) == [
            "    0ms  safari.provider  load public.plain-text slow",
            "    0ms  safari.provider  load public.plain-text fast",
            "  100ms  safari.provider  loaded public.plain-text fast",
            "  700ms  safari.provider  loaded public.plain-text slow",
            "  700ms  safari.drag      sessionDidTransferItems",
        ])
        #expect(world.lines.filter { $0.contains("sessionDidTransferItems") }.count == 1)
    }
}
