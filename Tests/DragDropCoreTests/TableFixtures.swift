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
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = model
        table.dragDelegate = model
        table.dropDelegate = model
        table.delegate = model as? any TableViewDelegate
        system.install(table)
        safari = installSafari(in: system)
    }

    /// A device whose table is served by `asking` instead.
    convenience init(asking: AskingTableModel) {
        self.init()
        serve(asking, dropDelegate: asking)
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

    /// Drags safari's page over `destination` with finger 1 and holds it there.
    func holdPage(over destination: DragLocation) throws {
        try liftFromApp(safari, "page", in: system)
        try system.move(finger: 1, to: destination)
    }

    /// Drags safari's page over `destination` and drops it.
    func dropPage(at destination: DragLocation) throws {
        try holdPage(over: destination)
        try system.drop(finger: 1)
    }

    func row(_ row: Int, _ section: Int = 0, part: TableView.RowPart = .middle) -> DragLocation {
        .row(table, IndexPath(row: row, section: section), part: part)
    }

    /// Lifts row `row` with finger 1 and moves it to `destination`, without dropping.
    func liftRow(_ row: Int, to destination: DragLocation) throws {
        try system.touch(finger: 1, at: .row(table, IndexPath(row: row, section: 0)))
        try system.lift(finger: 1)
        try system.move(finger: 1, to: destination)
    }
}

/// A table model of its own (a subclass of `TableModel` could not implement the questions
/// `TableModel` leaves to their defaults: Swift keeps the base class's witnesses) that
/// implements `canHandle` (its answer a test sets), `itemsForAddingTo`, `canMoveRowAt` and
/// `moveRowAt`.
final class AskingTableModel: NSObject, TableViewMoveDataSource, TableViewDragDelegate, TableViewDropDelegate {
    var rows: [String]
    var proposal = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var performed: [TableViewDropCoordinator] = []
    var accepts = true
    var unmovable: Set<Int> = []

    init(rows: [String]) {
        self.rows = rows
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: rows[indexPath.row]))]
    }

    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: rows[indexPath.row]))]
    }

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { accepts }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        proposal
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        performed.append(coordinator)
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !unmovable.contains(indexPath.row)
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// The moving model whose rows each lift as two items (a row and its note, say).
final class TwoItemTableModel: TableModel, TableViewMoveDataSource {
    override func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: rows[indexPath.row])), DragItem(itemProvider: ItemProvider(object: "note"))]
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// A model whose delegate retargets every move to `target`.
final class RetargetingTableModel: TableModel, TableViewMoveDataSource, TableViewDelegate {
    var target = IndexPath(row: 0, section: 0)

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        target
    }
}

/// A table of several sections with titled headers and footers, per-row heights and a drop
/// delegate that records what it is asked.
final class SectionsModel: NSObject, TableViewDataSource, TableViewDelegate, TableViewDragDelegate, TableViewDropDelegate {
    var sections: [[String]]
    var headers: [String?]
    var footers: [String?]
    var tallRows: Set<IndexPath> = []
    var proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    var asked: [IndexPath?] = []
    var performed: [TableViewDropCoordinator] = []

    init(sections: [[String]], headers: [String?], footers: [String?]) {
        self.sections = sections
        self.headers = headers
        self.footers = footers
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footers[section] }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tallRows.contains(indexPath) ? 100 : TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: sections[indexPath.section][indexPath.row]))]
    }
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        asked.append(destinationIndexPath)
        return proposal
    }
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        performed.append(coordinator)
    }
}
