import Foundation

/// A table is a drop target through its drop delegate; its trace role is `NAME.drop` and its
/// lines are a collection view's. The rules are `_UITableViewDropController`'s (UIKitCore),
/// which differ from a collection view's in three ways: the proposal's target is replaced at
/// every update, nil included; a local one-row move is the table's own reorder, made through
/// the data source's `moveRowAt` rather than `performDropWith`; and the intent `automatic`
/// picks a gap or a row by where the finger is.
extension TableView: DropTargetEndpoint {
    /// One drop session at a time, as the drop interaction the table makes for itself.
    var allowsSimultaneousDropSessions: Bool { false }

    /// A table with a drop controller but no drop delegate, made only for reordering
    /// (`reordersByDragAndDrop`): it takes its own one-row drags and nothing else
    /// (`_UITableViewDropController canOnlyHandleReordering`).
    var canOnlyHandleReordering: Bool { dropDelegate == nil }

    /// Whether `session` is a drag of this table's own rows.
    func isOwnDrag(_ session: DropSession) -> Bool {
        guard let dragSession = session.localDragSession else { return false }
        return activeDragSessions.contains(dragSession.identifier)
    }

    /// **Decision:** the table's own reorder-only drag is taken without asking the delegate's
    /// `canHandle`, whose answer about the data of an empty provider means nothing. Apple's
    /// PhotoAlbum sample is the evidence: its `canHandle` takes images only, and its
    /// `dropSessionDidUpdate` still has a branch for reordering in editing mode, where the drag
    /// is reorder-only; UITableView's `-_canHandleDropSession:` body was not read.
    func canHandle(_ session: DropSession) -> Bool {
        if canOnlyHandleReordering { return isOwnDrag(session) && session.items.count == 1 }
        if isOwnDrag(session), let dragSession = session.dragSession, liftedReorderingItems(in: dragSession) { return true }
        return ask(system?.trace, dropRole, "canHandle", default: true, describe: Self.describeAnswer) {
            dropDelegate?.tableView(self, canHandle: session)
        }
    }

    /// The table's default operation is `move` for a drag of its own rows and `copy` for any
    /// other (UIKitCore: `_UITableViewDropController -dropInteraction:sessionDidEnter:`
    /// compares the session's `localDragSession` with `-_activeSourceDragSession`).
    func didEnter(_ session: DropSession) {
        activeDropSessions.insert(session.dragIdentifier)
        enteredDropSessions.insert(session.dragIdentifier)
        drop = DropState(defaultOperation: isOwnDrag(session) ? .move : .copy)
        system?.trace.record(dropRole, "dropSessionDidEnter")
        dropDelegate?.tableView(self, dropSessionDidEnter: session)
    }

