import DragDropCore
import Foundation
import Testing

@Suite("Moving (docs/LIFECYCLE.md §4)")
struct MovingTests {
    @Test("moving over a target: sessionDidMove, canHandle, sessionDidEnter, sessionDidUpdate")
    func enterTarget() throws {
        let world = PlainWorld()
        try world.lift()
        let written = try world.lines(writtenBy: { try world.move(to: world.target) })
        #expect(written == [
            "source.drag sessionDidMove",
            "target.drop canHandle -> true",
            "target.drop sessionDidEnter",
            "target.drop sessionDidUpdate -> copy",
        ])
    }

    @Test("staying over the same target sends one more sessionDidUpdate")
    func stayOverTarget() throws {
        let world = PlainWorld()
        try world.lift()
        try world.move(to: world.target)
        let written = try world.lines(writtenBy: { try world.move(to: world.target) })
        #expect(written == ["source.drag sessionDidMove", "target.drop sessionDidUpdate -> copy"])
    }

    @Test("leaving a target sends sessionDidExit before the new target is asked")
    func exitThenEnter() throws {
        let world = PlainWorld()
        try world.lift()
        try world.move(to: world.target)
        let written = try world.lines(writtenBy: { try world.move(to: world.secondTarget) })
        #expect(written == [
            "source.drag sessionDidMove",
            "target.drop sessionDidExit",
            "second.drop canHandle -> true",
            "second.drop sessionDidEnter",
            "second.drop sessionDidUpdate -> copy",
        ])
    }

    @Test("canHandle is asked once per session and interaction, then cached")
    func canHandleCached() throws {
        let world = PlainWorld()
        try world.lift()
        try world.move(to: world.target)
        try world.system.move(finger: 1, to: .nowhere)
        try world.move(to: world.target)
        #expect(world.lines.filter { $0.hasPrefix("target.drop canHandle") }.count == 1)
        #expect(world.lines.filter { $0 == "target.drop sessionDidEnter" }.count == 2)
    }

    @Test("a target whose canHandle said false gets nothing more for that session")
    func refusedTargetGetsNothing() throws {
        let world = PlainWorld()
        world.targetDelegate.canHandle = false
        try world.lift()
        try world.move(to: world.target)
        try world.move(to: world.target)
        try world.system.move(finger: 1, to: .nowhere)
        try world.system.drop(finger: 1)
        let targetLines = world.lines.filter { $0.hasPrefix("target.") }
        #expect(targetLines == ["target.drop canHandle -> false"])
        #expect(world.lines.last == "source.drag didEndWith cancel")
    }

    @Test("a new session asks canHandle again")
    func cachePerSession() throws {
        let world = PlainWorld()
        try world.lift()
        try world.move(to: world.target)
        try world.system.cancel(finger: 1)
        try world.lift()
        try world.move(to: world.target)
        #expect(world.lines.filter { $0.hasPrefix("target.drop canHandle") }.count == 2)
    }

    @Test("sessionDidMove goes to every interaction that contributed items")
    func didMoveToEveryContributor() throws {
        let world = PlainWorld()
        world.otherDelegate.addTexts = ["b"]
        try world.lift()
        try world.system.add(finger: 1, at: .view(world.other))
        let written = try world.lines(writtenBy: { try world.system.move(finger: 1, to: .nowhere) })
        #expect(written == ["source.drag sessionDidMove", "other.drag sessionDidMove"])
    }

    @Test("moving within a collection view updates it with each destination, without entering again")
    func moveWithinCollection() throws {
        let world = ListWorld()
        try world.lift(0)
        let start = world.lines.count
        try world.move(to: 1)
        try world.move(to: 3)
        try world.system.move(finger: 1, to: .empty(world.collectionView))
        try world.system.move(finger: 1, to: .point(world.collectionView, CGPoint(x: 250, y: 10)))
        #expect(world.lines(from: start) == [
            "collection.drop canHandle -> true",
            "collection.drop dropSessionDidEnter",
            "collection.drop dropSessionDidUpdate [0,1] -> move insertAtDestinationIndexPath",
            "collection.drop dropSessionDidUpdate [0,3] -> move insertAtDestinationIndexPath",
            "collection.drop dropSessionDidUpdate none -> move insertAtDestinationIndexPath",
            "collection.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath",
        ])
    }

    @Test("a target that said false is not asked again after the finger leaves and comes back")
    func refusedStaysRefused() throws {
        let world = PlainWorld()
        world.targetDelegate.canHandleAnswers = [false, true]
        try world.lift()
        try world.move(to: world.target)
        try world.move(to: world.secondTarget)
        try world.move(to: world.target)
        #expect(world.lines.filter { $0.hasPrefix("target.") } == ["target.drop canHandle -> false"])
        #expect(world.lines.last == "second.drop sessionDidExit")
    }

    @Test("canHandle is cached per interaction: each target is asked once for the session")
    func cachePerInteraction() throws {
        let world = PlainWorld()
        try world.lift()
        for _ in 0..<2 {
            try world.move(to: world.target)
            try world.move(to: world.secondTarget)
        }
        #expect(world.lines.filter { $0.contains("canHandle") } == ["target.drop canHandle -> true", "second.drop canHandle -> true"])
    }
}
