import ScenarioAppKit
import UIKitNames

/// The board draws itself as its columns' tables side by side: the studio records a drag from
/// one column's row to another's as `{view: COLUMN, row: N}` steps.
extension KanbanApp: TablePicturing {
    /// Each column's table, from the board's cells in order.
    public var picturedTables: [TableView] {
        (0..<controller.boards.count).compactMap { item in
            (controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? BoardCollectionViewCell)?.tableView
        }
    }
}
