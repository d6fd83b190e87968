/// Which gallery code runs: the finished tutorial as published, the project's fix of it, or
/// the tutorial at an earlier stage of the article.
public enum GalleryVariant: String, Sendable, CaseIterable {
    /// The tutorial's finished code, quirks included (docs/GUIDE.md, The apps).
    case tutorial
    /// The same app with the tutorial's quirks fixed (README): launch never writes and keeps
    /// a store it cannot read; an external drop waits for both loads; a multi-item move lands
    /// every dragged image; the trash and a failed fetch find images by their cells. It also
    /// writes the `moveItemAt` the tutorial lacks, so UIKit can reorder it interactively.
    /// Each fix is an override in `CorrectedImageGalleryCollectionViewController` or
    /// `CorrectedGarbageView`.
    case corrected
    /// A stage of the article's construction: the gallery before `performDrop` is written,
    /// whose drops put nothing in it (`BeforePerformDropImageGalleryCollectionViewController`).
    case beforePerformDrop = "before-perform-drop"
    /// A stage of the article's construction: the local move's `deleteItems` and `insertItems`
    /// outside `performBatchUpdates`, which crashes the app
    /// (`UnbatchedMoveImageGalleryCollectionViewController`).
    case unbatchedMove = "unbatched-move"
}
