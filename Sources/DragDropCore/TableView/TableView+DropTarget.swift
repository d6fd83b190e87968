import Foundation

/// A table is a drop target through its drop delegate; its trace role is `NAME.drop` and its
/// lines are a collection view's. The rules are `_UITableViewDropController`'s and
/// `UITableView`'s (UIKitCore, docs/LIFECYCLE.md §8), not a collection view's: `canHandle` is
/// asked at every entry, the entry runs an update of its own, the target is what the table
/// reports under the finger with the gap shifted by half rows, and a local one-row move is the
/// table's own reorder, made through the data source's `moveRowAt` rather than
/// `performDropWith`.
extension TableView: DropTargetEndpoint {
    /// One drop session at a time, as the drop interaction the table makes for itself.
    var allowsSimultaneousDropSessions: Bool { false }

    /// UIKit's table asks `canHandle` in `-dropInteraction:sessionDidEnter:`, at every entry.
    var asksCanHandleOnEveryEntry: Bool { true }

    /// Whether `session` is a drag of this table's own rows (UIKitCore:
    /// `-dropInteraction:sessionDidEnter:` compares the session's `localDragSession` with
    /// `-_activeSourceDragSession`).
    func isOwnDrag(_ session: DropSession) -> Bool {
        guard let dragSession = session.localDragSession else { return false }
        return activeDragSessions.contains(dragSession.identifier)
    }

    /// The index paths, now, of this table's rows in `session`, each once, in item order.
    func ownDraggedRows(_ session: DropSession) -> [IndexPath] {
        guard isOwnDrag(session) else { return [] }
        var paths: [IndexPath] = []
        for item in session.items where item.sourceCollectionView === rows {
            guard let path = item.sourceToken.flatMap({ rows.indexPath(ofToken: $0) }), !paths.contains(path) else { continue }
            paths.append(path)
        }
        return paths
    }

    /// The one row of this table in an own drag whose data source reorders, however many
    /// items it gave: what UIKit's proposals go by (UIKitCore: `UITableView
    /// -_updatedDropProposalForIndexPath:dropSession:withDefaultProposal:` counts the drag
    /// controller's index paths, never the session's items). Only the drop itself needs one
    /// item to reorder (`-_performDrop:withDropCoordinator:forceHandleAsReorder:`).
    func reorderableRow(_ session: DropSession) -> IndexPath? {
        guard reordersByDragAndDrop else { return nil }
        let own = ownDraggedRows(session)
        return own.count == 1 ? own[0] : nil
    }

    /// `canHandle` first, for every session the table's own reorder-only drag included; when
    /// it says no, or there is no drop delegate, the table takes the session for reordering
    /// only if its one dragged row can move (`UITableView -_canHandleDropSession:`, then
    /// `_UITableViewDropController canOnlyHandleReordering`, set per entry).
    func canHandle(_ session: DropSession) -> Bool {
        drop.canOnlyHandleReordering = false
        if dropDelegate != nil {
            let answer = ask(system?.trace, dropRole, "canHandle", default: true, describe: Self.describeAnswer) {
                dropDelegate?.tableView(self, canHandle: session)
            }
            if answer { return true }
        }
        guard let row = reorderableRow(session), canMoveRow(at: row) else { return false }
        drop.canOnlyHandleReordering = true
        return true
    }

    /// The default operation is `move` for a drag of the table's own rows and `copy` for any
    /// other (`-dropInteraction:sessionDidEnter:`).
    func didEnter(_ session: DropSession) {
        enteredDropSessions.insert(session.dragIdentifier)
        let reorderingOnly = drop.canOnlyHandleReordering
        drop = DropState(defaultOperation: isOwnDrag(session) ? .move : .copy)
        drop.canOnlyHandleReordering = reorderingOnly
        system?.trace.record(dropRole, "dropSessionDidEnter")
        dropDelegate?.tableView(self, dropSessionDidEnter: session)
    }

    /// The entry's own update and the interaction's first one both ask the delegate, so the
    /// first update asks twice; after that one ask per event that moves the finger or adds
    /// items (`-dropInteraction:sessionDidUpdate:` runs
    /// `-updateTargetIndexPathAndDropProposalForSession:` each time).
    func didUpdate(_ session: DropSession, at hit: Hit) -> ResolvedProposal {
        let point = hit.point(in: self)
        let itemCount = session.items.count
        if drop.hasUpdated, drop.lastPoint == point, drop.lastItemCount == itemCount, let last = drop.lastResolved {
            return last
        }
        if !drop.hasUpdated {
            drop.hasUpdated = true
            updateTargetAndProposal(session, at: point)
            guard system?.fault == nil else { return ResolvedProposal(operation: .cancel, destination: nil, intent: nil) }
        }
        let resolved = updateTargetAndProposal(session, at: point)
        drop.lastPoint = point
        drop.lastItemCount = itemCount
        drop.lastResolved = resolved
        return resolved
    }

