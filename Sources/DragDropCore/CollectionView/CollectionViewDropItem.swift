import Foundation

/// `UICollectionViewDropItem`: a dropped item and, for drags from this view, where it is now.
public struct CollectionViewDropItem {
    public let dragItem: DragItem
    /// Set only for items dragged from this same collection view; nil if deleted meanwhile.
    public let sourceIndexPath: IndexPath?
}
