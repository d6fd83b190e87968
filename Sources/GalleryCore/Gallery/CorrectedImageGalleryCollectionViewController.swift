import UIKitNames

/// The `corrected` gallery: the tutorial's controller with its quirks fixed, each override
/// one fix (docs/GUIDE.md, The apps; `GalleryVariant.corrected`).
final class CorrectedImageGalleryCollectionViewController: ImageGalleryCollectionViewController, CollectionViewMoveDataSource {
    /// Where a store that could not be read is kept, before the first save over it.
    static let unreadableKey = "SavedGalleries.unreadable"

    /// Set while `viewWillAppear` loads the store, which the corrected app never writes at launch.
    private var isLoadingStore = false
    /// The store's data that did not decode, kept aside at the first save.
    private var unreadableStore: Data?

    /// Fix: launch loads the store without writing it, and keeps data it cannot read for the
    /// first save to put aside — the tutorial overwrites it with the empty gallery.
    override func viewWillAppear() {
        guard let jsonData = defaults.data(forKey: Self.savedGalleriesKey) else { return }
        let saved = savedGallery(from: jsonData)
        if saved == nil {
            unreadableStore = jsonData
        }
        isLoadingStore = true
        imageGallery = saved ?? ImageGallery()
        isLoadingStore = false
    }

    /// Fix: nothing is saved while loading, and before its first save over a store it could
    /// not read, the app keeps that data under `SavedGalleries.unreadable`, so nothing the
    /// user had is lost.
    override func save() {
        guard !isLoadingStore else { return }
        if let unreadable = unreadableStore {
            unreadableStore = nil
            defaults.set(unreadable, forKey: Self.unreadableKey)
            system.trace.record("app", "warning: kept the saved gallery that does not decode under \(Self.unreadableKey)")
        }
        super.save()
    }

