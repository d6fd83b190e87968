import UIKitNames

/// The tutorial's `ImageGalleryCollectionViewController` (BestKora/Article-Drag-Drop,
/// `ImageGallery_finished`), method by method, quirks included (docs/GUIDE.md, The apps).
///
/// Where UIKit gives the tutorial something, the device gives it here: the store for
/// `UserDefaults.standard`, `[trapping:]` for Swift's own index checks (so a trap reads the
/// same in an optimised build). Not being a
/// `UICollectionViewController`, it owns its collection view; `viewDidLoad` sets it as the
/// view's data source and delegates, as that class does. The corrected app is a subclass,
/// `CorrectedImageGalleryCollectionViewController`, overriding where it differs.
///
/// The tutorial writes no `collectionView(_:moveItemAt:to:)`, and its superclass gives it
/// none. Read in UIKitCore (iOS 26.1): `UICollectionViewController`'s `@implementation` has no
/// data-source method at all — no `collectionView:moveItemAtIndexPath:toIndexPath:`, no
/// `collectionView:canMoveItemAtIndexPath:` (Swift's `override` on them is the importer's copy
/// of the protocol, not code of the class) — and its `-_installReorderingGestureIfNecessary`
/// asks `UICollectionView -_dataSourceSupportsReordering` before installing its reordering
/// gesture; `UICollectionView` keeps `dataSourceMoveItemAtIndexPath` and
/// `dataSourceCanMoveItemAtIndexPath` bits in its `_collectionViewFlags`, the
/// `respondsToSelector:` answers taken when the data source is set. So for UIKit the
/// tutorial's data source cannot reorder (`-_canReorderItemAtIndexPath:` is false; its body,
/// deep in `UICollectionView.mm`, was not read, so the link from the flag is medium
/// evidence): interactive movement never begins, and a lift on a cell whose image has not
/// arrived, for which `itemsForBeginning` gives nothing, begins no reorder-only drag
/// (`_UICollectionViewDragSourceController -dragInteraction:itemsForBeginningSession:` makes
/// its own item only where `-_canReorderItemAtIndexPath:` says yes). The corrected app writes
/// `moveItemAt`.
class ImageGalleryCollectionViewController: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    static let savedGalleriesKey = "SavedGalleries"
    static let placeholderReuseIdentifier = "DropPlaceholderCell"
    static let imageCellReuseIdentifier = "Image Cell"

    // MARK: - Public API, Model

    /// Saved after every change, so a change made in two steps (a move) saves twice.
    var imageGallery: ImageGallery {
        didSet { save() }
    }

    let collectionView: UICollectionView
    let defaults: KeyValueStore
    let imageCache = ImageCache()
    let system: DragDropSystem
    /// The project's layout: `columns` images per row (the tutorial's `Constants.columnCount`).
    private let columns: Int

    /// The model starts as the images the tutorial's first version set up in `viewDidLoad`;
    /// `viewWillAppear` replaces them with the saved gallery, if there is one.
    init(images: [ImageModel], columns: Int, width: Double, system: DragDropSystem) {
        imageGallery = ImageGallery(images: images)
        self.columns = max(1, columns)
        self.system = system
        defaults = system.defaults
        let width = width.isFinite ? max(0, width) : 768
        // The storyboard's flow layout: no spacing, no insets, square items a column wide.
        let itemWidth = (width / Double(self.columns)).rounded(.down)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
        collectionView = UICollectionView(name: "collection", width: width, collectionViewLayout: layout)
    }

    /// The tutorial's `didSet` of `imageGallery`: the gallery's JSON under `SavedGalleries`
    /// (`app saved N images` in the trace). Corrected: first keeps a store it could not read.
    func save() {
        if let json = imageGallery.json {
            defaults.set(json, forKey: Self.savedGalleriesKey)
            system.trace.record("app", "saved \(imageGallery.images.count) images")
        }
    }

    // MARK: - Live cycle methods

    /// The tutorial sets the drag and drop delegates and adds the pinch that sets how many
    /// images fit in a row; `UICollectionViewController` sets the rest, and the storyboard
    /// registers the `Image Cell` prototype.
    func viewDidLoad() {
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(ImageCollectionViewCell.self, forCellWithReuseIdentifier: Self.imageCellReuseIdentifier)
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.addGestureRecognizer(UIPinchGestureRecognizer(
            target: self,
            action: ImageGalleryCollectionViewController.zoom)
        )
    }

    /// The saved gallery replaces the images set up, when the store holds one. Assigning it
    /// saves (`didSet`): a good store is written again as read, and one that does not decode
    /// is overwritten with the empty gallery — the user's data is lost (a quirk).
    /// Corrected: loads without writing.
    func viewWillAppear() {
        if let jsonData = defaults.data(forKey: Self.savedGalleriesKey) {
            imageGallery = savedGallery(from: jsonData) ?? ImageGallery()
        }
    }

    /// `ImageGallery(json:)`, with a warning in the trace when the data does not decode.
    func savedGallery(from jsonData: Data) -> ImageGallery? {
        let gallery = ImageGallery(json: jsonData)
        if gallery == nil {
            system.trace.record("app", "warning: saved gallery does not decode; starting empty")
        }
        return gallery
    }

    // MARK: - UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        imageGallery.images.count
    }

    /// A dequeued cell — new, or one whose item scrolled out of view — which fetches its
    /// image as soon as it has a URL. The model is subscripted unchecked. Corrected: an empty
    /// cell for an item it lacks.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.imageCellReuseIdentifier, for: indexPath)
        if let imageCell = cell as? ImageCollectionViewCell {
            imageCell.imageCache = imageCache
            imageCell.changeAspectRatio = changeAspectRatio(of: imageCell, madeAt: indexPath)
            imageCell.imageURL = imageGallery.images[trapping: indexPath.item].url
        }
        return cell
    }

    /// The closure `cellForItemAt` gives each cell, called when its fetch fails: an image
    /// whose ratio is outside 0.95–1.05 becomes square, so the error image is not stretched.
    /// It captures the index path the cell was made for, and subscripts the model with it
    /// unchecked: past the end of a gallery that shrank meanwhile, Swift traps and the app
    /// dies, as the real one does. Corrected: the image where the cell is now.
    func changeAspectRatio(of imageCell: ImageCollectionViewCell, madeAt indexPath: IndexPath) -> () -> Void {
        return { [weak self] in
            if let aspectRatio = self?.imageGallery.images[trapping: indexPath.item].aspectRatio, aspectRatio < 0.95 || aspectRatio > 1.05 {
                self?.imageGallery.images[trapping: indexPath.item].aspectRatio = 1.0
                self?.flowLayout?.invalidateLayout()
            }
        }
    }

    // MARK: - UICollectionViewDelegateFlowLayout

    var flowLayout: UICollectionViewFlowLayout? {
        return collectionView.collectionViewLayout as? UICollectionViewFlowLayout
    }

    /// The pinch's handler: at each change, the scale so far times the pinch's, and the
    /// pinch's reset to 1, so the next change is measured from here.
    func zoom(_ gesture: UIPinchGestureRecognizer) {
        if gesture.state == .changed {
            scale *= gesture.scale
            gesture.scale = 1.0
        }
    }

    private struct Constants {
        static let minWidthRation = CGFloat(0.03)
    }

    /// How much the pinches so far have widened the images; a change lays the cells out again.
    private var scale: CGFloat = 1 {
        didSet {
            collectionView.collectionViewLayout.invalidateLayout()
        }
    }

    private var boundsCollectionWidth: CGFloat { max(0, collectionView.bounds.width) }
    private var gapItems: CGFloat { (flowLayout?.minimumInteritemSpacing ?? 0) * CGFloat(columns - 1) }
    private var gapSections: CGFloat { (flowLayout?.sectionInset.right ?? 0) * 2.0 }

    /// The tutorial's `predefinedWidth`: the collection's width less the gaps over the
    /// columns, rounded down (the storyboard's flow layout has no spacing and no insets),
    /// times the pinch's scale; at least 3 % of the collection's width, at most all of it.
    var predefinedWidth: Double {
        let width = ((boundsCollectionWidth - gapItems - gapSections) / Double(columns)).rounded(.down) * scale
        return min(max(width, boundsCollectionWidth * Constants.minWidthRation), boundsCollectionWidth)
    }

    /// As wide as a column, `width / aspectRatio` tall; square when that is no number. The
    /// model is subscripted unchecked. Corrected: no size for an item it lacks.
    func collectionView(_ collectionView: UICollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        let width = predefinedWidth
        let aspectRatio = imageGallery.images[trapping: indexPath.item].aspectRatio
        let height = aspectRatio > 0 ? width / aspectRatio : width
        return CGSize(width: width, height: height.isFinite ? height : width)
    }

    // MARK: - UICollectionViewDragDelegate

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        session.localContext = collectionView
        return dragItems(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        dragItems(at: indexPath)
    }

    /// The cell's image, once fetched, as one item whose `localObject` is its index path.
    /// Corrected: the cell, which follows the image as it moves.
    func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
        if let itemCell = collectionView.cellForItem(at: indexPath) as? ImageCollectionViewCell, let image = itemCell.image {
            let dragItem = UIDragItem(itemProvider: NSItemProvider(object: image))
            dragItem.localObject = indexPath
            return [dragItem]
        } else {
            return []
        }
    }

    // MARK: - UICollectionViewDropDelegate

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        let isSelf = (session.localDragSession?.localContext as? UICollectionView) == collectionView
        if isSelf {
            return session.canLoadObjects(ofClass: UIImage.self)
        } else {
            return session.canLoadObjects(ofClass: URL.self) && session.canLoadObjects(ofClass: UIImage.self)
        }
    }

    /// A move into a gap for its own images, a copy for other apps'. UIKit turns the gap for
    /// two or more of its own images into a cancel (UIKitCore, `_UICollectionViewDragDestinationController
    /// -_effectiveDropProposalForProposal:`): they fly back. Corrected: no gap for several.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let isSelf = (session.localDragSession?.localContext as? UICollectionView) == collectionView
        return UICollectionViewDropProposal(operation: isSelf ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    /// Each of its own images is removed and inserted at the destination (two saves), with
    /// nothing checked: a destination past the end (a drop after the last cell) makes Swift
    /// trap in `insert`, and the app dies. Another app's image goes through a placeholder.
    /// Several of its own images reach the loop only in a drag another app began (a local
    /// multi-item move is cancelled, see `dropSessionDidUpdate`).
    /// Corrected: its own images land together, side by side.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        for item in coordinator.items {
            if let sourceIndexPath = item.sourceIndexPath {
                // Drag locally
                collectionView.performBatchUpdates({ [self] in
                    let imageInfo = imageGallery.images.remove(trappingAt: sourceIndexPath.item)
                    imageGallery.images.insert(imageInfo, trappingAt: destinationIndexPath.item)
                    collectionView.deleteItems(at: [sourceIndexPath])
                    collectionView.insertItems(at: [destinationIndexPath])
                })
                coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
            } else {
                dropFromOtherApp(item, coordinator: coordinator, at: destinationIndexPath)
            }
        }
    }

    /// The tutorial's "Drag from other app": a placeholder while the image (for its aspect
    /// ratio) and the URL load, each completion hopping to the main queue. It decides when
    /// the URL arrives: committed if the image is already there, else the placeholder goes
    /// and the drop is lost (a quirk). The commit inserts unchecked. Corrected:
    /// decided once both loads have finished.
    func dropFromOtherApp(_ item: UICollectionViewDropItem, coordinator: UICollectionViewDropCoordinator, at destinationIndexPath: IndexPath) {
        let placeholderContext = coordinator.drop(
            item.dragItem,
            to: UICollectionViewDropPlaceholder(insertionIndexPath: destinationIndexPath, reuseIdentifier: Self.placeholderReuseIdentifier)
        )
        var imageURL: URL?
        var aspectRatio: Double?
        var cachedImage: UIImage?

        // Load UIImage
        item.dragItem.itemProvider.loadObject(ofClass: UIImage.self) { provider, error in
            DispatchQueue.main.async {
                if let image = provider as? UIImage {
                    aspectRatio = Double(image.size.width) / Double(image.size.height)
                    cachedImage = image
                }
            }
        }

        // Load URL
        item.dragItem.itemProvider.loadObject(ofClass: URL.self) { url, error in
            DispatchQueue.main.async {
                if let url {
                    imageURL = url.imageURL
                }
                if let imageURL, let aspectRatio, let cachedImage {
                    self.imageCache.setObject(cachedImage, forKey: imageURL)
                    placeholderContext.commitInsertion(dataSourceUpdates: { insertionIndexPath in
                        self.imageGallery.images.insert(ImageModel(url: imageURL, aspectRatio: aspectRatio), trappingAt: insertionIndexPath.item)
                    })
                } else {
                    placeholderContext.deletePlaceholder()
                }
            }
        }
    }
}
