import ScenarioAppKit
import UIKitNames

/// The table of places draws itself as its table: the studio records a drag over its rows as
/// `{view: places, row: N}` steps, and the reports draw the finger over it.
extension PlacesApp: TablePicturing {
    public var picturedTables: [TableView] { [controller.tableView] }
}