    /// Asks the drop delegate for its proposal at the row under the finger (nil below the
    /// last row; the row count for the end), then keeps it as UIKit's table does
    /// (`_UITableViewDropController -updateTargetIndexPathAndDropProposalForSession:`): a
    /// `move` the session does not allow becomes `cancel`, and a `cancel` or `forbidden`
    /// proposal has intent `unspecified` and no target; any other keeps the delegate's
    /// proposal and targets the adjusted index path (`adjustedTarget`). A delegate without
    /// `dropSessionDidUpdate` gets the default operation with intent `unspecified`.
    func didUpdate(_ session: DropSession, at hit: Hit) -> ResolvedProposal {
        var given: IndexPath?
        var point = emptyPoint
        if case .table(_, let at, let indexPath) = hit {
            given = indexPath
            point = at
        }
        let fallback = TableViewDropProposal(operation: drop.defaultOperation)
        let proposal: TableViewDropProposal
        if canOnlyHandleReordering {
            proposal = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        } else {
            proposal = ask(system?.trace, dropRole, given?.traceText("dropSessionDidUpdate ") ?? "dropSessionDidUpdate none", default: fallback, describe: \.description) {
                dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: given)
            }
        }
        switch proposal.operation {
        case .move where !session.allowsMoveOperation:
            drop.proposal = TableViewDropProposal(operation: .cancel)
            drop.target = nil
        case .cancel, .forbidden:
            drop.proposal = TableViewDropProposal(operation: proposal.operation)
            drop.target = nil
        case .copy, .move:
            drop.proposal = proposal
            drop.intent = resolvedIntent(proposal.intent, given: given, at: point)
            drop.target = adjustedTarget(given, intent: drop.intent)
        }
        return ResolvedProposal(operation: drop.proposal?.operation ?? .cancel, destination: drop.target, intent: nil)
    }

    /// The target index path of a proposal (UIKitCore: `UITableViewDropProposal
    /// -_adjustedTargetIndexPath`). Over a row, that row; below the last row, none; at a
    /// section's row count, the end, a gap only. **Decision** on `automatic`, which UIKit
    /// resolves by the finger's place in the row: the middle half of a row is a drop into
    /// it, the top and bottom quarters a gap at it; the end is a gap.
    func adjustedTarget(_ given: IndexPath?, intent: TableViewDropProposal.Intent) -> IndexPath? {
        guard let given else { return nil }
        let isRow = given.item < numberOfRows(inSection: given.section)
        return intent == .insertIntoDestinationIndexPath && !isRow ? nil : given
    }

    /// The intent `automatic` stands for at `point`; any other intent is itself.
    func resolvedIntent(_ intent: TableViewDropProposal.Intent, given: IndexPath?, at point: CGPoint) -> TableViewDropProposal.Intent {
        guard intent == .automatic else { return intent }
        guard let given, given.item < numberOfRows(inSection: given.section) else { return .insertAtDestinationIndexPath }
        let fraction = fraction(of: point, inRow: given)
        return fraction >= 0.25 && fraction <= 0.75 ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath
    }

    func didExit(_ session: DropSession) {
        activeDropSessions.remove(session.dragIdentifier)
        drop = DropState()
        system?.trace.record(dropRole, "dropSessionDidExit")
        dropDelegate?.tableView(self, dropSessionDidExit: session)
    }

    /// The drop: with no target, the intent is `unspecified` (UIKitCore:
    /// `_UITableViewDropController -dropInteraction:performDrop:`); then
    /// `UITableView -_performDrop:withDropCoordinator:forceHandleAsReorder:` reorders the
    /// table itself (`isReorder`) or hands the coordinator to `performDropWith`.
    func performDrop(_ session: DropSession, operation: DropOperation) {
        let destination = drop.target
        let intent = drop.intent
        var proposal = TableViewDropProposal(operation: operation, intent: drop.proposal?.intent ?? .unspecified)
        if destination == nil { proposal.intent = .unspecified }
        drop = DropState()
        let items = session.items.map { item in
            let source = item.sourceCollectionView === rows ? item.sourceToken.flatMap { rows.indexPath(ofToken: $0) } : nil
            return TableViewDropItem(dragItem: item, sourceIndexPath: source)
        }
        if isReorder(session, items: items, operation: operation, intent: destination == nil ? .unspecified : intent) {
            reorder(from: items.first?.sourceIndexPath, to: destination)
            return
        }
        let coordinator = TableViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session, tableView: self)
        system?.trace.record(dropRole, TraceWriter.join(destination?.traceText("performDrop ", " items=") ?? "performDrop none items=", String(items.count)))
        dropDelegate?.tableView(self, performDropWith: coordinator)
    }

    /// Whether the drop is the table's own reorder: always for a table that can only
    /// reorder, or for reorder-only rows; otherwise a `move` of one row of this table into a
    /// gap (`insertAtDestinationIndexPath`, or `automatic` resolved to it) while the data
    /// source implements `moveRowAt` (UIKit's documentation of `tableView(_:performDropWith:)`,
    /// and Apple's "Adopting Drag and Drop in a Table View": such a move goes to
    /// `tableView(_:moveRowAt:to:)`).
    ///
    /// **Open question:** the table's own row dropped below the last row has no destination,
    /// so the intent is `unspecified` and the drop goes to `performDropWith` (Apple's sample then
    /// appends a copy). Whether `-_performDrop:withDropCoordinator:forceHandleAsReorder:`
    /// reorders it to the end instead could not be read: only its name is public.
    func isReorder(_ session: DropSession, items: [TableViewDropItem], operation: DropOperation, intent: TableViewDropProposal.Intent) -> Bool {
        guard reordersByDragAndDrop, isOwnDrag(session), items.count == 1, items[0].sourceIndexPath != nil else { return false }
        if canOnlyHandleReordering { return true }
        if let dragSession = session.dragSession, liftedReorderingItems(in: dragSession) { return true }
        return operation == .move && intent == .insertAtDestinationIndexPath
    }

    /// Moves the row from `source` to `destination` through the data source. The end of the
    /// row's own section is its last row, as a row cannot move past itself; no destination
    /// (a drop below the last row, or a row gone) moves nothing. The delegate's
    /// `targetIndexPathForMoveFromRowAt`, when written, has the last word.
    func reorder(from source: IndexPath?, to destination: IndexPath?) {
        guard let source, let destination, let dataSource = dataSource as? any TableViewMoveDataSource else { return }
        let count = numberOfRows(inSection: destination.section)
        let last = destination.section == source.section ? count - 1 : count
        var target = IndexPath(row: max(0, min(destination.item, last)), section: destination.section)
        target = ask(system?.trace, "\(name).delegate", "targetIndexPathForMoveFromRowAt \(source.traceDescription) proposed \(target.traceDescription)", default: target, describe: \.traceDescription) {
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: target)
        }
        let targetCount = numberOfRows(inSection: target.section)
        guard target.section >= 0, target.section < numberOfSections, target.item >= 0,
              target.item <= (target.section == source.section ? targetCount - 1 : targetCount) else {
            system?.raise(EngineError(.outOfRange, "reorder target \(target.traceDescription) is outside the table view"))
            return
        }
        guard target != source else { return }
        rows.moveEntry(from: source, to: target, dataSourceRole: "\(name).dataSource", call: "moveRowAt") {
            dataSource.tableView(self, moveRowAt: source, to: target)
        }
    }

    func dropWillAnimate(_ session: DropSession) {}

    func didEnd(_ session: DropSession) {
        activeDropSessions.remove(session.dragIdentifier)
        enteredDropSessions.remove(session.dragIdentifier)
        drop = DropState()
        system?.trace.record(dropRole, "dropSessionDidEnd")
        dropDelegate?.tableView(self, dropSessionDidEnd: session)
    }

    func conclude(_ session: DropSession) {}
}
