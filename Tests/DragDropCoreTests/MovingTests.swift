import DragDropCore
import Foundation
import Testing

@Suite("Moving (LIFECYCLE.md §4)")
struct MovingTests {
    @Test("moving over a target: sessionDidMove, canHandle, sessionDidEnter, sessionDidUpdate")
    func enterTarget() throws {
        let world = PlainWorld()
        try world.lift()
        let start = world.lines.count
        try world.system.move(finger: 1, to: .view(world.target))
        #expect(world.lines(from: start) == [
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
        try world.system.move(finger: 1, to: .view(world.target))
        let start = world.lines.count
        try world.system.move(finger: 1, to: .view(world.target))
        #expect(world.lines(from: start) == ["source.drag sessionDidMove", "target.drop sessionDidUpdate -> copy"])
    }

    @Test("leaving a target sends sessionDidExit before the new target is asked")
    func exitThenEnter() throws {
        let world = PlainWorld()
        try world.lift()
        try world.system.move(finger: 1, to: .view(world.target))
        let start = world.lines.count
        try world.system.move(finger: 1, to: .view(world.secondTarget))
        #expect(world.lines(from: start) == [
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
        try world.system.move(finger: 1, to: .view(world.target))
        try world.system.move(finger: 1, to: .nowhere)
        try world.system.move(finger: 1, to: .view(world.target))
        #expect(world.lines.filter { $0.hasPrefix("target.drop canHandle") }.count == 1)
        #expect(world.lines.filter { $0 == "target.drop sessionDidEnter" }.count == 2)
    }

    @Test("a target whose canHandle said false gets nothing more for that session")
    func refusedTargetGetsNothing() throws {
        let world = PlainWorld()
        world.targetDelegate.canHandle = false
        try world.lift()
        try world.system.move(finger: 1, to: .view(world.target))
        try world.system.move(finger: 1, to: .view(world.target))
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
        try world.system.move(finger: 1, to: .view(world.target))
        try world.system.cancel(finger: 1)
        try world.lift()
        try world.system.move(finger: 1, to: .view(world.target))
        #expect(world.lines.filter { $0.hasPrefix("target.drop canHandle") }.count == 2)
    }
}
