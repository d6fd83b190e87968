import Foundation

/// A table is a drag source through its drag delegate; its trace role is `NAME.drag` and its
/// lines are a collection view's, since `UITableViewDragDelegate` asks what
/// `UICollectionViewDragDelegate` asks.
extension TableView: DragSourceEndpoint {
    private func delegateCall<R>(_ text: String, default value: R, describe: (R) -> String, _ body: (any TableViewDragDelegate) -> R) -> R {
        ask(system?.trace, dragRole, text, default: value, describe: describe) { dragDelegate.map(body) }
    }

    /// UIKit reorders a table's rows by drag and drop when the data source implements
    /// `moveRowAt`, drags are enabled and the table has a drag or a drop delegate (UIKitCore:
    /// `UITableView -_dragAndDropUsedForReordering`); then it makes a drag and a drop
    /// controller even for the delegate it lacks (`-_createOrUninstallDragAndDropControllersIfNeeded`).
    var reordersByDragAndDrop: Bool {
        dataSource is any TableViewMoveDataSource && dragInteractionEnabled && (dragDelegate != nil || dropDelegate != nil)
    }

    /// Whether the data source lets the row move: it implements `moveRowAt`, and
    /// `canMoveRowAt`, asked only if implemented, agrees.
    func canMoveRow(at indexPath: IndexPath) -> Bool {
        guard reordersByDragAndDrop, let dataSource = dataSource as? any TableViewMoveDataSource else { return false }
        return ask(system?.trace, "\(name).dataSource", "canMoveRowAt \(indexPath.traceDescription)", default: true, describe: Self.describeAnswer) {
            dataSource.tableView(self, canMoveRowAt: indexPath)
        }
    }

    /// Whether the row at `indexPath` was lifted into `session` from this table.
    private func isInDrag(_ indexPath: IndexPath, _ session: DragSession) -> Bool {
        guard let token = rows.token(at: indexPath) else { return false }
        return session.items.contains { $0.sourceCollectionView === rows && $0.sourceToken == token }
    }

    private func follow(_ items: [DragItem], from indexPath: IndexPath) {
        let token = rows.token(at: indexPath)
        for item in items {
            item.sourceCollectionView = rows
            item.sourceToken = token
            item.liftIndexPath = indexPath
        }
    }

    /// Whether the row at `indexPath` is in a drag already, of any session.
    private func isDragged(_ indexPath: IndexPath) -> Bool {
        guard let system, let token = rows.token(at: indexPath) else { return false }
        return system.sessions.contains { session in
            session.items.contains { $0.sourceCollectionView === rows && $0.sourceToken == token }
        }
    }

    /// A row can be lifted when one is under the finger, it is not dragged already and its
    /// cell takes touches (UIKitCore: `_UITableViewDragController
    /// -canProvideItemsForDragAtPoint:`, then `UITableView -_canBeginDragAtPoint:indexPath:`);
    /// unlike a collection view, a drop over the table or a pending placeholder does not stop it.
    func itemsForBeginning(_ session: DragSession, at hit: Hit) -> [DragItem] {
        guard case .table(_, _, let indexPath?) = hit, !isDragged(indexPath),
              cellForRow(at: indexPath)?.isUserInteractionEnabled != false
        else { return [] }
        var items: [DragItem] = []
        if dragDelegate != nil {
            items = Trace.call(system?.trace, dragRole, indexPath.traceText("itemsForBeginning "), describe: ItemCount.describe) {
                dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
            }
        }
        if items.isEmpty, canMoveRow(at: indexPath) { items = [Self.reorderingItem()] }
        follow(items, from: indexPath)
        guard !items.isEmpty, dragDelegate != nil else { return items }
        // Touching a selected row lifts every selected row.
        for other in otherSelectedRows(liftedAt: indexPath) where !isDragged(other) {
            let more = Trace.call(system?.trace, dragRole, other.traceText("itemsForBeginning "), describe: ItemCount.describe) {
                dragDelegate?.tableView(self, itemsForBeginning: session, at: other) ?? []
            }
            follow(more, from: other)
            items += more
        }
        return items
    }

    /// The item UIKit makes for a row the delegate gives no items for, or that a table
    /// without a drag delegate reorders: an empty provider, so the drag can only reorder
    /// (as `CollectionView`'s; UIKitCore, `_UITableViewDragController`, medium evidence).
    private static func reorderingItem() -> DragItem {
        let item = DragItem(itemProvider: ItemProvider())
        item.isCreatedForReordering = true
        return item
    }

    func previewsForLifting(_ items: [DragItem], in session: DragSession) {}

    func willAnimateLift(_ session: DragSession) {}

    /// True, as a collection view answers: UITableViewDragDelegate has no such question.
    func prefersFullSizePreviews(_ session: DragSession) -> Bool { true }

    func willBegin(_ session: DragSession) {
        activeDragSessions.insert(session.identifier)
        system?.trace.record(dragRole, "dragSessionWillBegin")
        dragDelegate?.tableView(self, dragSessionWillBegin: session)
    }

    func allowsMoveOperation(_ session: DragSession) -> Bool {
        delegateCall("dragSessionAllowsMoveOperation", default: true, describe: Self.describeAnswer) {
            $0.tableView(self, dragSessionAllowsMoveOperation: session)
        }
    }

    func isRestrictedToDraggingApplication(_ session: DragSession) -> Bool {
        delegateCall("dragSessionIsRestrictedToDraggingApplication", default: false, describe: Self.describeAnswer) {
            $0.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }

    func didMove(_ session: DragSession) {}

    /// The delegate's items for the tapped row; none for a row already in the drag, as for
    /// a collection view. A table that joins a session it did not begin begins with it here.
    func itemsForAdding(to session: DragSession, at hit: Hit) -> [DragItem] {
        guard case .table(_, let point, let indexPath?) = hit, !isInDrag(indexPath, session) else { return [] }
        let items = delegateCall("itemsForAddingTo \(indexPath.traceDescription) \(point.traceDescription)", default: [], describe: ItemCount.describe) {
            $0.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
        }
        follow(items, from: indexPath)
        if !items.isEmpty, !session.contributors.contains(where: { $0 === self }) {
            willBegin(session)
        }
        return items
    }

    /// With several sessions, the table's own drag session (the one it began), else none
    /// (UIKitCore: `_UITableViewDragController -_dragInteraction:sessionForAddingItems:`
    /// prefers the table's active source session; with one session it is that one).
    func sessionForAdding(_ sessions: [DragSession], at hit: Hit, tappedFor tapping: DragSession) -> DragSession? {
        sessions.first { $0.origin === self }
    }

    func willAdd(_ items: [DragItem], to session: DragSession, addedBy adding: any DragSourceEndpoint) {}

    func willEnd(_ session: DragSession, with operation: DropOperation) {}

    func previewForCancelling(_ item: DragItem, in session: DragSession) {}

    func willAnimateCancel(_ item: DragItem, in session: DragSession) {}

    func didEnd(_ session: DragSession, with operation: DropOperation) {
        activeDragSessions.remove(session.identifier)
        system?.trace.record(dragRole, TraceWriter.join("dragSessionDidEnd ", operation.description))
        dragDelegate?.tableView(self, dragSessionDidEnd: session)
    }

    func didTransferItems(_ session: DragSession) {}
}
