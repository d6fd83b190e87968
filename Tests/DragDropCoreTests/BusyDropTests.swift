import DragDropCore
import Foundation
import Testing

@Suite("A drop target busy with another session (docs/LIFECYCLE.md §4, allowsSimultaneousDropSessions)")
struct BusyDropTests {
    /// Finger 1 drags `source` into `target`; finger 2 lifts `other`.
    private func firstInsideSecondLifted() throws -> PlainWorld {
        let world = PlainWorld()
        try world.lift(finger: 1, from: world.source)
        try world.move(to: world.target)
        try world.lift(finger: 2, from: world.other)
        return world
    }

    @Test("a drop interaction a session is inside ignores a second one: no canHandle, no enter; released there, the second cancels")
    func secondSessionIgnored() throws {
        let world = try firstInsideSecondLifted()
        let start = world.lines.count
        try world.system.move(finger: 2, to: .view(world.target))
        try world.system.move(finger: 2, to: .view(world.target))
        #expect(world.lines(from: start) == ["other.drag sessionDidMove", "other.drag sessionDidMove"])
        try world.system.drop(finger: 2)
        #expect(world.lines(from: start + 2) == [
            "other.drag willEndWith cancel",
            "other.drag previewForCancelling -> default",
            "other.drag willAnimateCancel",
            "other.drag didEndWith cancel",
        ])
        #expect(world.system.session(ofFinger: 1)?.proposedOperation == .copy)
    }

    @Test("once the first session has left, the second is asked and enters at its next move over the target")
    func afterTheFirstExits() throws {
        let world = try firstInsideSecondLifted()
        try world.system.move(finger: 2, to: .view(world.target))
        try world.system.move(finger: 1, to: .nowhere)
        let written = try world.lines(writtenBy: { try world.system.move(finger: 2, to: .view(world.target)) })
        #expect(written == [
            "other.drag sessionDidMove",
            "target.drop canHandle -> true",
            "target.drop sessionDidEnter",
            "target.drop sessionDidUpdate -> copy",
        ])
    }

    @Test("once the first session has ended over it, the target takes the second at its next move")
    func afterTheFirstEnds() throws {
        let world = try firstInsideSecondLifted()
        try world.system.move(finger: 2, to: .view(world.target))
        try world.system.drop(finger: 1)
        try world.system.move(finger: 2, to: .view(world.target))
        #expect(world.system.session(ofFinger: 2)?.proposedOperation == .copy)
    }

    @Test("an interaction that allows simultaneous drop sessions takes both")
    func simultaneousAllowed() throws {
        let world = PlainWorld()
        try #require(world.target.dropInteraction).allowsSimultaneousDropSessions = true
        try world.lift(finger: 1, from: world.source)
        try world.move(to: world.target)
        try world.lift(finger: 2, from: world.other)
        try world.system.move(finger: 2, to: .view(world.target))
        #expect(world.lines.filter { $0 == "target.drop sessionDidEnter" }.count == 2)
        try world.system.drop(finger: 2)
        try world.system.drop(finger: 1)
        #expect(world.lines.filter { $0 == "target.drop performDrop items=1" }.count == 2)
    }

    @Test("a collection view takes one drop session at a time")
    func collectionViewOneAtATime() throws {
        let world = ListWorld()
        let plain = world.installPlainSource(named: "plain")
        try world.drag(0, over: 1)
        try world.lift(plain, finger: 2)
        let written = try world.lines(writtenBy: { try world.system.move(finger: 2, to: .cell(world.collectionView, path(2))) })
        #expect(written == ["plain.drag sessionDidMove"])
    }
}
