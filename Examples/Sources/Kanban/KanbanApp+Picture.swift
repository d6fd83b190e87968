import ScenarioAppKit
import UIKitNames

/// The board draws itself as its columns' tables side by side: the studio records a drag from
/// one column's row to another's as `{view: COLUMN, row: N}` steps.
extension KanbanApp: TablePicturing {
    public var picturedTables: [TableView] { controller.columns.map(\.tableView) }
}
