extension GalleryGiven {
    /// Which code the gallery runs: the tutorial's, quirks included, or the project's fix.
    public enum Variant: String, CaseIterable, Equatable, Sendable {
        case tutorial, corrected
    }
}
