import Foundation

/// `UITableViewDelegate`: every method optional; a question the delegate does not implement
/// is never asked and leaves no trace line (`DelegateQuestions`).
public protocol TableViewDelegate: AnyObject {
    /// Where a row the table reorders itself lands, asked before the data source's
    /// `moveRowAt` (UIKitCore: `UITableView -_targetIndexPathForDrop:` hands a reorder's
    /// destination to `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`).
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// A row's height; `TableView.automaticDimension` (the default) leaves it to `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A header's height; `automaticDimension` (the default) leaves it to the table.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section's header view; a section with one has a header.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        tableView.delegateDoesNotImplement()
        return proposedDestinationIndexPath
    }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        tableView.delegateDoesNotImplement()
        return .delete
    }
}
