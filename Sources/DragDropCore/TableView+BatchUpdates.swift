import Foundation

/// A table's updates are its rows' updates: collected, checked against the data source with
/// UIKit's messages in a table's words, and applied by the machinery a collection view uses.
extension TableView {
    /// Collects the updates made in `updates`, then checks them against the data source as
    /// UIKit does; an inconsistent update stops the run with kind `inconsistent-update`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates(updates, completion: completion)
    }

    /// Opens a batch that `endUpdates` checks and applies; pairs nest, as in UIKit, and the
    /// outermost `endUpdates` commits.
    public func beginUpdates() {
        if updateDepth == 0, rows.openBatch == nil {
            rows.loadDataIfNeeded()
            rows.openBatch = BatchUpdate()
        }
        updateDepth += 1
    }

    /// Closes the batch `beginUpdates` opened; an `endUpdates` without one does nothing.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = rows.openBatch.take() else { return }
        rows.commit(batch)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        rows.insertItems(at: indexPaths)
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        rows.deleteItems(at: indexPaths)
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        rows.moveItem(at: indexPath, to: newIndexPath)
    }

    /// Asks the data source for these rows' cells again; traced in the batch's line,
    /// `reload [0,1]`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        rows.reloadItems(at: indexPaths)
    }

    /// A new placeholder row, as `CollectionView.insertPlaceholder` places a collection view's.
    func insertPlaceholder(for dragItem: DragItem, _ placeholder: TableViewDropPlaceholder) -> TableViewDropPlaceholderContext {
        let cell = TableViewCell(reuseIdentifier: placeholder.reuseIdentifier)
        cell.tableView = self
        var entry = CollectionViewDropPlaceholder(insertionIndexPath: placeholder.insertionIndexPath, reuseIdentifier: placeholder.reuseIdentifier)
        if let handler = placeholder.cellUpdateHandler {
            entry.cellUpdateHandler = { _ in handler(cell) }
        }
        return TableViewDropPlaceholderContext(cell: cell, entry: rows.insertPlaceholder(for: dragItem, entry))
    }
}
