import DragDropCore
import Foundation
import Testing

@Suite("Table views: batch updates, UIKit's checks in a table's words, placeholders and reloads")
struct TableUpdateTests {
    @Test("insertRows inside beginUpdates and endUpdates is checked and applied once, at the outermost endUpdates")
    func beginAndEndUpdates() throws {
        let world = TableWorld()
        world.table.beginUpdates()
        world.table.beginUpdates()
        world.model.rows.insert("z", at: 0)
        world.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        world.table.endUpdates()
        #expect(world.table.numberOfRows(inSection: 0) == 3)
        world.table.endUpdates()
        #expect(world.table.numberOfRows(inSection: 0) == 4)
        #expect(world.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "z")
        #expect(world.lines.contains("list batch insert [0,0]"))
        #expect(world.system.fault == nil)
    }

    @Test("an update the data source's counts do not match stops the run with UIKit's message in rows", arguments: [
        ("delete", "attempt to delete row 5 from section 0 which only contains 3 rows before the update"),
        ("count", "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."),
        ("reload", "attempt to delete row 7 from section 0 which only contains 3 rows before the update"),
    ])
    func inconsistentUpdates(change: String, message: String) throws {
        let world = TableWorld()
        world.table.performBatchUpdates {
            switch change {
            case "delete": world.table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
            case "count": world.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            default: world.table.reloadRows(at: [IndexPath(row: 7, section: 0)], with: .none)
            }
        }
        #expect(world.system.fault == EngineError(.inconsistentUpdate, message))
    }

    @Test("moveRow within a batch moves the row's cell with it")
    func moveRowInBatch() throws {
        let world = TableWorld()
        world.table.performBatchUpdates {
            world.model.rows.insert(world.model.rows.remove(at: 0), at: 2)
            world.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        }
        #expect(world.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "a")
        #expect(world.lines.contains("list batch move [0,0] to [0,2]"))
    }

    @Test("reloadRows asks for the row's cell again and has a trace line of its own")
    func reloadRows() throws {
        let world = TableWorld()
        _ = world.table.numberOfRows(inSection: 0)
        let made = world.model.cellsMade
        world.model.rows[1] = "B"
        world.table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(world.model.cellsMade == made + 1)
        #expect(world.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "B")
        #expect(world.lines.last == "list batch reload [0,1]")
    }

    @Test("a placeholder row counts no row until committed, and its cell update handler sees the table's cell once, when it is made")
    func placeholderRow() throws {
        let world = TableWorld()
        world.table.register(TableViewCell.self, forCellReuseIdentifier: "Loading")
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var context: TableViewDropPlaceholderContext?
        var updates: [String?] = []
        world.model.onPerformDrop = { _, coordinator in
            var placeholder = TableViewDropPlaceholder(insertionIndexPath: coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0), reuseIdentifier: "Loading", rowHeight: 44)
            placeholder.cellUpdateHandler = { cell in updates.append(cell.reuseIdentifier) }
            context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
        }
        try world.dropPage(at: world.row(1))
        let placeholder = try #require(context)
        #expect(world.table.numberOfRows(inSection: 0) == 3)
        #expect(world.table.numberOfPlaceholders == 1)
        #expect(world.table.entryKinds(inSection: 0) == [true, false, true, true])
        let committed = placeholder.commitInsertion { indexPath in world.model.rows.insert("page", at: indexPath.row) }
        #expect(committed)
        #expect(world.model.rows == ["a", "page", "b", "c"])
        #expect(world.table.numberOfPlaceholders == 0)
        #expect(updates == ["Loading"])
        #expect(world.lines.contains("list drop toPlaceholder [0,1]"))
        #expect(world.lines.contains("list placeholder commit [0,1] -> true"))
    }

    @Test("a placeholder past the last row is refused in a table's words")
    func placeholderOutOfRange() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        world.model.onPerformDrop = { _, coordinator in
            coordinator.drop(coordinator.items[0].dragItem, to: TableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 9, section: 0), reuseIdentifier: "Loading", rowHeight: 44))
        }
        #expect(throws: EngineError(.inconsistentUpdate, "attempt to insert a placeholder at row 9 into section 0, but there are only 3 rows in section 0")) {
            try world.dropPage(at: world.row(1))
        }
    }
}
