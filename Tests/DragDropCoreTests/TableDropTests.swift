import DragDropCore
import Foundation
import Testing

@Suite("Table views: drops, the table's own reorder, and its target (UIKitCore: _UITableViewDropController)")
struct TableDropTests {
    @Test("a drop from another app reaches performDropWith with the row under the finger and the delegate's proposal")
    func dropFromAnotherApp() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        let start = world.lines.count
        try world.dropPage(at: world.row(1))
        let coordinator = try #require(world.model.performed.first)
        #expect(coordinator.destinationIndexPath == IndexPath(row: 1, section: 0))
        #expect(coordinator.proposal == TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
        #expect(coordinator.items.count == 1 && coordinator.items[0].sourceIndexPath == nil)
        #expect(world.lines(from: start).filter { $0.hasPrefix("list") } == [
            "list.drop dropSessionDidEnter",
            "list.drop dropSessionDidUpdate [0,1] -> copy insertAtDestinationIndexPath",
            "list.drop dropSessionDidUpdate [0,1] -> copy insertAtDestinationIndexPath",
            "list.drop performDrop [0,1] items=1",
            "list.drop dropSessionDidEnd",
        ])
    }

    @Test("the coordinator's sourceIndexPath is where the row was lifted, not moved by the app's own insert during the drag")
    func sourceIndexPathIsTheLifts() throws {
        let world = TableWorld()
        try world.liftRow(2, to: world.row(0))
        world.model.rows.insert("z", at: 0)
        world.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        try world.system.drop(finger: 1)
        let coordinator = try #require(world.model.performed.first)
        #expect(coordinator.items[0].sourceIndexPath == IndexPath(row: 2, section: 0))
    }

    @Test("a local one-row move into a gap goes to the data source's moveRowAt, not performDropWith")
    func localMoveGoesToMoveRowAt() throws {
        let model = MovingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.dragRow(0, to: world.row(2, part: .bottom))
        #expect(model.performed.isEmpty)
        #expect(model.rows == ["b", "c", "a"])
        #expect(world.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "a")
        #expect(world.lines.contains("list.dataSource moveRowAt [0,0] to [0,2]"))
        #expect(!world.lines.contains { $0.contains("performDrop") })
    }

    @Test("without moveRowAt the same move is the drop delegate's, its destination the gap past the own row")
    func localMoveWithoutMoveRowAtIsPerformDrop() throws {
        let world = TableWorld()
        try world.dragRow(0, to: world.row(2))
        let coordinator = try #require(world.model.performed.first)
        #expect(coordinator.items[0].sourceIndexPath == IndexPath(row: 0, section: 0))
        #expect(coordinator.destinationIndexPath == IndexPath(row: 1, section: 0))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath"))
        #expect(world.lines.contains("list.drop performDrop [0,1] items=1"))
    }

    @Test("a move to the bottom of its own section's last row lands there: the section has the dragged row, so no end is reported")
    func moveToTheEndLandsLast() throws {
        let model = MovingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.dragRow(0, to: world.row(3))
        #expect(model.rows == ["b", "c", "a"])
        #expect(world.lines.contains("list.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath"))
        #expect(world.lines.contains("list.dataSource moveRowAt [0,0] to [0,2]"))
    }

    @Test("a local move into a row (insertIntoDestinationIndexPath) is the drop delegate's even with moveRowAt")
    func moveIntoARowIsPerformDrop() throws {
        let model = MovingTableModel(rows: ["a", "b", "c"])
        model.proposal = TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        let world = TableWorld(model)
        try world.dragRow(0, to: world.row(2))
        #expect(model.performed.count == 1)
        #expect(model.rows == ["a", "b", "c"])
    }

    @Test("below the last row there is no destination, and the coordinator's intent is unspecified")
    func belowTheLastRowHasNoDestination() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        try world.dropPage(at: .view(world.table))
        let coordinator = try #require(world.model.performed.first)
        #expect(coordinator.destinationIndexPath == nil)
        #expect(coordinator.proposal == TableViewDropProposal(operation: .copy, intent: .unspecified))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate none -> copy insertAtDestinationIndexPath"))
        #expect(world.lines.contains("list.drop performDrop none items=1"))
    }

    @Test("a move from another app is cancel: no drop is performed")
    func moveFromAnotherAppCancels() throws {
        let world = TableWorld()
        try world.dropPage(at: world.row(0))
        #expect(world.model.performed.isEmpty)
        #expect(world.lines.contains("list.drop dropSessionDidUpdate [0,0] -> move insertAtDestinationIndexPath"))
        #expect(!world.lines.contains { $0.contains("performDrop") })
    }

    @Test("intent automatic is a gap at a row's bottom fifth (the table's own reorder) and a drop into the row at its middle")
    func automaticIntent() throws {
        let gap = MovingTableModel(rows: ["a", "b", "c"])
        gap.proposal = TableViewDropProposal(operation: .move, intent: .automatic)
        let gapWorld = TableWorld(gap)
        try gapWorld.dragRow(0, to: .point(gapWorld.table, CGPoint(x: 10, y: 3 * 44 - 2)))
        #expect(gap.performed.isEmpty)
        #expect(gap.rows == ["b", "c", "a"])
        let into = MovingTableModel(rows: ["a", "b", "c"])
        into.proposal = TableViewDropProposal(operation: .move, intent: .automatic)
        let intoWorld = TableWorld(into)
        try intoWorld.dragRow(0, to: intoWorld.row(2))
        let coordinator = try #require(into.performed.first)
        #expect(coordinator.destinationIndexPath == IndexPath(row: 2, section: 0))
        #expect(coordinator.proposal.intent == .automatic)
        #expect(into.rows == ["a", "b", "c"])
    }

    @Test("a drop into a row has no destination below every section")
    func intoBelowHasNoDestination() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        try world.dropPage(at: .view(world.table))
        let coordinator = try #require(world.model.performed.first)
        #expect(coordinator.destinationIndexPath == nil)
        #expect(coordinator.proposal.intent == .unspecified)
    }

    @Test("a forbidden proposal keeps no target and performs nothing")
    func forbiddenKeepsNoTarget() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .forbidden, intent: .insertAtDestinationIndexPath)
        try world.holdPage(over: world.row(0))
        #expect(world.table.hasActiveDrop)
        try world.system.drop(finger: 1)
        #expect(world.model.performed.isEmpty)
        #expect(!world.table.hasActiveDrop)
    }
}
