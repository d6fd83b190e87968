import DragDropCore
import Foundation
import YAMLReader

/// Where a step puts a finger (docs/FORMAT.md, Steps: TARGET), as written; the runner resolves it
/// against the world.
public struct StepTarget: Equatable, Sendable {
    public var kind: Kind
    /// The list a `cell`, `empty` or `row` is in, named by `view` beside it; nil for the app's
    /// one collection view (a `row` always names its table). A list that is declared but not
    /// on screen is a finger over nothing.
    public var list: String?
    public var location: SourceLocation

    public init(_ kind: Kind, in list: String? = nil, location: SourceLocation) {
        self.kind = kind
        self.list = list
        self.location = location
    }

    public enum Kind: Equatable, Sendable {
        /// Over that cell of the list; for a move, the destination index path, the section's
        /// item count meaning its end.
        case cell(IndexPath)
        /// A point in the collection view's coordinates, hit-tested against its layout.
        case point(CGPoint)
        /// Over the list where no cell is.
        case empty
        /// A named view of the app; with a point, that point in the view's coordinates.
        case view(String, point: CGPoint?)
        /// A row of the table `list` names (`{view: NAME, row: N, section: S, part: P}`), at its
        /// middle unless `part` says; for a move, the section's row count is the bottom of its
        /// last row, where UIKit reports the end of the section.
        case row(IndexPath, part: TableView.RowPart? = nil)
        /// The header or footer of a section of the table `list` names (`{view: NAME, header: S}`).
        case header(Int)
        case footer(Int)
        /// An item another app offers.
        case source(app: String, item: String)
        /// Over another app named in `targets`.
        case app(String)
        /// Over nothing that accepts drops.
        case nowhere
    }
}
