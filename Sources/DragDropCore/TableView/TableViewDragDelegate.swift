import Foundation

/// `UITableViewDragDelegate`. Only `itemsForBeginning` is required; a question the delegate
/// does not implement is never asked and leaves no trace line (`DelegateQuestions`).
public protocol TableViewDragDelegate: AnyObject {
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
}

extension TableViewDragDelegate {
    public func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] {
        tableView.delegateDoesNotImplement()
        return []
    }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool {
        tableView.delegateDoesNotImplement()
        return true
    }
    public func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool {
        tableView.delegateDoesNotImplement()
        return false
    }
}
