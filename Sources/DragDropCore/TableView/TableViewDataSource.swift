import Foundation

/// `UITableViewDataSource`: the counts the table checks every update against, and its cells.
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Called when a row appears (reload, insert, committed placeholder, reloaded row).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A section's header title; a section with a title has a header (`TableView+Geometry`).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// The data source's editing: `canEditRowAt` and `commit(_:forRowAt:)`, which swipe to
/// delete uses (`TableView+SwipeToDelete`). Optional, as in UIKit.
extension TableViewDataSource {
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.delegateDoesNotImplement()
        return true
    }

    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.delegateDoesNotImplement()
    }
}

/// The data source's move methods. Adopting it is what implementing `moveRowAt` is in UIKit:
/// without it no row reorders, no reorder-only drag begins, and every drop goes to the drop
/// delegate's `performDropWith` (UIKitCore: `UITableView -_dragAndDropUsedForReordering`
/// tests the table flag set when the data source responds to
/// `tableView:moveRowAtIndexPath:toIndexPath:`).
public protocol TableViewMoveDataSource: TableViewDataSource {
    /// Optional: when not implemented it is never asked and every row can move.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewMoveDataSource {
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.delegateDoesNotImplement()
        return true
    }
}
