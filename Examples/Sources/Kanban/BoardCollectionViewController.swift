import UIKitNames

/// The board: a collection view whose cells are the columns, each a table, and the Delete
/// button, which is there only while a card is dragged and deletes the card dropped on it.
///
/// The app's `BoardCollectionViewController`, a `UICollectionViewController` subclass: the
/// Delete button is made anew, with its drop interaction, each time a drag begins, and taken
/// away when any drag ends, even while another is still on.
final class BoardCollectionViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    // EDIT 2: the boards come from the scenario's `given`, in place of the app's literal.
    var boards: [Board]

    init(boards: [Board]) {
        self.boards = boards
        // EDIT 5: the storyboard's flow layout, in code.
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 20
        layout.minimumInteritemSpacing = 10
        layout.itemSize = CGSize(width: 332, height: 540)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        super.init(collectionViewLayout: layout)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // EDIT 1: the storyboard's prototype cell.
        collectionView.register(BoardCollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        // EDIT 3: no Add button (`setupNavigationBar`): its alert has no drag and drop.
    }

    func setupRemoveBarButtonItem() {
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        button.setTitleColor(.red, for: .normal)
        // EDIT 4: the button's name in scenarios.
        button.accessibilityIdentifier = "delete"
        button.addInteraction(UIDropInteraction(delegate: self))
        let removeBarButtonItem = UIBarButtonItem(customView: button)
        navigationItem.leftBarButtonItem = removeBarButtonItem
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return boards.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! BoardCollectionViewCell

        cell.setup(with: boards[indexPath.item])
        cell.parentVC = self
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        return CGSize(width: 225, height: view.bounds.height * 0.8)
    }
}

extension BoardCollectionViewController: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        return UIDropProposal(operation: .move)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        if session.hasItemsConforming(toTypeIdentifiers: [kUTTypePlainText as String]) {
            session.loadObjects(ofClass: NSString.self) { (items) in
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
}
