/// An app that can draw its state: the gallery, the board and the canvas each adopt it
/// beside their own code, so an app added later draws itself the same way.
public protocol AppPicturing {
    /// The app as it is now, drawn in its own points.
    func picture() -> Picture
    /// The parts of `picture()` a pointer can be over, in the same points, later ones on top:
    /// what the studio hit-tests a press against. None by default: the whole picture is then
    /// `nowhere`.
    func regions() -> [Picture.Region]

    /// Where the view named `name` is drawn in `picture()`, so the reports draw a drag's
    /// finger over it; nil for a view the picture does not show.
    func placement(ofView name: String) -> Picture.Placement?
}

extension AppPicturing {
    public func regions() -> [Picture.Region] { [] }

    /// No view placed: a drag over the app is named beside the picture instead of drawn on it.
    public func placement(ofView name: String) -> Picture.Placement? { nil }
}
