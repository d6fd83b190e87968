import DragDropCore
import Foundation
import Testing

/// A collection view's drag delegate that cuts every lifted cell's preview the same way.
private final class CutCellsDelegate: CollectionViewDragDelegate {
    let parameters: DragPreviewParameters?
    init(_ parameters: DragPreviewParameters?) { self.parameters = parameters }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [makeTextItem("cell \(indexPath.item)")]
    }

    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        parameters
    }
}

@Suite("Previews: what the lift, the cancel and the drop show (docs/LIFECYCLE.md §2 and §5)")
struct PreviewTests {
    @Test("a custom lift preview is traced as what differs from the default: its view, parameters and target")
    func customPreviewTraced() {
        let preview = DragPreview(
            view: "badge",
            parameters: DragPreviewParameters(visiblePath: CGRect(x: 0, y: 0, width: 80, height: 40.5), backgroundColor: "clear"),
            target: DragPreviewTarget(center: CGPoint(x: 50, y: 20), scale: 1)
        )
        #expect(preview.description == "view badge path=(0,0,80,40.5) background=clear retarget center=(50,20) scale=1")
        #expect(DragPreview.default.description == "default")
        #expect(DragPreview(parameters: DragPreviewParameters()).description == "parameters")
        #expect(preview.retargeted(center: CGPoint(x: 1, y: 2), scale: 0.5).view == "badge")
    }

    @Test("each item keeps its lift preview: the delegate's, or none when it returned nil (no lift animation)")
    func liftPreviewKept() throws {
        let world = PlainWorld(texts: ["a", "b"])
        world.sourceDelegate.liftPreview = nil
        try world.lift()
        #expect(world.system.session(ofFinger: 1)?.items.map(\.liftPreview) == [nil, nil])
        try world.system.cancel(finger: 1)

        // A preview with no target of its own shows a view in a window.
        world.system.install(View(name: "badge"))
        let custom = DragPreview(view: "badge", parameters: DragPreviewParameters(backgroundColor: "clear"))
        world.sourceDelegate.liftPreview = custom
        try world.lift()
        #expect(world.system.session(ofFinger: 1)?.items.map(\.liftPreview) == [custom, custom])
        #expect(world.lines.contains("source.drag previewForLifting -> view badge background=clear"))
    }

    @Test("a cancel preview of nil fades the item out; a preview flies it back; a drop records the drop preview")
    func endings() throws {
        let world = PlainWorld(texts: ["a"])
        world.sourceDelegate.cancelPreview = { _ in nil }
        try world.lift()
        let faded = try #require(world.system.session(ofFinger: 1)?.items.first)
        #expect(faded.ending == nil)
        try world.system.cancel(finger: 1)
        #expect(faded.ending == .fadedOut)
        #expect(world.lines.contains("source.drag previewForCancelling -> none"))

        world.sourceDelegate.cancelPreview = { $0.retargeted(center: CGPoint(x: 10, y: 10), scale: 0.5) }
        try world.lift()
        let returned = try #require(world.system.session(ofFinger: 1)?.items.first)
        try world.system.cancel(finger: 1)
        #expect(returned.ending == .returned(.retargeted(center: CGPoint(x: 10, y: 10), scale: 0.5)))
        #expect(world.lines.contains("source.drag previewForCancelling -> retarget center=(10,10) scale=0.5"))

        try world.lift()
        let dropped = try #require(world.system.session(ofFinger: 1)?.items.first)
        try world.drop(over: world.target)
        #expect(dropped.ending == .dropped(.default))
    }

    @Test("a collection view asks dragPreviewParametersForItemAt per lifted cell only of a delegate that implements it, and the cell's preview keeps the answer")
    func collectionPreviewParameters() throws {
        let world = ListWorld()
        try world.lift(1)
        #expect(!world.lines.contains { $0.contains("dragPreviewParametersForItemAt") })
        #expect(world.system.session(ofFinger: 1)?.items.first?.liftPreview == .default)
        try world.system.cancel(finger: 1)

        let parameters = DragPreviewParameters(visiblePath: CGRect(x: 10, y: 10, width: 80, height: 80), backgroundColor: "clear")
        let delegate = CutCellsDelegate(parameters)
        world.collectionView.dragDelegate = delegate
        let start = world.lines.count
        try world.lift(2)
        #expect(world.lines(from: start).first == "collection.drag itemsForBeginning [0,2] -> 1 item")
        #expect(world.lines(from: start).contains("collection.drag dragPreviewParametersForItemAt [0,2] -> path=(10,10,80,80) background=clear"))
        let item = try #require(world.system.session(ofFinger: 1)?.items.first)
        #expect(item.liftPreview == DragPreview(parameters: parameters))
        try world.system.cancel(finger: 1)
        #expect(item.ending == .returned(DragPreview(parameters: parameters)))
    }
}

/// UIKit makes previews only of views on screen (docs/LIFECYCLE.md §5, UIKitCore).
@Suite("Previews: views and containers in a window, text lines, a container and a rotation")
struct PreviewWindowTests {
    @Test("a preview with no target of its own shows a view in a window; one not in a window ends the step")
    func viewInWindow() throws {
        let world = PlainWorld(texts: ["a"])
        world.sourceDelegate.liftPreview = DragPreview(view: "badge")
        #expect(throws: EngineError(.inconsistentUpdate, "source.drag previewForLifting: UITargetedDragPreview requires that its view is in a window when it is given no target, but it is not (view: badge)")) {
            try world.lift()
        }
        // With a target of its own, the view need not be on screen.
        let aimed = PlainWorld(texts: ["a"])
        aimed.sourceDelegate.liftPreview = DragPreview(view: "badge", target: DragPreviewTarget(center: CGPoint(x: 40, y: 20)))
        try aimed.lift()
        #expect(aimed.lines.contains("source.drag previewForLifting -> view badge retarget center=(40,20) scale=1"))
    }

    @Test("a target's container must be in a window: the cancel of a preview aimed into a view not on screen ends the step")
    func containerInWindow() throws {
        let world = PlainWorld(texts: ["a"])
        world.sourceDelegate.cancelPreview = { _ in DragPreview(target: DragPreviewTarget(container: "drawer", center: CGPoint(x: 10, y: 10))) }
        try world.lift()
        #expect(throws: EngineError(.inconsistentUpdate, "source.drag previewForCancelling: UIDragPreviewTarget requires that the container view is in a window, but it is not (container: drawer)")) {
            try world.system.cancel(finger: 1)
        }
        let shown = PlainWorld(texts: ["a"])
        shown.sourceDelegate.cancelPreview = { _ in DragPreview(target: DragPreviewTarget(container: "other", center: CGPoint(x: 10, y: 10), rotation: -15)) }
        try shown.lift()
        try shown.system.cancel(finger: 1)
        #expect(shown.lines.contains("source.drag previewForCancelling -> retarget container=other center=(10,10) scale=1 rotation=-15"))
    }

    @Test("text line rectangles cut the preview to the lines: their enclosing rectangle, and how many; none shows the whole view")
    func textLineRects() {
        let lines = DragPreviewParameters(textLineRects: [CGRect(x: 4, y: 0, width: 80, height: 20), CGRect(x: 0, y: 24, width: 50, height: 20)])
        #expect(lines.visiblePath?.bounds == CGRect(x: 0, y: 0, width: 84, height: 44))
        #expect(lines.textLineCount == 2)
        #expect(lines.description == "lines=2 path=(0,0,84,44)")
        #expect(DragPreviewParameters(textLineRects: []) == DragPreviewParameters())
        #expect(DragPreview(parameters: lines).parameters == lines)
    }
}
