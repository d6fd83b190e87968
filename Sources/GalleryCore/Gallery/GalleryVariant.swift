/// Which gallery code runs: the finished tutorial as published, or the project's fix of it.
public enum GalleryVariant: String, Sendable, CaseIterable {
    /// The tutorial's finished code, quirks included (APPS.md).
    case tutorial
    /// The same app with the tutorial's quirks fixed, each an override of
    /// `CorrectedImageGalleryCollectionViewController` or `CorrectedGarbageView`:
    /// - launch never writes, and a store that does not decode is kept aside before the first
    ///   save over it;
    /// - an external drop commits once both loads have finished, in either order, and deletes
    ///   its placeholder only if a load failed;
    /// - a multi-item local move moves every dragged item: they land consecutively, in drag
    ///   order, from the destination on (pulled back so that the last fits), in one batch of
    ///   moves from where each item is when the drop is performed;
    /// - the trash deletes the dragged images themselves, found by their cells, even when the
    ///   gallery changed during the drag;
    /// - a failed fetch squares the image the cell shows now, not the one at the index path the
    ///   cell was made for.
    case corrected
}
