import DragDropCore
import Foundation

/// The tutorial's `ImageGalleryCollectionViewController`: the collection view's data source,
/// delegate (for the flow layout's sizes), drag delegate and drop delegate.
///
/// Launching is its `viewDidLoad` (the images the app sets up: the configuration's, or the
/// tutorial's test images) and `viewWillAppear` (the saved gallery, when the store holds
/// `SavedGalleries`) — on every launch alike, so a relaunch before any change starts again
/// from those images. See `viewWillAppear()` for what launch writes.
final class ImageGalleryCollectionViewController {
    static let savedGalleriesKey = "SavedGalleries"
    /// Where the corrected app keeps a store it could not read, before its first save over it.
    static let unreadableKey = "SavedGalleries.unreadable"
    static let placeholderReuseIdentifier = "DropPlaceholderCell"

    let collectionView: CollectionView
    let variant: GalleryVariant
    let system: DragDropSystem
    let fetcher: ImageFetcher
    private let columns: Int

    /// The model; every change is saved, as the tutorial's `didSet` saves it (so a change
    /// made in two steps saves twice), and may resize items (an aspect ratio), so the layout
    /// is invalidated too.
    ///
    /// `@exclusivity(unchecked)`, as the engine's state is (see `DragDropSystem`): the app runs
    /// on the engine's one thread, and the runtime's checks cost more than the layout's
    /// questions of the model they guarded.
    @exclusivity(unchecked) var imageGallery: ImageGallery {
        didSet {
            collectionView.invalidateLayout()
            if !isLoadingStore { save() }
        }
    }

    /// Set while the corrected app loads the store, which it never writes at launch.
    @exclusivity(unchecked) private var isLoadingStore = false
    /// The corrected app's unreadable store text, kept aside at its first save.
    @exclusivity(unchecked) private var unreadableStore: String?
    /// Makes each save's text from the last one's, and remembers both.
    @exclusivity(unchecked) private var jsonWriter = GalleryJSONWriter()
    /// What every cell calls when its fetch fails, with the index path it was made for: one
    /// closure for all cells, not one (and a weak reference) per cell.
    private lazy var changeAspectRatio: (ImageCollectionViewCell) -> Void = { [weak self] cell in
        self?.fetchFailed(in: cell, madeAt: cell.madeAt)
    }

