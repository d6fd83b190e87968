import Foundation

/// A collection view is a drop target through its drop delegate; its trace role is
/// `NAME.drop` and carries only the callbacks `UICollectionViewDropDelegate` has.
extension CollectionView: DropTargetEndpoint {
    /// The drop interaction a collection view makes for itself keeps UIKit's default, and
    /// UICollectionView offers no way to change it: one drop session at a time.
    var allowsSimultaneousDropSessions: Bool { false }

    func canHandle(_ session: DropSession) -> Bool {
        ask(system?.trace, dropRole, "canHandle", default: true, describe: Self.describeAnswer) {
            dropDelegate?.collectionView(self, canHandle: session)
        }
    }

    func didEnter(_ session: DropSession) {
        activeDropSessions.insert(session.dragIdentifier)
        enteredDropSessions.insert(session.dragIdentifier)
        system?.trace.record(dropRole, "dropSessionDidEnter")
        dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    }

    /// Asks the drop delegate and keeps the *effective* proposal, as UIKit's collection view
    /// does (docs/LIFECYCLE.md §1; UIKitCore, `_UICollectionViewDragDestinationController
    /// -_updateDropProposalByQueryingClientIfNeeded:indicatorLayoutAttributes:`). The trace
    /// line keeps the delegate's answer; the release follows the effective one. A nil
    /// destination leaves the delegate's intent as it is, and the coordinator's destination is
    /// the last non-nil one given since the session entered the view (UIKit replaces the
    /// stored path only with a non-nil one).
    ///
    /// **Decision:** the delegate is asked at every update. UIKit skips the question for a nil
    /// destination when it kept one and the nearest item towards the finger is within half an
    /// item of it (`-_shouldQueryDropActionForIndexPath:`,
    /// `-_hasGapLargeEnoughToRequireDropActionCallForCurrentItemAttributes:proposedNextItemAttributes:`);
    /// the layout's projection that finds that item
    /// (`-_layoutAttributesForElementsInProjectedRect:withProjectionVector:projectionDistance:`)
    /// was not read, so the engine does not guess at it.
    func didUpdate(_ session: DropSession, at hit: Hit) -> ResolvedProposal {
        var given: IndexPath?
        if case .collection(_, _, let indexPath) = hit { given = indexPath }
        let proposal = ask(system?.trace, dropRole, given?.traceText("dropSessionDidUpdate ") ?? "dropSessionDidUpdate none", default: defaultProposal(for: session), describe: \.description) {
            dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: given)
        }
        let effective = effectiveProposal(for: proposal, in: session)
        let destination = given ?? session.dragSession?.lastProposal?.destination
        return ResolvedProposal(operation: effective.operation, destination: destination, intent: effective.intent)
    }

    /// UIKit's proposal for a drop delegate without `dropSessionDidUpdate`: `copy`, but in a
    /// local interactive move `cancel`, unless the view lifted reorder-only items, whose move
    /// opens a gap (UIKitCore, `-_updateDropProposalByQueryingClientIfNeeded:…`).
    private func defaultProposal(for session: DropSession) -> CollectionViewDropProposal {
        guard isLocalInteractiveMove(session) else { return CollectionViewDropProposal(operation: .copy) }
        guard let dragSession = session.dragSession, liftedReorderingItems(in: dragSession) else {
            return CollectionViewDropProposal(operation: .cancel)
        }
        return effectiveProposal(for: CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath), in: session)
    }

    /// `-_effectiveDropProposalForProposal:`: a `move` the session does not allow is
    /// `cancel`; and in a local interactive move of more than one item, no one gap can take
    /// them all, so `insertAtDestinationIndexPath` becomes `cancel` with intent `unspecified`.
    /// Applied at every update, so items added over the view count from the next one. (An app
    /// built with an SDK older than UIKit's check, `dyld_program_sdk_at_least`, also has a
    /// one-item move over its own place cancelled; the engine models an app built today.)
    func effectiveProposal(for proposal: CollectionViewDropProposal, in session: DropSession) -> CollectionViewDropProposal {
        var effective = proposal
        if effective.operation == .move, !session.allowsMoveOperation { effective.operation = .cancel }
        if isLocalInteractiveMove(session), let dragSession = session.dragSession, dragSession.items.count > 1,
           effective.intent == .insertAtDestinationIndexPath {
            effective = CollectionViewDropProposal(operation: .cancel, intent: .unspecified)
        }
        return effective
    }

    /// `-_isLocalInteractiveMove`: the drop session's local drag session is one this view
    /// takes part in as a drag source (its `_UICollectionViewDragSourceController
    /// -dragSession`, set when the view began the drag or joined it by an add), and it allows
    /// moves. "More than one item" (`-_isMultiItemSource`) counts every item of that session,
    /// whichever view or app gave it (`-currentSessionItemCount` is the session's `items`).
    func isLocalInteractiveMove(_ session: DropSession) -> Bool {
        guard let dragSession = session.localDragSession else { return false }
        return activeDragSessions.contains(dragSession.identifier) && dragSession.allowsMoveOperation
    }

    func didExit(_ session: DropSession) {
        activeDropSessions.remove(session.dragIdentifier)
        system?.trace.record(dropRole, "dropSessionDidExit")
        dropDelegate?.collectionView(self, dropSessionDidExit: session)
    }

    func performDrop(_ session: DropSession, operation: DropOperation) {
        let lastProposal = session.dragSession?.lastProposal
        let destination = lastProposal?.destination
        let items = session.items.map { item in
            let source = item.sourceCollectionView === self ? item.sourceToken.flatMap { indexPath(ofToken: $0) } : nil
            return CollectionViewDropItem(dragItem: item, sourceIndexPath: source)
        }
        let proposal = CollectionViewDropProposal(operation: operation, intent: lastProposal?.intent ?? .unspecified)
        let coordinator = CollectionViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session, collectionView: self)
        system?.trace.record(dropRole, TraceWriter.join(destination?.traceText("performDrop ", " items=") ?? "performDrop none items=", String(items.count)))
        dropDelegate?.collectionView(self, performDropWith: coordinator)
    }

    func dropWillAnimate(_ session: DropSession) {}

    func didEnd(_ session: DropSession) {
        activeDropSessions.remove(session.dragIdentifier)
        enteredDropSessions.remove(session.dragIdentifier)
        system?.trace.record(dropRole, "dropSessionDidEnd")
        dropDelegate?.collectionView(self, dropSessionDidEnd: session)
    }

    func conclude(_ session: DropSession) {}
}
