import DragDropCore
import Foundation
import Testing

@Suite("What drag and drop puts on the screen")
struct DragSceneTests {
    @Test("a lifted drag is under its finger with its items; over a target it carries the target's proposal")
    func drags() throws {
        let world = PlainWorld(texts: ["a", "b"])
        #expect(world.system.scene.isEmpty)
        try world.lift()
        #expect(world.system.scene.drags == [DragScene.Drag(finger: 1, place: .view("source", point: CGPoint(x: 50, y: 50)), items: ["a", "b"], operation: .cancel)])
        try world.system.move(finger: 1, to: .point(world.target, CGPoint(x: 10, y: 20)))
        #expect(world.system.scene.drags.map(\.operation) == [.copy])
        #expect(world.system.scene.drags.map(\.place) == [.view("target", point: CGPoint(x: 10, y: 20))])
        world.targetDelegate.operation = .forbidden
        try world.system.move(finger: 1, to: .point(world.target, CGPoint(x: 12, y: 20)))
        #expect(world.system.scene.drags.map(\.operation) == [.forbidden])
    }

    @Test("a drop leaves its items landing where the finger was until the next step starts")
    func landings() throws {
        let world = PlainWorld()
        try world.lift()
        try world.drop(over: world.target)
        #expect(world.system.scene == DragScene(landings: [DragScene.Landing(place: .view("target", point: CGPoint(x: 50, y: 50)), items: 1, operation: .copy, source: .view("source", point: CGPoint(x: 50, y: 50)))]))
        try world.system.advance(by: 0)
        #expect(world.system.scene.isEmpty)
    }

    @Test("a forbidden release lands as a cancel: the items go back")
    func forbidden() throws {
        let world = PlainWorld()
        world.targetDelegate.operation = .forbidden
        try world.lift()
        try world.drop(over: world.target)
        #expect(world.system.scene.landings.map(\.operation) == [.cancel])
    }

    @Test("a cancel whose previewForCancelling is nil fades its items out; one with a preview sends them back")
    func fadeOut() throws {
        let world = PlainWorld()
        world.sourceDelegate.cancelPreview = { _ in nil }
        try world.lift()
        try world.system.cancel(finger: 1)
        #expect(world.system.scene.landings == [DragScene.Landing(place: .view("source", point: CGPoint(x: 50, y: 50)), items: 1, operation: .cancel, fadesOut: true, source: .view("source", point: CGPoint(x: 50, y: 50)))])
        let back = PlainWorld()
        try back.lift()
        try back.system.cancel(finger: 1)
        #expect(back.system.scene.landings.map(\.fadesOut) == [false])
    }

    @Test("a drop whose previewForDropping is retargeted lands where the preview is aimed")
    func retargeted() throws {
        let world = PlainWorld()
        world.targetDelegate.dropPreview = { $0.retargeted(center: CGPoint(x: 22, y: 22), scale: 0.1) }
        try world.lift()
        try world.drop(over: world.target)
        #expect(world.system.scene.landings.map(\.target) == [DragPreviewTarget(center: CGPoint(x: 22, y: 22), scale: 0.1)])
    }

    @Test("two fingers drag side by side, in the order their drags began")
    func twoFingers() throws {
        let world = PlainWorld()
        try world.lift(finger: 1)
        try world.lift(finger: 2, from: world.other)
        #expect(world.system.scene.drags.map(\.finger) == [1, 2])
        #expect(world.system.scene.drags.map(\.items) == [["a"], ["b"]])
    }

    @Test("a cancel remembers where its drag began, and a retargeted previewForCancelling where it flies instead")
    func cancelGoesBack() throws {
        let world = PlainWorld()
        world.sourceDelegate.cancelPreview = { $0.retargeted(center: CGPoint(x: 300, y: 40), scale: 0.5) }
        try world.lift()
        try world.system.move(finger: 1, to: .point(world.target, CGPoint(x: 10, y: 20)))
        try world.system.cancel(finger: 1)
        let landing = try #require(world.system.scene.landings.first)
        #expect(landing.source == .view("source", point: CGPoint(x: 50, y: 50)))
        #expect(landing.cancelTarget == DragPreviewTarget(center: CGPoint(x: 300, y: 40), scale: 0.5))
        #expect(landing.target == nil)
    }

    @Test("a drag carries its custom lift preview and whether it prefers full-size previews")
    func liftPreviewAndFullSize() throws {
        let plain = PlainWorld()
        try plain.lift()
        #expect(plain.system.scene.drags.map(\.liftPreview) == [nil])
        #expect(plain.system.scene.drags.map(\.fullSize) == [false])
        let custom = PlainWorld()
        let badge = DragPreview(view: "badge", parameters: DragPreviewParameters(visiblePath: CGRect(x: 0, y: 0, width: 80, height: 40), backgroundColor: "clear"))
        custom.sourceDelegate.liftPreview = badge
        custom.system.install(View(name: "badge"))
        custom.sourceDelegate.fullSize = true
        try custom.lift()
        #expect(custom.system.scene.drags.map(\.liftPreview) == [badge])
        #expect(custom.system.scene.drags.map(\.fullSize) == [true])
    }
}
