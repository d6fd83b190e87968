import Foundation

/// A table's selected rows, kept by row identity so that they follow the table's updates, and
/// what selection does to a lift: touching a selected row lifts every selected row.
extension TableView {
    /// `UITableView.ScrollPosition`: where `selectRow` would scroll to; the engine has no
    /// scrolling, so it is taken and ignored.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Whether a new selection adds to the others: `allowsMultipleSelectionDuringEditing`
    /// while editing, else `allowsMultipleSelection`.
    private var selectsSeveral: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// `selectRow(at:animated:scrollPosition:)`: selects the row (nil clears the selection);
    /// unless several rows may be selected, the others are deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedRowTokens.removeAll()
            return
        }
        guard let token = rows.token(at: indexPath) else { return }
        if !selectsSeveral { selectedRowTokens.removeAll() }
        if !selectedRowTokens.contains(token) { selectedRowTokens.append(token) }
    }

    /// `deselectRow(at:animated:)`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let token = rows.token(at: indexPath) else { return }
        selectedRowTokens.removeAll { $0 == token }
    }

    /// `indexPathsForSelectedRows`: the selected rows still in the table, in index-path order;
    /// nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let paths = selectedRowTokens.compactMap { rows.indexPath(ofToken: $0) }.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// `indexPathForSelectedRow`: the first selected row.
    public var indexPathForSelectedRow: IndexPath? {
        indexPathsForSelectedRows?.first
    }

    /// The other selected rows a lift at the selected row `indexPath` takes with it, in
    /// index-path order. **Decision** (UIKit lifts every selected row when a selected one is
    /// touched; the order and the questions of `-_itemsForBeginningDragSession:atIndexPath:`
    /// were not read): each is asked `itemsForBeginning` after the touched row.
    func otherSelectedRows(liftedAt indexPath: IndexPath) -> [IndexPath] {
        guard let selected = indexPathsForSelectedRows, selected.contains(indexPath) else { return [] }
        return selected.filter { $0 != indexPath }
    }
}
