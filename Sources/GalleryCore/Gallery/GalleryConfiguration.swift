/// A scenario's `given` for the gallery (docs/FORMAT.md). Any values are accepted: the app clamps
/// what it cannot use rather than fail.
public struct GalleryConfiguration: Equatable, Sendable {
    /// The images the app sets up at launch when nothing is saved; nil: the tutorial's test
    /// images. One whose URL `URL(string:)` refuses is left out (`given` refuses it).
    public var images: [GalleryImage]?
    /// Images per row; fewer than 1 counts as 1.
    public var columns: Int
    /// The collection view's width in points; negative counts as 0, non-finite as 768.
    public var width: Double
    /// The collection view's height in points, what it shows of its content at once; not a
    /// positive finite number counts as 1024.
    public var height: Double = 1024
    /// The store's raw text under `SavedGalleries` before the first launch (a saved or corrupt
    /// gallery); nil leaves the store empty.
    public var saved: String?
    public var variant: GalleryVariant

    public init(images: [GalleryImage]? = nil, columns: Int = 3, width: Double = 768, saved: String? = nil, variant: GalleryVariant = .tutorial) {
        self.images = images
        self.columns = columns
        self.width = width
        self.saved = saved
        self.variant = variant
    }

    /// The test images of the tutorial's first version (`ImageGallery_beginning`, viewDidLoad).
    public static let tutorialTestImages: [GalleryImage] = [
        GalleryImage(url: "http://www.planetware.com/photos-large/F/france-paris-eiffel-tower.jpg", aspect: 0.67),
        GalleryImage(url: "https://adriatic-lines.com/wp-content/uploads/2015/04/canal-of-Venice.jpg", aspect: 1.5),
        GalleryImage(url: "http://www.picture-newsletter.com/arctic/arctic-12.jpg", aspect: 0.8),
    ]
}
