import Foundation

/// A table's updates are its rows' updates: collected, checked against the data source with
/// UIKit's messages in a table's words, and applied by the machinery a collection view uses.
extension TableView {
    /// Collects the updates made in `updates`, then checks them against the data source as
    /// UIKit does; an inconsistent update stops the run with kind `inconsistent-update`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates(updates, completion: completion)
    }

    /// The block runs before the call returns, as UIKit's, so it may use `self` implicitly.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
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

    /// A new placeholder row, placed as `CollectionView.insertPlaceholder` places a collection
    /// view's. Its cell is dequeued by the placeholder's reuse identifier, which needs a
    /// registered cell class (UIKit raises otherwise), and `cellUpdateHandler` configures it as
    /// it is made, not again at the commit (UIKitCore: `UITableView
    /// -_insertPlaceholderAtIndexPath:withContext:`).
    func insertPlaceholder(for dragItem: DragItem, _ placeholder: TableViewDropPlaceholder) -> TableViewDropPlaceholderContext {
        let identifier = placeholder.reuseIdentifier
        let entry = rows.insertPlaceholder(for: dragItem, CollectionViewDropPlaceholder(insertionIndexPath: placeholder.insertionIndexPath, reuseIdentifier: identifier))
        let cell = dequeueReusableCell(withIdentifier: identifier, for: placeholder.insertionIndexPath)
        cell.tableView = self
        let context = TableViewDropPlaceholderContext(cell: cell, entry: entry, cellUpdateHandler: placeholder.cellUpdateHandler)
        guard entry.state == .pending else { return context }
        // Without a registered class the dequeue above raised.
        guard hasRegisteredCell(identifier) else { return context }
        context.setNeedsCellUpdate()
        return context
    }

    /// UIKit's message for a cell dequeued by an identifier nothing is registered for.
    static func unregisteredCell(_ identifier: String) -> String {
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }
}
