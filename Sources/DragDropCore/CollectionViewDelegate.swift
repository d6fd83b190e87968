import Foundation

/// `UICollectionViewDelegate` (with the flow layout's `sizeForItemAt`): every method optional.
public protocol CollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// The flow layout's item size; nil uses the layout's `itemSize`.
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }

    public func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
}
