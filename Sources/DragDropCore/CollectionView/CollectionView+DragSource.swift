import Foundation

/// A collection view is a drag source through its drag delegate; its trace role is
/// `NAME.drag` and carries only the callbacks `UICollectionViewDragDelegate` has.
extension CollectionView: DragSourceEndpoint {
    /// Asks the drag delegate a question it may not implement (`DelegateQuestions`).
    private func delegateCall<R>(_ text: String, default value: R, describe: (R) -> String, _ body: (any CollectionViewDragDelegate) -> R) -> R {
        ask(system?.trace, dragRole, text, default: value, describe: describe) { dragDelegate.map(body) }
    }

    /// Whether the item at `indexPath` was lifted from this view into `session`.
    private func isInDrag(_ indexPath: IndexPath, _ session: DragSession) -> Bool {
        guard let token = token(at: indexPath) else { return false }
        return session.items.contains { $0.sourceCollectionView === self && $0.sourceToken == token }
    }

    private func follow(_ items: [DragItem], from indexPath: IndexPath) {
        let token = token(at: indexPath)
        for item in items {
            item.sourceCollectionView = self
            item.sourceToken = token
        }
    }

    /// `UICollectionView -_canBeginReorderingItem`: whether a long press may begin a drag or
    /// a reordering here — not while one of the view's drop placeholders is pending, nor while
    /// a drop session that entered the view has not ended. UIKitCore asks it before a lift
    /// (`_UICollectionViewDragSourceController -dragInteraction:itemsForBeginningSession:`
    /// returns no items, asking nothing) and before the standard reordering gesture begins
    /// (`UICollectionViewController -gestureRecognizerShouldBegin:`). So a second finger
    /// cannot lift from, nor reorder, a collection view a drag is over.
    var canBeginReordering: Bool {
        enteredDropSessions.isEmpty && numberOfPlaceholders == 0
    }

    func itemsForBeginning(_ session: DragSession, at hit: Hit) -> [DragItem] {
        guard case .collection(_, _, let indexPath?) = hit, canBeginReordering else { return [] }
        var items = Trace.call(system?.trace, dragRole, indexPath.traceText("itemsForBeginning "), describe: ItemCount.describe) {
            dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
        }
        if items.isEmpty, canReorderItem(at: indexPath) { items = [Self.reorderingItem()] }
        follow(items, from: indexPath)
        return items
    }

    /// The drag item UIKit makes when the delegate gives none for an item the data source can
    /// move: an empty item provider, so the drag can only reorder (UIKitCore, medium evidence:
    /// `_UICollectionViewDragSourceController -dragInteraction:itemsForBeginningSession:` falls
    /// back on `-_canReorderItemAtIndexPath:` and marks its drag state
    /// `dragItemsCreatedForReordering`).
    private static func reorderingItem() -> DragItem {
        let item = DragItem(itemProvider: ItemProvider())
        item.isCreatedForReordering = true
        return item
    }

    /// Whether `session` holds reorder-only items lifted from this view.
    func liftedReorderingItems(in session: DragSession) -> Bool {
        session.items.contains { $0.isCreatedForReordering && $0.sourceCollectionView === self }
    }

    /// `dragPreviewParametersForItemAt`, once per item lifted from a cell, asked only of a
    /// delegate that implements it: how the cell's lift preview is cut and filled (nil: the
    /// whole cell). A collection view's drag delegate has no lift animation to be told of.
    func previewsForLifting(_ items: [DragItem], in session: DragSession) {
        for item in items where item.sourceCollectionView === self {
            guard let indexPath = item.sourceToken.flatMap({ indexPath(ofToken: $0) }) else { continue }
            let parameters: DragPreviewParameters? = delegateCall(indexPath.traceText("dragPreviewParametersForItemAt "), default: nil, describe: { $0?.description ?? "none" }) {
                $0.collectionView(self, dragPreviewParametersForItemAt: indexPath)
            }
            item.liftPreview = DragPreview(parameters: parameters)
        }
    }

    func willAnimateLift(_ session: DragSession) {}

