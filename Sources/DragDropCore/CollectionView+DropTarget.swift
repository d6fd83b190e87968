import Foundation

/// A collection view is a drop target through its drop delegate; its trace role is
/// `NAME.drop` and carries only the callbacks `UICollectionViewDropDelegate` has.
extension CollectionView: DropTargetEndpoint {
    func canHandle(_ session: DropSession) -> Bool {
        ask(system?.trace, dropRole, "canHandle", default: true, describe: Self.describeAnswer) {
            dropDelegate?.collectionView(self, canHandle: session)
        }
    }

    func didEnter(_ session: DropSession) {
        activeDropSessions.insert(session.dragIdentifier)
        system?.trace.record(dropRole, "dropSessionDidEnter")
        dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    }

    /// Asks the drop delegate, as UIKit's collection view does (LIFECYCLE.md §1; UIKitCore,
    /// `_UICollectionViewDragDestinationController
    /// -_updateDropProposalByQueryingClientIfNeeded:indicatorLayoutAttributes:`). A nil
    /// destination leaves the delegate's intent as it is, and the coordinator's destination is
    /// the last non-nil one given since the session entered the view (UIKit replaces the
    /// stored path only with a non-nil one).
    func didUpdate(_ session: DropSession, at hit: Hit) -> ResolvedProposal {
        var given: IndexPath?
        if case .collection(_, _, let indexPath) = hit { given = indexPath }
        let proposal = ask(system?.trace, dropRole, given?.traceText("dropSessionDidUpdate ") ?? "dropSessionDidUpdate none", default: CollectionViewDropProposal(operation: .cancel), describe: \.description) {
            dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: given)
        }
        let destination = given ?? session.dragSession?.lastProposal?.destination
        return ResolvedProposal(operation: proposal.operation, destination: destination, intent: proposal.intent)
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
        system?.trace.record(dropRole, "dropSessionDidEnd")
        dropDelegate?.collectionView(self, dropSessionDidEnd: session)
    }

    func conclude(_ session: DropSession) {}
}
