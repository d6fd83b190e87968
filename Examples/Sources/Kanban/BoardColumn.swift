import UIKitNames

/// A column of the board: its table, which it feeds and whose drags and drops it handles.
///
/// The app's `BoardCollectionViewCell`, method by method, behaviour and bugs kept: the drag's
/// `localContext` is the board, the index path at lift and the table, so a row is removed by
/// where it was when it was lifted; a drop changes nothing until the dragged text has loaded,
/// and then uses the destination it was given before; a drop in its own column at the end
/// removes the row, then inserts past the end.
final class BoardColumn: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate {
    // EDIT 1: the column owns its table (no storyboard outlet, no collection view cell).
    let tableView: UITableView
    weak var parentVC: BoardViewController?
    var board: Board?

    init(board: Board) {
        tableView = UITableView(name: board.tableName, width: 225)
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        setup(with: board)
    }

    func setup(with data: Board) {
        self.board = data
        tableView.reloadData()
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return board?.items.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(board!.items[indexPath.row])"
        return cell
    }

    // MARK: - UITableViewDragDelegate

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let board = board else {
            return []
        }
        let itemProvider = NSItemProvider(object: board.items[indexPath.row] as NSString)
        let dragItem = UIDragItem(itemProvider: itemProvider)
        session.localContext = (board, indexPath, tableView)
        return [dragItem]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        parentVC?.showDeleteButton()
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        parentVC?.hideDeleteButton()
    }

    // MARK: - UITableViewDropDelegate

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        guard coordinator.session.hasItemsConforming(toTypeIdentifiers: [kUTTypePlainText as String]) else {
            return
        }
        coordinator.session.loadObjects(ofClass: NSString.self) { items in
            guard let string = items.first as? String else {
                return
            }
            switch (coordinator.items.first?.sourceIndexPath, coordinator.destinationIndexPath) {
            case (.some(let sourceIndexPath), .some(let destinationIndexPath)):
                // The same table: the rows between the two places show new texts.
                var updatedIndexPaths = [IndexPath]()
                if sourceIndexPath.row < destinationIndexPath.row {
                    updatedIndexPaths = (sourceIndexPath.row...destinationIndexPath.row).map { IndexPath(row: $0, section: 0) }
                } else if sourceIndexPath.row > destinationIndexPath.row {
                    updatedIndexPaths = (destinationIndexPath.row...sourceIndexPath.row).map { IndexPath(row: $0, section: 0) }
                }
                self.tableView.beginUpdates()
                self.board?.items.remove(at: sourceIndexPath.row)
                self.board?.items.insert(string, at: destinationIndexPath.row)
                self.tableView.reloadRows(at: updatedIndexPaths, with: .automatic)
                self.tableView.endUpdates()

            case (nil, .some(let destinationIndexPath)):
                // From another table, to a row.
                self.removeSourceTableData(localContext: coordinator.session.localDragSession?.localContext)
                self.tableView.beginUpdates()
                self.board?.items.insert(string, at: destinationIndexPath.row)
                self.tableView.insertRows(at: [destinationIndexPath], with: .automatic)
                self.tableView.endUpdates()

            case (nil, nil):
                // From another table, below the last row: appended.
                self.removeSourceTableData(localContext: coordinator.session.localDragSession?.localContext)
                self.tableView.beginUpdates()
                self.board?.items.append(string)
                self.tableView.insertRows(at: [IndexPath(row: self.board!.items.count - 1, section: 0)], with: .automatic)
                self.tableView.endUpdates()

            default:
                break
            }
        }
    }

    /// Deletes the dragged row from the table it was lifted from, by its index path then.
    func removeSourceTableData(localContext: Any?) {
        if let (dataSource, sourceIndexPath, tableView) = localContext as? (Board, IndexPath, UITableView) {
            tableView.beginUpdates()
            dataSource.items.remove(at: sourceIndexPath.row)
            tableView.deleteRows(at: [sourceIndexPath], with: .automatic)
            tableView.endUpdates()
        }
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}
