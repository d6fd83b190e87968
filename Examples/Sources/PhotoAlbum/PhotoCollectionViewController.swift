import UIKitNames

/// The photos of the album selected in the album table, in a collection view that reorders
/// them by drag and drop, takes images from other apps (through placeholders that show the
/// load's progress) and photos from other albums, and whose "Start Insertions" button
/// inserts a photo every second.
///
/// Written as the sample's `PhotoCollectionViewController`, a `UICollectionViewController`
/// subclass, method by method; its bugs are kept (docs/CUSTOM-APPS.md lists the edits, none
/// in the drag and drop code).
final class PhotoCollectionViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    private let photoLibrary: PhotoLibrary

    private weak var albumTableViewController: AlbumTableViewController?

    private(set) var album: PhotoAlbum? {
        didSet {
            title = album?.title
        }
    }

    /// Every placeholder cell of every drop, in order, kept for the scenarios' state.
    private(set) var placeholderCells: [PhotoPlaceholderCell] = []

    private func photo(at indexPath: IndexPath) -> Photo {
        album!.photos[indexPath.item]
    }

    init(photoLibrary: PhotoLibrary) {
        self.photoLibrary = photoLibrary
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    /// The storyboard's collection view: 500 points wide, named `photos`, its prototype cell
    /// registered.
    override func loadView() {
        super.loadView()
        collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 1024)
        collectionView.accessibilityIdentifier = "photos"
        collectionView.register(PhotoCollectionViewCell.self, forCellWithReuseIdentifier: PhotoCollectionViewCell.reuseIdentifier)
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        collectionView?.dragDelegate = self
        collectionView?.dropDelegate = self

        updateRightBarButtonItem()
    }

    private(set) var isPerformingAutomaticInsertions = false

    /// The bar button items' actions are `UIAction`s (no `#selector`), and both items are
    /// named `insertions` in scenarios.
    private func updateRightBarButtonItem() {
        let startInsertionsBarButtonItem = UIBarButtonItem(title: "Start Insertions", primaryAction: UIAction { [weak self] _ in self?.startInsertions() })
        let stopInsertionsBarButtonItem = UIBarButtonItem(title: "Stop Insertions", primaryAction: UIAction { [weak self] _ in self?.stopInsertions() })
        stopInsertionsBarButtonItem.style = .done
        startInsertionsBarButtonItem.accessibilityIdentifier = "insertions"
        stopInsertionsBarButtonItem.accessibilityIdentifier = "insertions"
        navigationItem.rightBarButtonItem = isPerformingAutomaticInsertions ? stopInsertionsBarButtonItem : startInsertionsBarButtonItem
    }

    private func startInsertions() {
        guard let album else { return }
        photoLibrary.startAutomaticInsertions(into: album, photoCollectionViewController: self)
        isPerformingAutomaticInsertions = true
        updateRightBarButtonItem()
    }

    private func stopInsertions() {
        photoLibrary.stopAutomaticInsertions()
        isPerformingAutomaticInsertions = false
        updateRightBarButtonItem()
    }

    func loadAlbum(_ album: PhotoAlbum, from albumTableViewController: AlbumTableViewController) {
        self.album = album
        self.albumTableViewController = albumTableViewController
        if albumBeforeDrag == nil {
            collectionView?.reloadData()
        }
    }

    /// Performs updates to the photo library, then loads the latest album from it.
    private func updatePhotoLibrary(updates: (PhotoLibrary) -> Void) {
        updates(photoLibrary)
        reloadAlbumFromPhotoLibrary()
    }

    /// Loads the latest album from the photo library, and tells the album table.
    private func reloadAlbumFromPhotoLibrary() {
        if let albumIdentifier = album?.identifier {
            album = photoLibrary.album(for: albumIdentifier)
        }
        albumTableViewController?.reloadAlbumsFromPhotoLibrary()
        albumTableViewController?.updateVisibleAlbumCells()
    }

    /// Called when a photo has been inserted automatically into the album shown.
    func insertedItem(at index: Int) {
        collectionView?.performBatchUpdates({
            self.reloadAlbumFromPhotoLibrary()
            self.collectionView?.insertItems(at: [IndexPath(item: index, section: 0)])
        })
    }

    // MARK: UICollectionViewDataSource & UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let album else { return 0 }
        return album.photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCollectionViewCell.reuseIdentifier, for: indexPath) as! PhotoCollectionViewCell
        cell.configure(with: photo(at: indexPath))
        return cell
    }

    // MARK: UICollectionViewDragDelegate

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [dragItem(forPhotoAt: indexPath)]
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        [dragItem(forPhotoAt: indexPath)]
    }

    /// A drag item for the photo at `indexPath`, carrying the photo itself for drops in
    /// this app.
    private func dragItem(forPhotoAt indexPath: IndexPath) -> UIDragItem {
        let photo = photo(at: indexPath)
        let dragItem = UIDragItem(itemProvider: photo.itemProvider)
        dragItem.localObject = photo
        return dragItem
    }

    /// Lifts the photo alone, without the cell's margins.
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let cell = collectionView.cellForItem(at: indexPath) as? PhotoCollectionViewCell else { return nil }
        let previewParameters = UIDragPreviewParameters()
        previewParameters.visiblePath = UIBezierPath(rect: cell.clippingRectForPhoto)
        return previewParameters
    }

    /// The album as it was when the drag began. One for every drag, as in the sample: a
    /// second drag that begins before the first ends overwrites it.
    private var albumBeforeDrag: PhotoAlbum?

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
        albumBeforeDrag = album
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
        reloadAlbumFromPhotoLibrary()
        deleteItems(forPhotosMovedFrom: collectionView)
        albumBeforeDrag = nil
    }

    /// Deletes the cells of photos that left the album during the drag. The sample's bug,
    /// kept: the index paths are the photos' places when the drag began, wrong once the
    /// album has changed in front of them meanwhile.
    private func deleteItems(forPhotosMovedFrom collectionView: UICollectionView) {
        guard let albumBeforeDrag, let albumAfterDrag = album else { return }
        var indexPathsToDelete = [IndexPath]()
        for (index, photo) in albumBeforeDrag.photos.enumerated() where !albumAfterDrag.photos.contains(photo) {
            indexPathsToDelete.append(IndexPath(item: index, section: 0))
        }
        if !indexPathsToDelete.isEmpty {
            collectionView.performBatchUpdates({
                collectionView.deleteItems(at: indexPathsToDelete)
            })
        }
    }

    // MARK: UICollectionViewDropDelegate

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        guard album != nil else { return false }
        return session.hasItemsConforming(toTypeIdentifiers: UIImage.readableTypeIdentifiersForItemProvider)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if session.localDragSession != nil {
            return UICollectionViewDropProposal(dropOperation: .move, intent: .insertAtDestinationIndexPath)
        } else {
            return UICollectionViewDropProposal(dropOperation: .copy, intent: .insertAtDestinationIndexPath)
        }
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard album != nil else { return }
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        switch coordinator.proposal.operation {
        case .copy:
            // Images from another app.
            loadAndInsertItems(at: destinationIndexPath, with: coordinator)
        case .move:
            let items = coordinator.items
            if items.contains(where: { $0.sourceIndexPath != nil }) {
                if items.count == 1, let item = items.first {
                    // One photo of this collection view, reordered.
                    reorder(item, to: destinationIndexPath, with: coordinator)
                }
            } else {
                // Photos from elsewhere in this app.
                moveItems(to: destinationIndexPath, with: coordinator)
            }
        default:
            return
        }
    }

    /// Inserts a placeholder for each image dropped from another app, showing its load's
    /// progress, and turns it into a photo once the image has loaded (or removes it).
    private func loadAndInsertItems(at destinationIndexPath: IndexPath, with coordinator: UICollectionViewDropCoordinator) {
        guard let album else { return }
        for item in coordinator.items {
            let dragItem = item.dragItem
            guard dragItem.itemProvider.canLoadObject(ofClass: UIImage.self) else { continue }

            var placeholderContext: UICollectionViewDropPlaceholderContext? = nil

            let progress = dragItem.itemProvider.loadObject(ofClass: UIImage.self) { droppedImage, _ in
                DispatchQueue.main.async {
                    // The progress has changed: where the sample's cell observes it (KVO),
                    // the port asks for the placeholder's cell to be configured again.
                    placeholderContext?.setNeedsCellUpdate()
                    if let image = droppedImage as? UIImage {
                        placeholderContext?.commitInsertion { insertionIndexPath in
                            let photo = self.photoLibrary.makePhoto(image)
                            let insertionIndex = insertionIndexPath.item
                            self.updatePhotoLibrary { photoLibrary in
                                photoLibrary.insert(photo, into: album, at: insertionIndex)
                            }
                        }
                    } else {
                        placeholderContext?.deletePlaceholder()
                    }
                }
            }

            let placeholderCell = PhotoPlaceholderCell()
            placeholderCells.append(placeholderCell)
            placeholderContext = coordinator.drop(dragItem, toPlaceholderInsertedAt: destinationIndexPath, withReuseIdentifier: PhotoPlaceholderCell.identifier) { _ in
                placeholderCell.configure(with: progress)
            }
        }
        // The placeholders show each item's progress: no system indicator.
        coordinator.session.progressIndicatorStyle = .none
    }

    /// Moves one photo of this collection view to `destinationIndexPath`.
    private func reorder(_ item: UICollectionViewDropItem, to destinationIndexPath: IndexPath, with coordinator: UICollectionViewDropCoordinator) {
        guard let collectionView, let album, let sourceIndexPath = item.sourceIndexPath else { return }
        collectionView.performBatchUpdates({
            self.updatePhotoLibrary { photoLibrary in
                photoLibrary.movePhoto(in: album, from: sourceIndexPath.item, to: destinationIndexPath.item)
            }
            collectionView.deleteItems(at: [sourceIndexPath])
            collectionView.insertItems(at: [destinationIndexPath])
        })
        coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
    }

    /// Moves photos from other albums into this one, at consecutive places from
    /// `destinationIndexPath`, one batch per photo; photos already here are skipped.
    private func moveItems(to destinationIndexPath: IndexPath, with coordinator: UICollectionViewDropCoordinator) {
        guard let collectionView, let album else { return }
        var destinationIndex = destinationIndexPath.item
        for item in coordinator.items {
            guard let photo = item.dragItem.localObject as? Photo, !album.contains(photo: photo) else { continue }
            let insertionIndexPath = IndexPath(item: destinationIndex, section: 0)
            collectionView.performBatchUpdates({
                self.updatePhotoLibrary { photoLibrary in
                    photoLibrary.movePhoto(photo, to: album, index: destinationIndex)
                }
                collectionView.insertItems(at: [insertionIndexPath])
            })
            coordinator.drop(item.dragItem, toItemAt: insertionIndexPath)
            destinationIndex += 1
        }
    }
}
