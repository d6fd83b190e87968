import DragDropCore
import Foundation

/// A table's model, data source and delegates, written as an app writes them; what it
/// proposes and whether it moves rows through `moveRowAt` a test sets.
class TableModel: NSObject, TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
    var rows: [String]
    var proposal = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var performed: [TableViewDropCoordinator] = []
    var onPerformDrop: (TableView, TableViewDropCoordinator) -> Void = { _, _ in }
    var cellsMade = 0

    init(rows: [String]) {
        self.rows = rows
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsMade += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
        return cell
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let item = DragItem(itemProvider: ItemProvider(object: rows[indexPath.row]))
        item.localObject = rows[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        proposal
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        performed.append(coordinator)
        onPerformDrop(tableView, coordinator)
    }
}

/// The same model with `moveRowAt`: UIKit reorders its rows itself.
final class MovingTableModel: TableModel, TableViewMoveDataSource {
    var unmovable: Set<Int> = []

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !unmovable.contains(indexPath.row)
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// A device with one table, `list`, over `model`, and another app, `safari`, offering `page`.
final class TableWorld: TracedWorld {
    let system = DragDropSystem()
    let table = TableView(name: "list")
    let model: TableModel
    let safari: OtherApp

    init(_ model: TableModel = TableModel(rows: ["a", "b", "c"])) {
        self.model = model
        table.dataSource = model
        table.dragDelegate = model
        table.dropDelegate = model
        system.install(table)
        safari = installSafari(in: system)
    }

    /// Puts `model` behind the table as its data source and drag delegate, with `dropDelegate`,
    /// and reloads: a test's own model in place of the default one.
    func serve(_ model: any TableViewDataSource & TableViewDragDelegate, dropDelegate: (any TableViewDropDelegate)?) {
        table.dataSource = model
        table.dragDelegate = model
        table.dropDelegate = dropDelegate
        table.reloadData()
    }

    /// Lifts row `row` with finger 1, moves it to `destination` and drops it.
    func dragRow(_ row: Int, to destination: DragLocation) throws {
        try system.touch(finger: 1, at: .row(table, IndexPath(row: row, section: 0)))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: destination)
        try system.drop(finger: 1)
    }

    /// Drags safari's page over `destination` and drops it.
    func dropPage(at destination: DragLocation) throws {
        try liftFromApp(safari, "page", in: system)
        try system.move(finger: 1, to: destination)
        try system.drop(finger: 1)
    }

    func row(_ row: Int, _ section: Int = 0) -> DragLocation {
        .row(table, IndexPath(row: row, section: section))
    }
}
