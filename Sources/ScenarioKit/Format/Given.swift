/// The app's starting state; which keys it has depends on the app (APPS.md).
public enum Given: Equatable, Sendable {
    case gallery(GalleryGiven)
    case board(BoardGiven)
    case canvas(CanvasGiven)

    /// Each app's state when the scenario has no `given`.
    public static func defaults(for app: AppKind) -> Given {
        switch app {
        case .gallery: .gallery(GalleryGiven())
        case .board: .board(BoardGiven())
        case .canvas: .canvas(CanvasGiven())
        }
    }

    /// The names `{view: NAME}` may use: the app's fixed views, or the canvas's given views.
    public var viewNames: [String] {
        switch self {
        case .gallery: AppKind.gallery.fixedViewNames
        case .board: AppKind.board.fixedViewNames
        case .canvas(let canvas): canvas.views.map(\.name)
        }
    }
}