    /// One update (`-updateTargetIndexPathAndDropProposalForSession:`): the index path under
    /// the finger, the delegate's proposal for it, then the kept proposal: a `move` the
    /// session does not allow becomes `cancel`, and a `cancel` or `forbidden` has no target;
    /// any other targets `adjustedTarget`, or, with one row of this table dragged, the
    /// delegate's `targetIndexPathForMoveFromRowAt` answer.
    @discardableResult
    func updateTargetAndProposal(_ session: DropSession, at point: CGPoint) -> ResolvedProposal {
        let place = place(at: point)
        let own = ownDraggedRows(session)
        let given = reportedIndexPath(place, ownRows: own)
        let reorderable = reorderableRow(session)
        let proposal: TableViewDropProposal
        if let given, own.contains(given), reorderable == nil {
            // Over one of its own dragged rows, only a reorderable one-row drag is asked.
            proposal = TableViewDropProposal(operation: .forbidden)
        } else {
            // The own one-row reorder is asked with the gap it would open; anyone else with
            // the index path under the finger.
            let asked = reorderable.map { gapTarget(given, place: place, draggedRow: $0) } ?? given
            proposal = delegateProposal(session, destination: asked, reorderable: reorderable != nil)
        }
        var operation = proposal.operation
        if operation == .move, !session.allowsMoveOperation { operation = .cancel }
        var intent = resolvedIntent(proposal.intent, place: place, given: given)
        if intent == .insertAtDestinationIndexPath, own.count >= 2 { operation = .forbidden }
        guard operation == .copy || operation == .move else {
            drop.proposal = TableViewDropProposal(operation: operation)
            drop.intent = .unspecified
            drop.target = nil
            return ResolvedProposal(operation: operation, destination: nil, intent: nil)
        }
        drop.proposal = proposal
        var target = adjustedTarget(given, place: place, intent: intent, draggedRow: own.count == 1 ? own[0] : nil)
        if own.count == 1 {
            if let proposed = target {
                let lifted = session.items.first { $0.sourceCollectionView === rows }?.liftIndexPath
                target = liveMoveTarget(from: lifted ?? own[0], proposed: proposed)
            } else {
                // The table's own row with no destination goes back to its place, and
                // `targetIndexPathForMoveFromRowAt` is not asked: UIKit retargets a target
                // only (end of `-_updatedDropProposalForIndexPath:dropSession:withDefaultProposal:`).
                target = own[0]
                intent = .insertAtDestinationIndexPath
            }
        }
        drop.intent = intent
        drop.target = target
        drop.movingRow = own.count == 1 ? own[0] : nil
        return ResolvedProposal(operation: operation, destination: target, intent: nil)
    }

    /// The delegate's proposal; without `dropSessionDidUpdate` (or without a drop delegate),
    /// UIKit's defaults: a reorderable one-row drag of this table gets `move` into a gap, any
    /// other drag while the table has one of its own in flight `cancel`, and any drag else
    /// the default operation with intent `unspecified` (`UITableView
    /// -_updatedDropProposalForIndexPath:dropSession:withDefaultProposal:`).
    private func delegateProposal(_ session: DropSession, destination: IndexPath?, reorderable: Bool) -> TableViewDropProposal {
        let fallback: TableViewDropProposal
        if reorderable {
            fallback = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        } else if !activeDragSessions.isEmpty {
            fallback = TableViewDropProposal(operation: .cancel)
        } else {
            fallback = TableViewDropProposal(operation: drop.defaultOperation)
        }
        return ask(system?.trace, dropRole, destination?.traceText("dropSessionDidUpdate ") ?? "dropSessionDidUpdate none", default: fallback, describe: \.description) {
            dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        }
    }

    /// The index path the table reports under the finger (`UITableView -_targetIndexPathForDrop:`):
    /// a row is itself, except its section's last row's bottom fifth, which is the end of the
    /// section, `[s, count]`, when no row of this table in that section is dragged; a header
    /// is row 0 of its section, a footer the section's end; below every section, nil.
    func reportedIndexPath(_ place: Place, ownRows: [IndexPath]) -> IndexPath? {
        switch place {
        case .row(let indexPath, let fraction):
            let count = numberOfRows(inSection: indexPath.section)
            let isLast = indexPath.row == count - 1
            if isLast, fraction >= 0.8, !ownRows.contains(where: { $0.section == indexPath.section }) {
                return IndexPath(row: count, section: indexPath.section)
            }
            return indexPath
        case .header(let section): return IndexPath(row: 0, section: section)
        case .footer(let section): return IndexPath(row: numberOfRows(inSection: section), section: section)
        case .below: return nil
        }
    }

    /// The intent `automatic` stands for where the finger is (`UITableView
    /// -_resolvedDropProposalAfterAdditionalHitTestingForIndexPath:…`): in a row's top or
    /// bottom fifth a gap, in its middle a drop into it; anywhere but over a row a gap. Any
    /// other intent is itself.
    func resolvedIntent(_ intent: TableViewDropProposal.Intent, place: Place, given: IndexPath?) -> TableViewDropProposal.Intent {
        guard intent == .automatic else { return intent }
        guard case .row(let row, let fraction) = place, given == row else { return .insertAtDestinationIndexPath }
        return fraction < 0.2 || fraction >= 0.8 ? .insertAtDestinationIndexPath : .insertIntoDestinationIndexPath
    }

