/// `UICollectionViewDropDelegate`. Only `performDropWith` is required; a question the
/// delegate does not implement is never asked and leaves no trace line (`DelegateQuestions`).
public protocol CollectionViewDropDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        collectionView.delegateDoesNotImplement()
        return true
    }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        collectionView.delegateDoesNotImplement()
        return CollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
}

import Foundation
