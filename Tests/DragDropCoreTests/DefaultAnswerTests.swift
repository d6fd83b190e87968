import DragDropCore
import Foundation
import Testing

/// A drag source that implements only what UIKit requires, so every optional question gets
/// UIKit's default answer.
private final class BareDragSource: DragInteractionDelegate {
    var endedWith: [DropOperation] = []

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        [makeTextItem("a")]
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        endedWith.append(operation)
    }
}

/// A drop target that implements only performDrop, so it never proposes anything itself.
private final class SilentDropTarget: DropInteractionDelegate {
    var performed = 0

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        performed += 1
    }
}

/// A collection view drag delegate with only the required method.
private final class BareCollectionDragDelegate: CollectionViewDragDelegate {
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [makeTextItem("item")]
    }
}

/// The answers UIKit gives for a delegate that leaves an optional method out
/// (docs/LIFECYCLE.md §1): what each default makes happen, whether or not it is asked.
@Suite("Default answers of optional delegate methods")
struct DefaultAnswerTests {
    @Test("a move is allowed when the drag source does not implement sessionAllowsMoveOperation")
    func plainSourceAllowsMoveByDefault() throws {
        let sourceDelegate = BareDragSource()
        let targetDelegate = TestDropTarget()
        targetDelegate.operation = .move
        var performed: [Bool] = []
        targetDelegate.onPerformDrop = { performed.append($0.allowsMoveOperation) }
        try Self.drag(from: sourceDelegate, to: targetDelegate, named: "target")
        #expect(performed == [true])
        #expect(sourceDelegate.endedWith == [.move])
    }

    @Test("a collection view's move is allowed when its drag delegate does not implement dragSessionAllowsMoveOperation")
    func collectionSourceAllowsMoveByDefault() throws {
        let world = ListWorld([["a", "b", "c"]])
        let bare = BareCollectionDragDelegate()
        defer { withExtendedLifetime(bare) {} }
        world.collectionView.dragDelegate = bare
        var operations: [DropOperation] = []
        world.model.onPerformDrop = { operations.append($0.proposal.operation) }
        try world.drag(0, over: 2)
        try world.system.drop(finger: 1)
        #expect(operations == [.move])
    }

    @Test("a drop target that does not implement sessionDidUpdate proposes cancel: the release performs nothing")
    func silentTargetCancels() throws {
        let sourceDelegate = BareDragSource()
        let targetDelegate = SilentDropTarget()
        try Self.drag(from: sourceDelegate, to: targetDelegate, named: "silent")
        #expect(targetDelegate.performed == 0)
        #expect(sourceDelegate.endedWith == [.cancel])
    }

    /// One finger drags from a view `bare` that `source` serves and drops on a view `targetName`
    /// that `target` serves, on a fresh device; the caller keeps the delegates, held weakly.
    private static func drag(from source: BareDragSource, to target: any DropInteractionDelegate, named targetName: String) throws {
        let system = DragDropSystem()
        let sourceView = View(name: "bare")
        sourceView.addInteraction(DragInteraction(delegate: source))
        let targetView = View(name: targetName)
        targetView.addInteraction(DropInteraction(delegate: target))
        system.install(sourceView)
        system.install(targetView)
        try system.touch(finger: 1, at: .view(sourceView))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: .view(targetView))
        try system.drop(finger: 1)
    }
}
