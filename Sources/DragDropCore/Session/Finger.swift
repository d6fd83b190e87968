/// What one finger is doing.
enum Finger {
    /// Down and holding: the long press has not been recognised yet.
    case touching(Hit)
    /// Holding a drag session.
    case dragging(DragSession)
}
