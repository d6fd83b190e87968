import Foundation

/// `UITableViewDropPlaceholderContext`: turns a placeholder row into a row, or removes it.
///
/// The placeholder is one of the table's entries, kept by the same machinery as a collection
/// view's placeholders (`CollectionViewDropPlaceholderContext`), so the two follow one set
/// of rules: index paths count rows only, placeholders of one drop line up in drag order,
/// and a commit is checked against the data source's counts.
public final class TableViewDropPlaceholderContext: @unchecked Sendable {
    public var dragItem: DragItem { entry.dragItem }
    public var reuseIdentifier: String { entry.reuseIdentifier }
    /// The cell that stands for the placeholder row.
    let cell: TableViewCell
    let entry: CollectionViewDropPlaceholderContext
    private let cellUpdateHandler: ((TableViewCell) -> Void)?

    init(cell: TableViewCell, entry: CollectionViewDropPlaceholderContext, cellUpdateHandler: ((TableViewCell) -> Void)?) {
        self.cell = cell
        self.entry = entry
        self.cellUpdateHandler = cellUpdateHandler
    }

    /// Hands `dataSourceUpdates` the placeholder's current index path, then turns it into a
    /// row in place. False, doing nothing, when the placeholder is gone.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        entry.commitInsertion(dataSourceUpdates: dataSourceUpdates)
    }

    /// Calls the placeholder's `cellUpdateHandler` again, while the placeholder is there.
    public func setNeedsCellUpdate() {
        guard entry.state == .pending else { return }
        cellUpdateHandler?(cell)
    }

    /// Removes the placeholder. False, doing nothing, when it is gone.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        entry.deletePlaceholder()
    }
}
