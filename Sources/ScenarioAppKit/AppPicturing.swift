/// An app that can draw its state: the gallery, the board and the canvas each adopt it
/// beside their own code, so an app added later draws itself the same way.
public protocol AppPicturing {
    /// The app as it is now, drawn in its own points.
    func picture() -> Picture
}
