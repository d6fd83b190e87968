import Foundation

/// `UITableViewDelegate`: every method optional; a question the delegate does not implement
/// is never asked and leaves no trace line (`DelegateQuestions`).
public protocol TableViewDelegate: AnyObject {
    /// Where a row the table reorders itself lands, asked before the data source's
    /// `moveRowAt` (UIKitCore: `UITableView -_targetIndexPathForDrop:` hands a reorder's
    /// destination to `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`).
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        tableView.delegateDoesNotImplement()
        return proposedDestinationIndexPath
    }
}
