import Foundation

extension TableView {
    /// Where a drop over the table would land now, as UIKit shows it under the finger: a gap
    /// opening at `indexPath` (`insertAtDestinationIndexPath`) or the row there highlighted
    /// (`insertIntoDestinationIndexPath`), `automatic` already resolved by where the finger is.
    /// Pictures read it, so a table drawn mid-drag shows the engine's target, never a guess.
    public struct DropDestination: Equatable, Sendable {
        public var indexPath: IndexPath
        public var intent: TableViewDropProposal.Intent
        /// The table's own one row being moved, where it is now; nil for any other drag.
        /// `indexPath` counts the rows without it, as the data source's `moveRowAt` will.
        public var movingRow: IndexPath?

        public init(indexPath: IndexPath, intent: TableViewDropProposal.Intent, movingRow: IndexPath? = nil) {
            self.indexPath = indexPath
            self.intent = intent
            self.movingRow = movingRow
        }

        /// The row a gap at `indexPath` opens above in the table as it is now, the moving row
        /// still in its place: one further down past that row in its section.
        public var gapRow: Int {
            guard let movingRow, movingRow.section == indexPath.section, movingRow.row <= indexPath.row else { return indexPath.row }
            return indexPath.row + 1
        }
    }

    /// The target of the drop session over the table, from its last update
    /// (`-updateTargetIndexPathAndDropProposalForSession:`); nil while none is inside, when
    /// the proposal is `cancel` or `forbidden`, or when it names no index path.
    public var dropDestination: DropDestination? {
        guard hasActiveDrop, let target = drop.target else { return nil }
        return DropDestination(indexPath: target, intent: drop.intent, movingRow: drop.movingRow)
    }
}