    /// The proposal's target (`UITableViewDropProposal -_adjustedTargetIndexPath`): a gap by
    /// half rows (`gapTarget`); a drop into a row is that row, and into the end keeps the end;
    /// `unspecified`, the index path under the finger.
    func adjustedTarget(_ given: IndexPath?, place: Place, intent: TableViewDropProposal.Intent, draggedRow: IndexPath?) -> IndexPath? {
        switch intent {
        case .insertAtDestinationIndexPath, .automatic: gapTarget(given, place: place, draggedRow: draggedRow)
        case .insertIntoDestinationIndexPath, .unspecified: given
        }
    }

    /// Where a gap opens: over a row's upper half at that row, over its lower half after it;
    /// past the table's own dragged row in the same section, one earlier, since that row leaves
    /// its place. **Decision:** a row's exact middle (a row target's point without `part`)
    /// counts as its upper half: a real finger is never on the line, and the midpoint stands
    /// for "over this row".
    func gapTarget(_ given: IndexPath?, place: Place, draggedRow: IndexPath?) -> IndexPath? {
        guard var target = given else { return nil }
        if case .row(let row, let fraction) = place, row == given, fraction > 0.5 {
            target = IndexPath(row: row.row + 1, section: row.section)
        }
        if let draggedRow, draggedRow.section == target.section, draggedRow.row < target.row {
            target = IndexPath(row: target.row - 1, section: target.section)
        }
        return target
    }

    /// With one row of this table dragged, the delegate's `targetIndexPathForMoveFromRowAt`
    /// (if written) at every update, from the row's index path at the lift: its answer is the
    /// live target, which the drop uses without asking again (`UITableView
    /// -_retargetedReorderIndexPathForInitialIndexPath:proposedIndexPath:`).
    private func liveMoveTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
        ask(system?.trace, "\(name).delegate", "targetIndexPathForMoveFromRowAt \(source.traceDescription) proposed \(proposed.traceDescription)", default: proposed, describe: \.traceDescription) {
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        }
    }

    /// An exit resets the drop but leaves `hasActiveDrop` on until the session ends.
    func didExit(_ session: DropSession) {
        drop = DropState()
        system?.trace.record(dropRole, "dropSessionDidExit")
        dropDelegate?.tableView(self, dropSessionDidExit: session)
    }

    /// The drop: with no target, the intent is `unspecified` (`-dropInteraction:performDrop:`);
    /// then `UITableView -_performDrop:withDropCoordinator:forceHandleAsReorder:` reorders the
    /// table itself or hands the coordinator to `performDropWith`, which reordering-only
    /// suppresses.
    func performDrop(_ session: DropSession, operation: DropOperation) {
        let destination = drop.target
        // The coordinator carries the delegate's proposal; the reorder goes by its intent as
        // resolved where the finger was.
        var proposal = TableViewDropProposal(operation: operation, intent: drop.proposal?.intent ?? .unspecified)
        if destination == nil { proposal.intent = .unspecified }
        let intent = destination == nil ? .unspecified : drop.intent
        let reorderingOnly = drop.canOnlyHandleReordering
        drop = DropState()
        // `sourceIndexPath` is where the row was lifted, as UIKit's table drag controller
        // recorded it: the app's own updates during the drag do not move it (a collection
        // view follows them; docs/LIFECYCLE.md §8).
        let items = session.items.map { item in
            TableViewDropItem(dragItem: item, sourceIndexPath: item.sourceCollectionView === rows ? item.liftIndexPath : nil)
        }
        // The reorder needs one item as well as one row (UIKitCore:
        // `-_performDrop:withDropCoordinator:forceHandleAsReorder:`); a reordering-only drop
        // that is not one does nothing.
        if let row = reorderableRow(session), items.count == 1, operation == .move, intent == .insertAtDestinationIndexPath,
           let destination, canMoveRow(at: row) {
            reorder(from: row, to: destination)
            return
        }
        guard !reorderingOnly else { return }
        let coordinator = TableViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session, tableView: self)
        system?.trace.record(dropRole, TraceWriter.join(destination?.traceText("performDrop ", " items=") ?? "performDrop none items=", String(items.count)))
        dropDelegate?.tableView(self, performDropWith: coordinator)
    }

    /// Moves the row from `source` to the live target through the data source's `moveRowAt`;
    /// a target the delegate's `targetIndexPathForMoveFromRowAt` put outside the table stops
    /// the run, and the row's own place moves nothing.
    func reorder(from source: IndexPath, to target: IndexPath) {
        guard let dataSource = dataSource as? any TableViewMoveDataSource else { return }
        let inSection = target.section >= 0 && target.section < numberOfSections
        let last = inSection ? numberOfRows(inSection: target.section) - (target.section == source.section ? 1 : 0) : -1
        guard inSection, target.row >= 0, target.row <= last else {
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
        enteredDropSessions.remove(session.dragIdentifier)
        drop = DropState()
        system?.trace.record(dropRole, "dropSessionDidEnd")
        dropDelegate?.tableView(self, dropSessionDidEnd: session)
    }

    func conclude(_ session: DropSession) {}
}
