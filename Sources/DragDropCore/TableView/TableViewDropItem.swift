import Foundation

/// `UITableViewDropItem`: a dropped item and, for drags from this table, where its row is now.
public struct TableViewDropItem {
    public let dragItem: DragItem
    /// Set only for items dragged from this same table; nil if the row was deleted meanwhile.
    public let sourceIndexPath: IndexPath?
}
