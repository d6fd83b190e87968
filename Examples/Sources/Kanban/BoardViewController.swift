import UIKitNames

/// The board: a column per board, and the Delete button that is there only while a card is
/// dragged and deletes the card dropped on it.
///
/// The app's `BoardCollectionViewController`: the Delete button is made anew, with its drop
/// interaction, each time a drag begins, and taken away when any drag ends, even while
/// another is still on.
public final class BoardViewController: NSObject, UIDropInteractionDelegate {
    var boards: [Board]
    // EDIT 2: a column per board, in place of a collection view cell per board.
    let columns: [BoardColumn]
    // EDIT 3: the device shows the button, in place of the navigation bar.
    private let system: DragDropSystem
    private(set) var deleteButton: UIButton?

    init(boards: [Board], system: DragDropSystem) {
        self.boards = boards
        self.system = system
        columns = boards.map(BoardColumn.init(board:))
        super.init()
        for column in columns { column.parentVC = self }
    }

    /// `setupRemoveBarButtonItem`: a new button with a drop interaction, on screen.
    func showDeleteButton() {
        let button = UIButton(name: "delete", title: "Delete")
        button.addInteraction(UIDropInteraction(delegate: self))
        if let deleteButton { system.uninstall(deleteButton) }
        deleteButton = button
        system.install(button)
    }

    /// `navigationItem.leftBarButtonItem = nil`.
    func hideDeleteButton() {
        if let deleteButton { system.uninstall(deleteButton) }
        deleteButton = nil
    }

    // MARK: - UIDropInteractionDelegate

    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        return UIDropProposal(operation: .move)
    }

    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard session.hasItemsConforming(toTypeIdentifiers: [kUTTypePlainText as String]) else {
            return
        }
        session.loadObjects(ofClass: NSString.self) { items in
            guard let _ = items.first as? String else {
                return
            }
            if let (dataSource, sourceIndexPath, tableView) = session.localDragSession?.localContext as? (Board, IndexPath, UITableView) {
                tableView.beginUpdates()
                dataSource.items.remove(at: sourceIndexPath.row)
                tableView.deleteRows(at: [sourceIndexPath], with: .automatic)
                tableView.endUpdates()
            }
        }
    }
}
