import GalleryCore

/// The gallery's starting state.
public struct GalleryGiven: Equatable, Sendable {
    /// The gallery's images; nil means none were given, so the app starts from `saved`, or
    /// from the tutorial's three test images when nothing was saved either.
    public var images: [Image]?
    /// Images per row.
    public var columns: Int
    /// The collection view's width in points.
    public var width: Double
    /// The store's raw JSON text under `SavedGalleries`, to start from a saved or corrupt store.
    public var saved: String?
    public var variant: Variant

    public init(images: [Image]? = nil, columns: Int = 3, width: Double = 768, saved: String? = nil, variant: Variant = .tutorial) {
        self.images = images
        self.columns = columns
        self.width = width
        self.saved = saved
        self.variant = variant
    }
}
