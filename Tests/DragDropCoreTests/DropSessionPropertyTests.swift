import DragDropCore
import Foundation
import Testing

@Suite("What a drop session tells the app (UIDropSession)")
struct DropSessionPropertyTests {
    @Test("isLocal and isRestrictedToDraggingApplication say where the drag comes from and what its source answered")
    func origin() throws {
        let world = PlainWorld()
        world.sourceDelegate.restricted = true
        let safari = installSafari(in: world.system)
        var seen: [String] = []
        world.targetDelegate.onUpdate = { seen.append("local=\($0.isLocal) restricted=\($0.isRestrictedToDraggingApplication)") }
        world.targetDelegate.canHandle = true
        try world.lift(finger: 1)
        try world.move(to: world.target)
        try world.system.cancel(finger: 1)
        try liftFromApp(safari, "page", in: world.system)
        try world.move(to: world.target)
        #expect(seen == ["local=true restricted=true", "local=false restricted=false"])
    }

    @Test("progress finishes when every load the target requested has finished, with sessionDidTransferItems")
    func progressFollowsTheTransfer() throws {
        let world = PlainWorld()
        let safari = installSafari(in: world.system, after: 300)
        var session: DropSession?
        world.targetDelegate.onPerformDrop = { dropped in
            session = dropped
            _ = dropped.loadObjects(ofClass: String.self) { _ in }
        }
        try liftFromApp(safari, "page", in: world.system)
        try world.move(to: world.target)
        #expect(try #require(world.system.session(ofFinger: 1)).items.count == 1)
        try world.system.drop(finger: 1)
        let progress = try #require(session?.progress)
        #expect(!progress.isFinished)
        try world.system.advance(by: 300)
        #expect(progress.isFinished)
        #expect(progress.fractionCompleted == 1)
        #expect(world.lines.last == "safari.drag sessionDidTransferItems")
    }

    @Test("progressIndicatorStyle is default until the app sets it")
    func progressIndicatorStyle() throws {
        let world = PlainWorld()
        var styles: [DropSessionProgressIndicatorStyle] = []
        world.targetDelegate.onUpdate = { session in
            styles.append(session.progressIndicatorStyle)
            session.progressIndicatorStyle = .none
        }
        try world.lift()
        try world.move(to: world.target)
        try world.move(to: world.target)
        #expect(styles == [.default, .none])
    }
}
