/// `UICollectionViewDataSource`: the counts the view checks every update against.
public protocol CollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// Called when an item appears (reload, insert, committed placeholder).
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell()
    }
}

/// The data source's move methods. Adopting it is what implementing `moveItemAt` is in UIKit:
/// without it, interactive movement never begins and no reorder-only drag item is made.
/// `UICollectionViewController` implements neither method (UIKitCore: its `@implementation`
/// has no data-source method; `UICollectionView` records `respondsToSelector:` in its
/// `dataSourceMoveItemAtIndexPath` flag), so a subclass adopts this only by writing
/// `moveItemAt` itself.
public protocol CollectionViewMoveDataSource: CollectionViewDataSource {
    /// Optional: when not implemented it is never asked and every item can move.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewMoveDataSource {
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView.delegateDoesNotImplement()
        return true
    }
}

import Foundation
