import UIKitNames

/// The albums, in a table whose rows drag every photo of their album, take photos dropped
/// *into* a row, and reorder by drag and drop while editing.
///
/// Written as the sample's `AlbumTableViewController`, method by method; its bugs are kept
/// (docs/CUSTOM-APPS.md lists the edits, none in the drag and drop code).
final class AlbumTableViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    /// The navigation bar's Edit button (`editButtonItem`): "Edit", or "Done" while editing.
    let editButton = UIButton(name: "edit", title: "Edit")
    private let photoLibrary: PhotoLibrary
    /// The photo collection view beside the table, which shows the selected album.
    private let photosViewController: PhotoCollectionViewController

    private(set) var albums: [PhotoAlbum]

    /// The selected row, whose album the photo collection view shows.
    private(set) var indexPathForSelectedRow: IndexPath?

    func album(at indexPath: IndexPath) -> PhotoAlbum {
        albums[indexPath.row]
    }

    init(photoLibrary: PhotoLibrary, photosViewController: PhotoCollectionViewController) {
        self.photoLibrary = photoLibrary
        self.photosViewController = photosViewController
        albums = photoLibrary.albums
        super.init(style: .plain)
        editButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!tableView.isEditing, animated: true)
        })
    }

    /// The storyboard's table: 320 points wide, named `albums`.
    override func loadView() {
        super.loadView()
        tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 1024)
        tableView.accessibilityIdentifier = "albums"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AlbumTableViewCell.self, forCellReuseIdentifier: AlbumTableViewCell.reuseIdentifier)
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    /// Editing edits the table (`super`) and titles the Edit button.
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editButton.setTitle(editing ? "Done" : "Edit", for: .normal)
    }

    /// Selects the row at `indexPath` and shows its album beside the table.
    func selectRow(at indexPath: IndexPath) {
        indexPathForSelectedRow = indexPath
        photosViewController.loadAlbum(album(at: indexPath), from: self)
    }

    /// Performs updates to the photo library, then loads the latest albums from it.
    private func updatePhotoLibrary(_ updates: (PhotoLibrary) -> Void) {
        updates(photoLibrary)
        reloadAlbumsFromPhotoLibrary()
    }

    /// Loads the latest albums from the photo library.
    func reloadAlbumsFromPhotoLibrary() {
        albums = photoLibrary.albums
    }

    /// Shows the latest albums in the rows on screen (every row: the table is short).
    func updateVisibleAlbumCells() {
        for row in 0..<tableView.numberOfRows(inSection: 0) {
            let indexPath = IndexPath(row: row, section: 0)
            if let cell = tableView.cellForRow(at: indexPath) as? AlbumTableViewCell, albums.indices.contains(row) {
                cell.configure(with: album(at: indexPath))
            }
        }
    }

    /// Updates the album rows, and the photos of the selected album beside the table.
    private func updateVisibleAlbumsAndPhotos() {
        updateVisibleAlbumCells()
        guard let selectedIndexPath = indexPathForSelectedRow else { return }
        photosViewController.loadAlbum(album(at: selectedIndexPath), from: self)
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: AlbumTableViewCell.reuseIdentifier, for: indexPath) as! AlbumTableViewCell
        cell.configure(with: album(at: indexPath))
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        updatePhotoLibrary { photoLibrary in
            photoLibrary.moveAlbum(at: sourceIndexPath.row, to: destinationIndexPath.row)
        }
    }

    // MARK: UITableViewDragDelegate

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        if tableView.isEditing {
            // Reordering a row: no items, so the table begins a drag that only reorders.
            return []
        }
        return dragItems(forAlbumAt: indexPath)
    }

    /// One drag item per photo of the album at `indexPath`.
    private func dragItems(forAlbumAt indexPath: IndexPath) -> [UIDragItem] {
        album(at: indexPath).photos.map { photo in
            let dragItem = UIDragItem(itemProvider: photo.itemProvider)
            dragItem.localObject = photo
            return dragItem
        }
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        editButton.isEnabled = false
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        editButton.isEnabled = true
    }

    // MARK: UITableViewDropDelegate

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: UIImage.readableTypeIdentifiersForItemProvider)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.isEditing && tableView.hasActiveDrag {
            // Reordering the albums.
            return UITableViewDropProposal(dropOperation: .move, intent: .insertAtDestinationIndexPath)
        } else if tableView.isEditing || tableView.hasActiveDrag {
            // No drops while editing, nor while a drag from this table is on.
            return UITableViewDropProposal(operation: .forbidden)
        } else if let destinationIndexPath, destinationIndexPath.row < albums.count {
            // Into an existing album: a move within the app, a copy from another.
            if session.localDragSession != nil {
                return UITableViewDropProposal(dropOperation: .move, intent: .insertIntoDestinationIndexPath)
            } else {
                return UITableViewDropProposal(dropOperation: .copy, intent: .insertIntoDestinationIndexPath)
            }
        }
        // No album under the finger.
        return UITableViewDropProposal(operation: .cancel)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        guard let destinationIndexPath = coordinator.destinationIndexPath, destinationIndexPath.row < albums.count else { return }
        switch coordinator.proposal.operation {
        case .copy:
            loadAndInsertItems(into: destinationIndexPath, with: coordinator)
        case .move:
            moveItems(into: destinationIndexPath, with: coordinator)
        default:
            return
        }
    }

    /// Adds each image from another app to the front of the album as it loads; a failed
    /// load adds nothing.
    private func loadAndInsertItems(into destinationIndexPath: IndexPath, with coordinator: UITableViewDropCoordinator) {
        let destinationAlbum = album(at: destinationIndexPath)
        for item in coordinator.items {
            let dragItem = item.dragItem
            guard dragItem.itemProvider.canLoadObject(ofClass: UIImage.self) else { continue }
            dragItem.itemProvider.loadObject(ofClass: UIImage.self) { droppedImage, _ in
                DispatchQueue.main.async {
                    if let image = droppedImage as? UIImage {
                        let photo = self.photoLibrary.makePhoto(image)
                        self.updatePhotoLibrary { photoLibrary in
                            photoLibrary.add(photo, to: destinationAlbum)
                        }
                        self.updateVisibleAlbumsAndPhotos()
                    }
                }
            }
            if let cell = tableView.cellForRow(at: destinationIndexPath) as? AlbumTableViewCell {
                let rect = cell.rectForAlbumThumbnail ?? .zero
                coordinator.drop(dragItem, intoRowAt: destinationIndexPath, rect: rect)
            }
        }
    }

    /// Moves each photo of the drop to the front of the album.
    private func moveItems(into destinationIndexPath: IndexPath, with coordinator: UITableViewDropCoordinator) {
        let destinationAlbum = album(at: destinationIndexPath)
        for item in coordinator.items {
            let dragItem = item.dragItem
            guard let photo = dragItem.localObject as? Photo else { continue }
            updatePhotoLibrary { photoLibrary in
                photoLibrary.movePhoto(photo, to: destinationAlbum)
            }
            if let cell = tableView.cellForRow(at: destinationIndexPath) as? AlbumTableViewCell {
                let rect = cell.rectForAlbumThumbnail ?? .zero
                coordinator.drop(dragItem, intoRowAt: destinationIndexPath, rect: rect)
            }
        }
        updateVisibleAlbumsAndPhotos()
    }
}
