import Foundation
import YAMLReader

/// Where a step puts a finger (SCENARIOS.md §4, TARGET), as written; the runner resolves it
/// against the world.
public struct StepTarget: Equatable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public enum Kind: Equatable, Sendable {
        /// Over that cell of the collection view; for a move, the destination index path.
        case cell(IndexPath)
        /// A point in the collection view's coordinates, hit-tested against its layout.
        case point(CGPoint)
        /// Over the collection view where no cell is.
        case empty
        /// A named view of the app; with a point, that point in the view's coordinates.
        case view(String, point: CGPoint?)
        /// A row of the app's table view NAME (`{view: NAME, row: N, section: S}`); for a
        /// move, the section's row count is the end.
        case row(view: String, IndexPath)
        /// An item another app offers.
        case source(app: String, item: String)
        /// Over another app named in `targets`.
        case app(String)
        /// Over nothing that accepts drops.
        case nowhere
    }
}
