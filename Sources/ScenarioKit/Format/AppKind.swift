/// The app under test (APPS.md).
public enum AppKind: String, CaseIterable, Equatable, Sendable {
    case gallery, board, canvas

    /// Whether the app has a collection view, which `cell`, `point`, `empty` and `reorder` need.
    public var hasCollectionView: Bool { self != .canvas }

    /// The app's fixed named views; the canvas's views come from its `given`.
    public var fixedViewNames: [String] {
        switch self {
        case .gallery: ["collection", "trash"]
        case .board: ["collection"]
        case .canvas: []
        }
    }
}
