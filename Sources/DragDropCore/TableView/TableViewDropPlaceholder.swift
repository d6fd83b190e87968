import Foundation

/// `UITableViewDropPlaceholder`: a row the data source does not know, shown while the
/// dropped data loads.
public struct TableViewDropPlaceholder {
    public var insertionIndexPath: IndexPath
    public var reuseIdentifier: String
    public var rowHeight: CGFloat
    /// Configures the placeholder's cell: when the cell is made, as the placeholder is
    /// inserted, and on the context's `setNeedsCellUpdate()`; not at the commit, unlike a
    /// collection view's.
    public var cellUpdateHandler: ((TableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}
