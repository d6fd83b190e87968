import Foundation

extension DragScene {
    /// Where a finger is, by names a picture can look up.
    public enum Place: Equatable, Sendable {
        /// Over one of the app's views, at a point in its own coordinates.
        case view(String, point: CGPoint)
        /// On an item another app offers.
        case otherAppItem(String, id: String)
        /// Over another app.
        case otherApp(String)
        /// Over nothing that takes part in drag and drop.
        case nowhere

        init(_ hit: Hit) {
            switch hit {
            case .collection(let view, let point, _): self = .view(view.name, point: point)
            case .table(let view, let point, _): self = .view(view.name, point: point)
            case .view(let view, let point): self = .view(view.name, point: point)
            case .otherAppItem(let app, let id): self = .otherAppItem(app.name, id: id)
            case .otherApp(let app): self = .otherApp(app.name)
            case .nowhere: self = .nowhere
            }
        }
    }
}
