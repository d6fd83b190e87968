import GalleryCore

extension GalleryGiven {
    /// Which code the gallery runs: the app's own variants, decoded by name.
    public typealias Variant = GalleryVariant
}
