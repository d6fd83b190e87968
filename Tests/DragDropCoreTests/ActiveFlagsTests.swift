import DragDropCore
import Foundation
import Testing

@Suite("hasActiveDrag and hasActiveDrop (docs/LIFECYCLE.md §7)")
struct ActiveFlagsTests {
    @Test("hasActiveDrag is true from dragSessionWillBegin through performDrop, false once the session has ended")
    func activeDragFromLiftToEnd() throws {
        let world = ListWorld()
        var seen: [String] = []
        world.model.onEvent = { seen.append("\($0) \(world.collectionView.hasActiveDrag)") }
        #expect(!world.collectionView.hasActiveDrag)
        try world.lift(0)
        #expect(world.collectionView.hasActiveDrag)
        try world.drop(over: 2)
        #expect(!world.collectionView.hasActiveDrag)
        #expect(seen.first == "dragSessionWillBegin true")
        #expect(seen.contains("performDrop true"))
        #expect(seen.last == "dragSessionDidEnd false")
    }

    @Test("hasActiveDrag stays true while a second session from the view is still dragging")
    func activeDragPerSession() throws {
        let world = ListWorld()
        let plain = world.installPlainSource()
        try world.lift(plain)
        try world.system.add(finger: 1, at: .cell(world.collectionView, path(1)))
        try world.lift(0, finger: 2)
        try world.system.cancel(finger: 1)
        #expect(world.collectionView.hasActiveDrag)
        try world.system.cancel(finger: 2)
        #expect(!world.collectionView.hasActiveDrag)
    }

    @Test("hasActiveDrop is true from dropSessionDidEnter until dropSessionDidExit or dropSessionDidEnd")
    func activeDropWhileOver() throws {
        let world = ListWorld()
        var seen: [String] = []
        world.model.onEvent = { seen.append("\($0) \(world.collectionView.hasActiveDrop)") }
        try world.lift(0)
        #expect(!world.collectionView.hasActiveDrop)
        try world.move(to: 1)
        #expect(world.collectionView.hasActiveDrop)
        try world.system.move(finger: 1, to: .nowhere)
        #expect(!world.collectionView.hasActiveDrop)
        try world.drop(over: 2)
        #expect(!world.collectionView.hasActiveDrop)
        #expect(seen == [
            "dragSessionWillBegin false",
            "dropSessionDidEnter true",
            "dropSessionDidUpdate true",
            "dropSessionDidExit false",
            "dropSessionDidEnter true",
            "dropSessionDidUpdate true",
            "performDrop true",
            "dropSessionDidEnd false",
            "dragSessionDidEnd false",
        ])
    }

    @Test("hasActiveDrop follows the one session over the view: a second one gets in only after the first has left")
    func activeDropPerSession() throws {
        let world = ListWorld()
        try world.lift(0, finger: 1)
        try world.lift(1, finger: 2)
        try world.move(to: 2, finger: 1)
        try world.move(to: 2, finger: 2)
        #expect(world.collectionView.hasActiveDrop)
        try world.system.move(finger: 1, to: .nowhere)
        #expect(!world.collectionView.hasActiveDrop)
        try world.move(to: 2, finger: 2)
        #expect(world.collectionView.hasActiveDrop)
        try world.system.cancel(finger: 2)
        #expect(!world.collectionView.hasActiveDrop)
    }
}