    /// Fix: the `Image Cell` prototype is the cell that ignores a fetch for a URL it no
    /// longer shows.
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CorrectedImageCollectionViewCell.self, forCellWithReuseIdentifier: Self.imageCellReuseIdentifier)
    }

    /// Fix: asked for an item the model does not hold, an empty cell rather than a trap.
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard imageGallery.images.indices.contains(indexPath.item) else {
            return ImageCollectionViewCell(frame: .zero)
        }
        return super.collectionView(collectionView, cellForItemAt: indexPath)
    }

    /// Addition: the `moveItemAt` the tutorial never wrote, which lets UIKit reorder the
    /// gallery (seed 004's interactive movement; see the tutorial's class for why it cannot).
    /// The model entry moves in one change, so one save.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        var images = imageGallery.images
        guard images.indices.contains(sourceIndexPath.item), images.indices.contains(destinationIndexPath.item) else { return }
        images.insert(images.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        imageGallery.images = images
    }

    /// Fix: a failed fetch squares the image the cell shows now, found by asking where the
    /// cell is, not the one at the index path it was made for — nothing, once it is gone.
    override func changeAspectRatio(of imageCell: ImageCollectionViewCell, madeAt indexPath: IndexPath) -> () -> Void {
        return { [weak self, unowned imageCell] in
            guard let self, let indexPath = collectionView.indexPath(for: imageCell), imageGallery.images.indices.contains(indexPath.item) else { return }
            let aspectRatio = imageGallery.images[indexPath.item].aspectRatio
            if aspectRatio < 0.95 || aspectRatio > 1.05 {
                imageGallery.images[indexPath.item].aspectRatio = 1.0
                flowLayout?.invalidateLayout()
            }
        }
    }

    /// Fix: no size for an item the model does not hold, rather than a trap.
    override func collectionView(_ collectionView: UICollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        guard imageGallery.images.indices.contains(indexPath.item) else { return nil }
        return super.collectionView(collectionView, sizeForItemAt: indexPath)
    }

    /// Fix: an item's `localObject` is its cell, which follows the image wherever it moves,
    /// so the trash finds it even after the gallery changed; an index path goes stale.
    override func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
        let items = super.dragItems(at: indexPath)
        for item in items {
            item.localObject = collectionView.cellForItem(at: indexPath)
        }
        return items
    }

    /// Fix: no gap for two or more of its own images. UIKit cancels a gap for a local move of
    /// several items (UIKitCore, `_UICollectionViewDragDestinationController
    /// -_effectiveDropProposalForProposal:`), so the tutorial's images fly back; with intent
    /// `unspecified` the drop is performed, and they land side by side (`performDropWith`).
    override func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let isSelf = (session.localDragSession?.localContext as? UICollectionView) == collectionView
        if isSelf, session.items.count > 1 {
            return UICollectionViewDropProposal(operation: .move, intent: .unspecified)
        }
        return super.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    /// Fix: its own images all land, side by side in drag order, from the destination on, in
    /// one batch of moves from where each is at the drop (one save); the tutorial's loop
    /// moves each from an index path the earlier moves made stale. Other apps' images then
    /// go through placeholders, as in the tutorial.
    override func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        moveTogether(coordinator.items.filter { $0.sourceIndexPath != nil }, coordinator: coordinator, to: destinationIndexPath)
        for item in coordinator.items where item.sourceIndexPath == nil {
            dropFromOtherApp(item, coordinator: coordinator, at: destinationIndexPath)
        }
    }

    /// The dragged images, each once, land from the destination on, pulled back so that the
    /// last one fits: a drop after the last cell no longer traps.
    private func moveTogether(_ items: [UICollectionViewDropItem], coordinator: UICollectionViewDropCoordinator, to destinationIndexPath: IndexPath) {
        var sources: [Int] = []
        for item in items {
            if let source = item.sourceIndexPath?.item, imageGallery.images.indices.contains(source), !sources.contains(source) {
                sources.append(source)
            }
        }
        guard !sources.isEmpty else { return }
        var images = imageGallery.images.enumerated().filter { !sources.contains($0.offset) }.map(\.element)
        let start = min(max(0, destinationIndexPath.item), images.count)
        images.insert(contentsOf: sources.map { imageGallery.images[$0] }, at: start)
        collectionView.performBatchUpdates({ [self] in
            if images != imageGallery.images {
                imageGallery.images = images
            }
            for (offset, source) in sources.enumerated() {
                collectionView.moveItem(at: IndexPath(item: source, section: 0), to: IndexPath(item: start + offset, section: 0))
            }
        })
        for item in items {
            if let source = item.sourceIndexPath?.item, let offset = sources.firstIndex(of: source) {
                coordinator.drop(item.dragItem, toItemAt: IndexPath(item: start + offset, section: 0))
            }
        }
    }

    /// Fix: the drop is decided once both loads have finished, in either order — committed
    /// unless one failed — where the tutorial decides when the URL arrives, losing the drop
    /// if the image is not there yet. The commit checks the index path it is handed.
    override func dropFromOtherApp(_ item: UICollectionViewDropItem, coordinator: UICollectionViewDropCoordinator, at destinationIndexPath: IndexPath) {
        let placeholderContext = coordinator.drop(
            item.dragItem,
            to: UICollectionViewDropPlaceholder(insertionIndexPath: destinationIndexPath, reuseIdentifier: Self.placeholderReuseIdentifier)
        )
        var imageURL: URL?
        var aspectRatio: Double?
        var cachedImage: UIImage?
        var finishedLoads = 0

        func loadFinished() {
            finishedLoads += 1
            guard finishedLoads == 2 else { return }
            if let imageURL, let aspectRatio, let cachedImage {
                imageCache.setObject(cachedImage, forKey: imageURL)
                placeholderContext.commitInsertion(dataSourceUpdates: { insertionIndexPath in
                    if (0...self.imageGallery.images.count).contains(insertionIndexPath.item) {
                        self.imageGallery.images.insert(ImageModel(url: imageURL, aspectRatio: aspectRatio), at: insertionIndexPath.item)
                    }
                })
            } else {
                placeholderContext.deletePlaceholder()
            }
        }

        item.dragItem.itemProvider.loadObject(ofClass: UIImage.self) { provider, error in
            DispatchQueue.main.async {
                if let image = provider as? UIImage {
                    aspectRatio = Double(image.size.width) / Double(image.size.height)
                    cachedImage = image
                }
                loadFinished()
            }
        }
        item.dragItem.itemProvider.loadObject(ofClass: URL.self) { url, error in
            DispatchQueue.main.async {
                if let url {
                    imageURL = url.imageURL
                }
                loadFinished()
            }
        }
    }
}
