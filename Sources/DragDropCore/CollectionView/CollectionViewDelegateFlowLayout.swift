import Foundation

/// `UICollectionViewDelegateFlowLayout`: a delegate that sizes the flow layout's items, one
/// by one. Its own protocol, as in UIKit, so a class lists it beside
/// `UICollectionViewDelegate`.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize`, as UIKit's when the delegate does not size items.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.itemSize ?? FlowLayout.standardItemSize
    }

    /// The engine asks `sizeForItemAt`; a flow-layout delegate answers it with the UIKit
    /// question.
    public func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        self.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath)
    }
}
