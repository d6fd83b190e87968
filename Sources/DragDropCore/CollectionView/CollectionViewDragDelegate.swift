import Foundation

/// `UICollectionViewDragDelegate`. Only `itemsForBeginning` is required; a question the
/// delegate does not implement is never asked and leaves no trace line (`DelegateQuestions`).
public protocol CollectionViewDragDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension CollectionViewDragDelegate {
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] {
        collectionView.delegateDoesNotImplement()
        return []
    }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool {
        collectionView.delegateDoesNotImplement()
        return true
    }
    public func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool {
        collectionView.delegateDoesNotImplement()
        return false
    }
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        collectionView.delegateDoesNotImplement()
        return nil
    }
}
