import Foundation

/// `UITableViewDropDelegate`. Only `performDropWith` is required; a question the delegate
/// does not implement is never asked and leaves no trace line (`DelegateQuestions`).
public protocol TableViewDropDelegate: AnyObject {
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal
    func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession)
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        tableView.delegateDoesNotImplement()
        return true
    }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        tableView.delegateDoesNotImplement()
        return TableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
}
