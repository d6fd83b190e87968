import DragDropCore
import Foundation
import Testing

@Suite("Table views: lifting rows, reorder-only drags, editing and the active flags")
struct TableDragTests {
    @Test("a lift asks the drag delegate for the row's items, and the table's flags follow the drag")
    func liftAndFlags() throws {
        let world = TableWorld()
        try world.system.touch(finger: 1, at: world.row(1))
        try world.system.lift(finger: 1)
        #expect(world.table.hasActiveDrag)
        #expect(world.table.hasActiveDrop)
        try world.system.move(finger: 1, to: world.row(0))
        try world.system.cancel(finger: 1)
        #expect(!world.table.hasActiveDrag && !world.table.hasActiveDrop)
        #expect(world.lines.filter { $0.hasPrefix("list.drag") } == [
            "list.drag itemsForBeginning [0,1] -> 1 item",
            "list.drag dragSessionWillBegin",
            "list.drag dragSessionDidEnd cancel",
        ])
    }

    @Test("a row whose cell takes no touches does not lift, unasked; its neighbours do, and drops on it land")
    func cellTakingNoTouches() throws {
        let world = TableWorld()
        try #require(world.table.cellForRow(at: IndexPath(row: 1, section: 0))).isUserInteractionEnabled = false
        try world.system.touch(finger: 1, at: world.row(1))
        try world.system.lift(finger: 1)
        #expect(world.system.sessions.isEmpty)
        #expect(!world.lines.contains { $0.hasPrefix("list.drag") })
        try world.system.touch(finger: 2, at: world.row(2))
        try world.system.lift(finger: 2)
        #expect(world.lines.contains("list.drag itemsForBeginning [0,2] -> 1 item"))
        try world.system.cancel(finger: 2)
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        try world.dropPage(at: world.row(1))
        #expect(world.model.performed.count == 1)
    }

    @Test("with dragInteractionEnabled false no row lifts, and drops still land")
    func dragInteractionDisabled() throws {
        let world = TableWorld()
        world.table.dragInteractionEnabled = false
        try world.system.touch(finger: 1, at: world.row(1))
        try world.system.lift(finger: 1)
        #expect(world.system.sessions.isEmpty)
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        try world.dropPage(at: world.row(0))
        #expect(world.model.performed.count == 1)
    }

    @Test("a table with moveRowAt and a drag delegate but no drop delegate reorders its own rows and takes no other drop")
    func reorderOnlyTable() throws {
        let model = MovingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        world.table.dropDelegate = nil
        try world.dragRow(2, to: world.row(0))
        #expect(model.rows == ["c", "a", "b"])
        try world.dropPage(at: world.row(0))
        #expect(model.rows == ["c", "a", "b"])
        #expect(!world.lines.contains { $0.contains("performDrop") })
    }

    @Test("a row the delegate gives no items for lifts as UIKit's reorder-only item when the data source can move it, never when canMoveRowAt says no")
    func reorderOnlyItem() throws {
        final class Silent: NSObject, TableViewMoveDataSource, TableViewDragDelegate {
            var rows = ["a", "b", "c"]
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
            func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
            func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
            func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }
        }
        let silent = Silent()
        let world = TableWorld()
        world.serve(silent, dropDelegate: nil)
        try world.system.touch(finger: 1, at: world.row(0))
        try world.system.lift(finger: 1)
        #expect(world.system.sessions.isEmpty)
        try world.dragRow(1, to: world.row(2, part: .bottom))
        #expect(silent.rows == ["a", "c", "b"])
        #expect(world.lines.contains("list.dataSource canMoveRowAt [0,0] -> false"))
        #expect(world.lines.contains("list.dataSource moveRowAt [0,1] to [0,2]"))
    }

    @Test("the table's own reorder-only drag is put to canHandle first; refused, it is taken for reordering only and reaches dropSessionDidUpdate and moveRowAt")
    func reorderOnlyDragSkipsCanHandle() throws {
        final class ImagesOnly: NSObject, TableViewMoveDataSource, TableViewDragDelegate, TableViewDropDelegate {
            var rows = ["a", "b", "c"]
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
            func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
            func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }
            func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
                session.hasItemsConforming(toTypeIdentifiers: [TypeIdentifier.image])
            }
            func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
                TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
            func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {}
        }
        let model = ImagesOnly()
        let world = TableWorld()
        world.serve(model, dropDelegate: model)
        try world.dragRow(0, to: world.row(2, part: .bottom))
        #expect(model.rows == ["b", "c", "a"])
        #expect(world.lines.contains("list.drop canHandle -> false"))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath"))
        try world.dropPage(at: world.row(0))
        #expect(world.lines.contains("list.drop canHandle -> false"))
    }

    @Test("setEditing changes isEditing and traces it once per change")
    func editing() throws {
        let world = TableWorld()
        world.table.setEditing(true, animated: true)
        world.table.isEditing = true
        world.table.setEditing(false, animated: false)
        #expect(!world.table.isEditing)
        #expect(world.lines.filter { $0.contains("editing") } == ["list editing true", "list editing false"])
    }

    @Test("a row out of range is a located engine error, the end allowed only for a move")
    func rowOutOfRange() throws {
        let world = TableWorld()
        #expect(throws: EngineError(.outOfRange, "row [0,3] is out of range: section 0 of list has 3 rows")) {
            try world.system.touch(finger: 1, at: world.row(3))
        }
        #expect(throws: EngineError(.outOfRange, "row [1,0] is out of range: list has 1 section")) {
            try world.system.touch(finger: 1, at: world.row(0, 1))
        }
    }

    @Test("IndexPath(row:section:) is the item index path of the same numbers")
    func indexPathRows() {
        let path = IndexPath(row: 4, section: 1)
        #expect(path.row == 4 && path.item == 4 && path.section == 1)
        #expect(path == IndexPath(item: 4, section: 1))
    }
}
