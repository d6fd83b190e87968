extension DragItem {
    /// How an item left the screen when its drag ended, as its preview showed it.
    public enum Ending: Equatable, Sendable {
        /// Dropped: the preview flew to the target `previewForDropping` gave (nil: none asked).
        case dropped(DragPreview?)
        /// Cancelled with a preview: it flew back along `previewForCancelling`'s answer.
        case returned(DragPreview)
        /// Cancelled with no preview (`previewForCancelling` returned nil): it faded out
        /// where it was.
        case fadedOut
    }
}
