import Foundation

/// Where a step puts a finger, before it is resolved against the world.
public enum DragLocation {
    /// Over a cell; for `move`, the destination index path (the item count means "the end").
    case cell(CollectionView, IndexPath)
    /// Over a part of a table's row; for `move`, the section's row count is the bottom of its
    /// last row, where UIKit reports the end of the section.
    case row(TableView, IndexPath, part: TableView.RowPart = .middle)
    /// Over a table's section header (UIKit reports row 0 of the section) or footer (the end
    /// of the section).
    case header(TableView, section: Int)
    case footer(TableView, section: Int)
    /// A point in a view's coordinates, hit-tested against a collection view's layout.
    case point(View, CGPoint)
    /// Over a collection view where no cell is.
    case empty(CollectionView)
    case view(View)
    /// An item another app offers (for `touch` and `add`).
    case sourceItem(OtherApp, id: String)
    /// Over another app that accepts drops (for `move`).
    case app(OtherApp)
    case nowhere
}
