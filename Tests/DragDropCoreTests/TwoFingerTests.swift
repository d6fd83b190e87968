import DragDropCore
import Foundation
import Testing

@Suite("Two fingers at once")
struct TwoFingerTests {
    @Test("two fingers drag independent sessions: each begun once and ended once, each target told only of its own")
    func independentSessions() throws {
        let world = PlainWorld()
        let list = ListWorld(in: world.system)
        try world.lift(finger: 1, from: world.source)
        try list.lift(1, finger: 2)
        try world.move(to: world.target)
        try list.move(to: 0, finger: 2)
        try world.system.move(finger: 2, to: .view(world.secondTarget))
        #expect(world.system.sessions.map(\.identifier) == [1, 2])
        #expect(world.system.session(ofFinger: 1)?.identifier == 1)
        try world.system.drop(finger: 2)
        #expect(world.system.sessions.map(\.identifier) == [1])
        try world.system.drop(finger: 1)
        let lines = world.lines
        #expect(lines.filter { $0.hasPrefix("source.drag sessionWillBegin") || $0.hasPrefix("source.drag didEndWith") } == [
            "source.drag sessionWillBegin", "source.drag didEndWith copy",
        ])
        #expect(lines.filter { $0.hasPrefix("collection.drag dragSession") && !$0.contains("Allows") } == [
            "collection.drag dragSessionWillBegin", "collection.drag dragSessionDidEnd copy",
        ])
        for name in ["target", "second"] {
            #expect(lines.filter { $0.hasPrefix("\(name).drop") } == [
                "\(name).drop canHandle -> true",
                "\(name).drop sessionDidEnter",
                "\(name).drop sessionDidUpdate -> copy",
                "\(name).drop performDrop items=1",
                "\(name).drop previewForDropping -> default",
                "\(name).drop willAnimateDrop",
                "\(name).drop sessionDidEnd",
                "\(name).drop concludeDrop",
            ])
        }
        #expect(lines.filter { $0.hasPrefix("collection.drop") } == [
            "collection.drop canHandle -> true",
            "collection.drop dropSessionDidEnter",
            "collection.drop dropSessionDidUpdate [0,0] -> move insertAtDestinationIndexPath",
            "collection.drop dropSessionDidExit",
            "collection.drop dropSessionDidEnd",
        ])
    }

    @Test("both fingers over one target that allows simultaneous sessions: it is entered, updated and ended once per session")
    func oneTargetTwoSessions() throws {
        let world = PlainWorld()
        try #require(world.target.dropInteraction).allowsSimultaneousDropSessions = true
        try world.lift(finger: 1, from: world.source)
        try world.lift(finger: 2, from: world.other)
        try world.move(to: world.target)
        try world.system.move(finger: 2, to: .view(world.target))
        try world.system.cancel(finger: 1)
        try world.system.drop(finger: 2)
        #expect(world.lines.filter { $0.hasPrefix("target.drop") } == [
            "target.drop canHandle -> true",
            "target.drop sessionDidEnter",
            "target.drop sessionDidUpdate -> copy",
            "target.drop canHandle -> true",
            "target.drop sessionDidEnter",
            "target.drop sessionDidUpdate -> copy",
            "target.drop sessionDidEnd",
            "target.drop performDrop items=1",
            "target.drop previewForDropping -> default",
            "target.drop willAnimateDrop",
            "target.drop sessionDidEnd",
            "target.drop concludeDrop",
        ])
        #expect(world.lines.contains("source.drag didEndWith cancel"))
        #expect(world.lines.contains("other.drag didEndWith copy"))
    }

    @Test("a finger is free again after its drop, its cancel, or a lift that started nothing")
    func fingerFreedAfterEnd() throws {
        let world = PlainWorld()
        try world.lift(finger: 1)
        try world.system.drop(finger: 1)
        try world.lift(finger: 1)
        try world.system.cancel(finger: 1)
        world.sourceDelegate.texts = []
        try world.lift(finger: 1)
        try world.system.touch(finger: 1, at: .view(world.source))
        try world.system.cancel(finger: 1)
        #expect(world.system.sessions.isEmpty)
        #expect(world.system.session(ofFinger: 1) == nil)
    }
}
