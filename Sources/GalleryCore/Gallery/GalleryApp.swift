import UIKitNames

/// The tutorial's Image Gallery (seed 000; docs/GUIDE.md): a collection view of images and a trash,
/// saving the gallery to the device's store after every change.
///
/// What it starts with, at the first launch and at every relaunch alike (the tutorial's
/// `viewDidLoad` sets up its images, then `viewWillAppear` replaces them with the saved
/// gallery if there is one):
/// 1. the gallery saved under `SavedGalleries`, if the store holds anything there — and an
///    empty gallery, with a warning in the trace, if that does not decode; the tutorial
///    saves what it loaded at once (overwriting a store it could not read), the corrected
///    app never writes at launch;
/// 2. else the configuration's `images`, or the tutorial's three test images, unsaved.
/// So a relaunch before the gallery ever changed starts again from `images`.
public final class GalleryApp {
    public let system: DragDropSystem
    public let configuration: GalleryConfiguration
    /// The images the app sets up, as the model holds them: an image whose URL
    /// `URL(string:)` refuses cannot be one (a scenario's `given` refuses it).
    private let startingImages: [ImageModel]
    private var controller: ImageGalleryCollectionViewController
    private var garbageView: UIView

    /// Launches the app; the configuration's `saved` text is put in the store first, and
    /// the network serves the configured images, the first listing of a URL winning.
    public init(system: DragDropSystem, configuration: GalleryConfiguration = GalleryConfiguration()) {
        self.system = system
        self.configuration = configuration
        if let saved = configuration.saved {
            system.defaults.set(Data(saved.utf8), forKey: ImageGalleryCollectionViewController.savedGalleriesKey)
        }
        let given = (configuration.images ?? GalleryConfiguration.tutorialTestImages).compactMap { image in
            URL(string: image.url).map { (image: image, url: $0) }
        }
        // Last to first, so that a URL listed twice serves as its first listing says.
        system.network.reserveCapacity(given.count)
        for (image, url) in given.reversed() {
            system.network.serve(url, aspectRatio: image.aspect, after: image.fetchDelay, failingWith: image.fetchFailure)
        }
        // JSON has no infinities or NaN: such a ratio, which no scenario can give, is square.
        startingImages = given.map { ImageModel(url: $0.url, aspectRatio: $0.image.aspect.isFinite ? $0.image.aspect : 1) }
        (controller, garbageView) = Self.launch(system, configuration, images: startingImages)
    }

    /// Makes the variant's controller and trash, loads the gallery and installs the views;
    /// cells start fetching their images.
    private static func launch(_ system: DragDropSystem, _ configuration: GalleryConfiguration, images: [ImageModel]) -> (ImageGalleryCollectionViewController, UIView) {
        let controller: ImageGalleryCollectionViewController
        let garbageView: UIView
        switch configuration.variant {
        case .tutorial:
            controller = ImageGalleryCollectionViewController(images: images, columns: configuration.columns, width: configuration.width, system: system)
            garbageView = GarbageView()
        case .corrected:
            controller = CorrectedImageGalleryCollectionViewController(images: images, columns: configuration.columns, width: configuration.width, system: system)
            garbageView = CorrectedGarbageView()
        case .beforePerformDrop:
            controller = BeforePerformDropImageGalleryCollectionViewController(images: images, columns: configuration.columns, width: configuration.width, system: system)
            // The trash of `ImageGallery_beginning`: a view in the navigation bar, no drop interaction yet.
            garbageView = UIView(name: "trash", size: CGSize(width: 44, height: 44))
        case .unbatchedMove:
            controller = UnbatchedMoveImageGalleryCollectionViewController(images: images, columns: configuration.columns, width: configuration.width, system: system)
            garbageView = GarbageView()
        }
        if configuration.height.isFinite, configuration.height > 0 {
            controller.collectionView.bounds.size.height = configuration.height
        }
        controller.viewDidLoad()
        controller.viewWillAppear()
        system.install(controller.collectionView)
        system.install(garbageView)
        controller.collectionView.reloadData()
        return (controller, garbageView)
    }

    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        (controller, garbageView) = Self.launch(system, configuration, images: startingImages)
    }

    public var collectionView: CollectionView? { controller.collectionView }

    public func view(named name: String) -> View? {
        system.view(named: name)
    }

    public var variant: GalleryVariant { configuration.variant }

    /// The gallery's images, in order.
    public var images: [ImageModel] { controller.imageGallery.images }

    /// What the store holds under `SavedGalleries`; nil when nothing is saved or it does not decode.
    public var savedImages: [ImageModel]? {
        system.defaults.data(forKey: ImageGalleryCollectionViewController.savedGalleriesKey).flatMap { ImageGallery(json: $0) }?.images
    }

    /// The store's raw text under `SavedGalleries`.
    public var savedJSON: String? {
        system.defaults.data(forKey: ImageGalleryCollectionViewController.savedGalleriesKey).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The width of every image's cell: the tutorial's `predefinedWidth`.
    public var itemWidth: Double { controller.predefinedWidth }

    /// Drop placeholders still showing.
    public var placeholders: Int { controller.collectionView.numberOfPlaceholders }

    /// The image a cell shows, once fetched (or the error image); nil before, or past the end.
    public func image(at index: Int) -> UIImage? {
        (controller.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? ImageCollectionViewCell)?.image
    }
}
