import Foundation

/// `UICollectionViewDelegate` (with the flow layout's `sizeForItemAt`): every method optional;
/// a question the delegate does not implement is never asked and leaves no trace line
/// (`DelegateQuestions`).
public protocol CollectionViewDelegate: AnyObject {
    /// Deprecated in iOS 15, and still asked when the newer question is not implemented;
    /// UIKit hands it the item's *current* index path, not the one the movement began at.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// iOS 15: asked instead of the deprecated question when implemented.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// A tap selected the item (`CollectionView+Selection`).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The flow layout's item size; nil uses the layout's `itemSize`.
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        collectionView.delegateDoesNotImplement()
        return proposedIndexPath
    }

    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        collectionView.delegateDoesNotImplement()
        return proposedIndexPath
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.delegateDoesNotImplement()
    }

    public func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
}