    /// True: UICollectionViewDragDelegate has no such question, and UIKit's collection view
    /// answers yes unless a private delegate method says otherwise (UIKitCore,
    /// `_UICollectionViewDragSourceController -dragInteraction:prefersFullSizePreviewsForSession:`).
    /// Untraced, as no delegate of the app is asked.
    func prefersFullSizePreviews(_ session: DragSession) -> Bool { true }

    func willBegin(_ session: DragSession) {
        activeDragSessions.insert(session.identifier)
        system?.trace.record(dragRole, "dragSessionWillBegin")
        dragDelegate?.collectionView(self, dragSessionWillBegin: session)
    }

    func allowsMoveOperation(_ session: DragSession) -> Bool {
        delegateCall("dragSessionAllowsMoveOperation", default: true, describe: Self.describeAnswer) {
            $0.collectionView(self, dragSessionAllowsMoveOperation: session)
        }
    }

    func isRestrictedToDraggingApplication(_ session: DragSession) -> Bool {
        delegateCall("dragSessionIsRestrictedToDraggingApplication", default: false, describe: Self.describeAnswer) {
            $0.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }

    func didMove(_ session: DragSession) {}

    /// The delegate's items for the tapped cell. A view that joins a session it did not begin
    /// begins with it here, as UIKit's collection view does, so that its `dragSessionDidEnd`
    /// is balanced by a `dragSessionWillBegin` (docs/LIFECYCLE.md §2). A cell whose item is already
    /// in the drag gives nothing and the delegate is not asked, so no item is added twice
    /// (UIKitCore: `_UICollectionViewDragSourceController
    /// -dragInteraction:itemsForAddingToSession:withTouchAtPoint:`).
    func itemsForAdding(to session: DragSession, at hit: Hit) -> [DragItem] {
        guard case .collection(_, let point, let indexPath?) = hit, !isInDrag(indexPath, session) else { return [] }
        let items = delegateCall("itemsForAddingTo \(indexPath.traceDescription) \(point.traceDescription)", default: [], describe: ItemCount.describe) {
            $0.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
        }
        follow(items, from: indexPath)
        if !items.isEmpty, !session.contributors.contains(where: { $0 === self }) {
            willBegin(session)
        }
        // No items: the tap is handled as an ordinary tap, which selects the cell.
        if items.isEmpty { selectByTap(indexPath) }
        return items
    }

    /// A collection view's drag delegate has no `sessionForAddingItems`; UIKit's collection
    /// view answers for it: a session it is part of, else none (docs/LIFECYCLE.md §3: with two
    /// sessions, nothing is added unless a session is picked). **Decision:** of the sessions
    /// it is part of, the one of the finger the step names (docs/FORMAT.md, Steps: the items join
    /// this finger's session), else the oldest. Untraced, as the delegate is never asked.
    func sessionForAdding(_ sessions: [DragSession], at hit: Hit, tappedFor tapping: DragSession) -> DragSession? {
        let isPart = { (session: DragSession) in session.contributors.contains { $0 === self } }
        if isPart(tapping) { return tapping }
        return sessions.first(where: isPart)
    }

    func willAdd(_ items: [DragItem], to session: DragSession, addedBy adding: any DragSourceEndpoint) {}

    func willEnd(_ session: DragSession, with operation: DropOperation) {}

    /// The item flies back to its cell; the drag delegate is not asked.
    func previewForCancelling(_ item: DragItem, in session: DragSession) {
        item.ending = .returned(item.liftPreview ?? .default)
    }

    func willAnimateCancel(_ item: DragItem, in session: DragSession) {}

    func didEnd(_ session: DragSession, with operation: DropOperation) {
        activeDragSessions.remove(session.identifier)
        system?.trace.record(dragRole, Self.didEndLine(operation))
        dragDelegate?.collectionView(self, dragSessionDidEnd: session)
    }

    func didTransferItems(_ session: DragSession) {}

    /// `dragSessionDidEnd move`: a constant per operation, not an interpolation per drag.
    private static func didEndLine(_ operation: DropOperation) -> String {
        switch operation {
        case .cancel: "dragSessionDidEnd cancel"
        case .forbidden: "dragSessionDidEnd forbidden"
        case .copy: "dragSessionDidEnd copy"
        case .move: "dragSessionDidEnd move"
        }
    }
}
