import Foundation

/// Where a finger is, once a scenario's target has been resolved against the world.
enum Hit {
    /// Over a collection view: the point, and the cell's index path (or none).
    case collection(CollectionView, point: CGPoint, indexPath: IndexPath?)
    /// Over a table: the point, and the row's index path (the row count for the end; none
    /// below the last row).
    case table(TableView, point: CGPoint, indexPath: IndexPath?)
    case view(View, point: CGPoint)
    case otherAppItem(OtherApp, id: String)
    case otherApp(OtherApp)
    case nowhere

    func point(in view: View) -> CGPoint {
        switch self {
        case .collection(let hitView, let point, _) where hitView === view: point
        case .table(let hitView, let point, _) where hitView === view: point
        case .view(let hitView, let point) where hitView === view: point
        default: view.center
        }
    }
}
