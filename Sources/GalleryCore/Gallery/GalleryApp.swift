import DragDropCore
import Foundation

/// The tutorial's Image Gallery (seed 000, APPS.md): a collection view of images and a trash,
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
    private var controller: ImageGalleryCollectionViewController
    private var garbageView: GarbageView

    /// Launches the app; the configuration's `saved` text is put in the store first.
    public init(system: DragDropSystem, configuration: GalleryConfiguration = GalleryConfiguration()) {
        self.system = system
        self.configuration = configuration
        if let saved = configuration.saved {
            system.defaults.set(saved, forKey: ImageGalleryCollectionViewController.savedGalleriesKey)
        }
        (controller, garbageView) = Self.launch(system, configuration)
    }

    /// Installs the views and loads the gallery; cells start fetching their images.
    private static func launch(_ system: DragDropSystem, _ configuration: GalleryConfiguration) -> (ImageGalleryCollectionViewController, GarbageView) {
        let controller = ImageGalleryCollectionViewController(system: system, configuration: configuration)
        controller.viewWillAppear()
        let garbageView = GarbageView(variant: configuration.variant)
        system.install(controller.collectionView)
        system.install(garbageView)
        controller.collectionView.reloadData()
        return (controller, garbageView)
    }

    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        (controller, garbageView) = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { controller.collectionView }

    public func view(named name: String) -> View? {
        system.view(named: name)
    }

    public var variant: GalleryVariant { configuration.variant }

    /// The gallery's images, in order.
    public var images: [ImageModel] { controller.imageGallery.images }

    /// What the store holds under `SavedGalleries`; nil when nothing is saved or it does not decode.
    /// Text this launch saved is not decoded again: what decoding it gives is known. A save
    /// whose text is still to be made is the gallery as it is now, so the text is not made.
    public var savedImages: [ImageModel]? {
        if system.defaults.isDeferred(forKey: ImageGalleryCollectionViewController.savedGalleriesKey, by: controller) {
            return controller.imageGallery.decodedFromJSON?.images
        }
        guard let text = system.defaults.string(forKey: ImageGalleryCollectionViewController.savedGalleriesKey) else { return nil }
        if let saved = controller.lastSavedGallery(ifSavedAs: text) { return saved.decodedFromJSON?.images }
        return ImageGallery(json: text)?.images
    }

    /// The store's raw text under `SavedGalleries`.
    public var savedJSON: String? {
        system.defaults.string(forKey: ImageGalleryCollectionViewController.savedGalleriesKey)
    }

    /// Drop placeholders still showing.
    public var placeholders: Int { controller.collectionView.numberOfPlaceholders }

    /// The image a cell shows, once fetched (or the error image); nil before, or past the end.
    public func image(at index: Int) -> Image? {
        (controller.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? ImageCollectionViewCell)?.image
    }
}