    init(system: DragDropSystem, configuration: GalleryConfiguration) {
        self.system = system
        self.variant = configuration.variant
        let width = configuration.width.isFinite ? max(0, configuration.width) : 768
        columns = max(1, configuration.columns)
        let itemWidth = (width / Double(columns)).rounded(.down)
        collectionView = CollectionView(name: "collection", width: width, layout: FlowLayout(itemSize: CGSize(width: itemWidth, height: itemWidth)))
        let images = configuration.images ?? GalleryConfiguration.tutorialTestImages
        fetcher = ImageFetcher(system: system, images: images)
        imageGallery = ImageGallery(images: images.map { ImageModel(url: $0.url, aspectRatio: Self.usableAspectRatio($0.aspect)) })
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    /// A text the store still owes is made while the model it was saved from is here.
    deinit {
        system.defaults.makeDeferredText(forKey: Self.savedGalleriesKey, by: self)
    }

    /// `viewWillAppear`: the saved gallery replaces the images set up, when the store holds one.
    ///
    /// The tutorial assigns `imageGallery = ImageGallery(json:) ?? ImageGallery()`, so its
    /// `didSet` saves at launch: a good store is saved again as read, and a store that does not
    /// decode is overwritten with the empty gallery — the user's data is lost (APPS.md, a
    /// quirk). The corrected app never writes at launch, and keeps text it could not read
    /// under `SavedGalleries.unreadable` before its first save over it.
    func viewWillAppear() {
        guard let saved = system.defaults.string(forKey: Self.savedGalleriesKey) else { return }
        let decoded = ImageGallery(json: saved)
        if decoded == nil {
            system.trace.record("app", "warning: saved gallery does not decode; starting empty")
        }
        switch variant {
        case .tutorial:
            imageGallery = decoded ?? ImageGallery()
        case .corrected:
            if decoded == nil { unreadableStore = saved }
            isLoadingStore = true
            imageGallery = decoded ?? ImageGallery()
            isLoadingStore = false
        }
    }

    /// The gallery the store's `text` encodes, when it is the text this controller saved
    /// last: reading the store back then needs no decoding.
    func lastSavedGallery(ifSavedAs text: String) -> ImageGallery? {
        guard !jsonWriter.text.isEmpty, jsonWriter.text == text else { return nil }
        return ImageGallery(images: jsonWriter.images)
    }

    /// JSON has no infinities or NaN, so such a ratio becomes 1.0 before it enters the model.
    static func usableAspectRatio(_ ratio: Double) -> Double {
        ratio.isFinite ? ratio : 1.0
    }

    /// Writes the gallery under `SavedGalleries` and traces `app  saved N images`; the corrected
    /// app first moves a store it could not read aside, so nothing the user had is lost.
    private func save() {
        if let unreadable = unreadableStore {
            unreadableStore = nil
            system.defaults.set(unreadable, forKey: Self.unreadableKey)
            system.trace.record("app", "warning: kept the saved gallery that does not decode under \(Self.unreadableKey)")
        }
        // The text is made when the store is read: every change of the model saves again, so
        // the store then holds this save's text; a save superseded unread costs nothing.
        system.defaults.setDeferred(forKey: Self.savedGalleriesKey, by: self)
        // Joined at its size (`TraceText`): this line is made at every save, twice per move.
        system.trace.record("app", TraceText.join("saved ", String(imageGallery.images.count), " images"))
    }

    /// A cell's fetch failed: a ratio outside 0.95–1.05 becomes 1.0, so the error image is
    /// not stretched. The tutorial's closure subscripts the model, unchecked, with the index
    /// path the cell was made for — past the end of a gallery that shrank meanwhile, Swift
    /// traps and the app dies, as the real one does; the corrected app asks where the cell is
    /// now (nothing, once it is gone).
    private func fetchFailed(in cell: ImageCollectionViewCell, madeAt indexPath: IndexPath) {
        let target: IndexPath
        switch variant {
        case .tutorial:
            target = indexPath
        case .corrected:
            guard let now = collectionView.indexPath(for: cell), imageGallery.images.indices.contains(now.item) else { return }
            target = now
        }
        let aspectRatio = imageGallery.images[trapping: target.item].aspectRatio
        if aspectRatio < 0.95 || aspectRatio > 1.05 {
            imageGallery.images[trapping: target.item].aspectRatio = 1.0
        }
    }

    /// Whether the model has an entry at `indexPath`: the corrected app asks before it
    /// subscripts; the tutorial never asks, so where it is wrong Swift traps.
    private func hasImage(at indexPath: IndexPath) -> Bool {
        variant == .tutorial || imageGallery.images.indices.contains(indexPath.item)
    }
}

// MARK: - Saving

/// The saved gallery's text, made when the store is first read after a save.
extension ImageGalleryCollectionViewController: KeyValueStoreWriter {
    func text(forKey key: String) -> String {
        jsonWriter.json(of: imageGallery)
    }
}

// MARK: - Data source

/// `moveItemAt` makes the gallery reorderable by interactive movement (seed 004).
extension ImageGalleryCollectionViewController: CollectionViewMoveDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        imageGallery.images.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = ImageCollectionViewCell(fetcher: fetcher, trace: system.trace, madeAt: indexPath)
        cell.changeAspectRatio = changeAspectRatio
        if hasImage(at: indexPath) {
            cell.imageURL = imageGallery.images[trapping: indexPath.item].url
        }
        return cell
    }

    /// Moves the model entry in one change, so one save.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        var images = imageGallery.images
        guard images.indices.contains(sourceIndexPath.item), images.indices.contains(destinationIndexPath.item) else { return }
        images.insert(images.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        imageGallery.images = images
    }
}

// MARK: - Flow layout

extension ImageGalleryCollectionViewController: CollectionViewDelegate {
    /// `floor(width / columns)` wide, `width / aspectRatio` tall; square when the ratio is not
    /// a positive number.
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        let item = indexPath.item
        let isInRange = imageGallery.images.indices.contains(item)
        guard variant == .tutorial || isInRange else { return nil }
        let width = (max(0, collectionView.bounds.width) / Double(columns)).rounded(.down)
        // Read in place when in range, not through a copy of the array (a retain and a
        // release per item of every layout): the trapping accessor copies the entry,
        // retaining its URL, a cold object per item of every layout of a large gallery.
        let aspectRatio = isInRange ? imageGallery.images[item].aspectRatio : imageGallery.images[trapping: item].aspectRatio
        let height = aspectRatio > 0 ? width / aspectRatio : width
        return CGSize(width: width, height: height.isFinite ? height : width)
    }
}

// MARK: - Drag

extension ImageGalleryCollectionViewController: CollectionViewDragDelegate {
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        session.localContext = collectionView
        return dragItems(at: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] {
        dragItems(at: indexPath)
    }

    /// The cell's image, once fetched, as one item. Its `localObject` is the index path in the
    /// tutorial; the corrected app keeps the cell, which follows the image wherever it moves.
    private func dragItems(at indexPath: IndexPath) -> [DragItem] {
        guard let cell = collectionView.cellForItem(at: indexPath) as? ImageCollectionViewCell, let image = cell.image else {
            return []
        }
        let dragItem = DragItem(itemProvider: ItemProvider(object: image))
        switch variant {
        case .tutorial: dragItem.localObject = indexPath
        case .corrected: dragItem.localObject = cell
        }
        return [dragItem]
    }
}
