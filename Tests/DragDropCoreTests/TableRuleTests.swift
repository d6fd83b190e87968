import DragDropCore
import Foundation
import Testing

/// The rules of docs/LIFECYCLE.md §8, one test each, read in UIKitCore's
/// `_UITableViewDropController`, `_UITableViewDragController` and `UITableView`.
@Suite("Table views: entering, cadence and the source table from the lift")
struct TableEntryTests {
    @Test("canHandle is asked at every entry, not once per session")
    func canHandleEveryEntry() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        let world = TableWorld(asking: model)
        try world.holdPage(over: world.row(0))
        try world.system.move(finger: 1, to: .nowhere)
        try world.system.move(finger: 1, to: world.row(1))
        #expect(world.lines.filter { $0 == "list.drop canHandle -> true" }.count == 2)
    }

    @Test("a refusing canHandle is not asked again while the finger stays over the table")
    func refusalHoldsWithinAnEntry() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        model.accepts = false
        let world = TableWorld(asking: model)
        try world.holdPage(over: world.row(0))
        try world.system.move(finger: 1, to: world.row(1))
        #expect(world.lines.filter { $0.hasPrefix("list.drop") } == ["list.drop canHandle -> false"])
    }

    @Test("the first update over a table asks dropSessionDidUpdate twice, then once per move, and not for a move that stays put")
    func cadence() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        try world.holdPage(over: world.row(0))
        try world.system.move(finger: 1, to: world.row(2))
        try world.system.move(finger: 1, to: world.row(2))
        #expect(world.lines.filter { $0.hasPrefix("list.drop") } == [
            "list.drop dropSessionDidEnter",
            "list.drop dropSessionDidUpdate [0,0] -> copy insertAtDestinationIndexPath",
            "list.drop dropSessionDidUpdate [0,0] -> copy insertAtDestinationIndexPath",
            "list.drop dropSessionDidUpdate [0,2] -> copy insertAtDestinationIndexPath",
        ])
    }

    @Test("no dwell timer: a drag resting over a row is not asked dropSessionDidUpdate again as time passes")
    func noDwellTimer() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        try world.holdPage(over: world.row(1))
        let resting = try world.lines { try world.system.advance(by: 10_000) }
        #expect(world.lines.filter { $0.contains("dropSessionDidUpdate") }.count == 2)
        #expect(!resting.contains { $0.contains("dropSessionDidUpdate") })
    }

    @Test("the source table is entered at the lift, and hasActiveDrop is on from then")
    func enteredAtTheLift() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(asking: model)
        let lines = try world.lines {
            try world.system.touch(finger: 1, at: world.row(1))
            try world.system.lift(finger: 1)
        }
        #expect(lines.filter { $0.hasPrefix("list.d") } == [
            "list.drag itemsForBeginning [0,1] -> 1 item",
            "list.drag dragSessionWillBegin",
            "list.drop canHandle -> true",
            "list.drop dropSessionDidEnter",
            "list.drop dropSessionDidUpdate [0,1] -> move insertAtDestinationIndexPath",
            "list.drop dropSessionDidUpdate [0,1] -> move insertAtDestinationIndexPath",
        ])
        #expect(world.table.hasActiveDrop)
    }

    @Test("hasActiveDrop stays on after an exit, until the session ends")
    func hasActiveDropUntilTheEnd() throws {
        let world = TableWorld()
        try world.holdPage(over: world.row(0))
        try world.system.move(finger: 1, to: .nowhere)
        #expect(world.table.hasActiveDrop)
        try world.system.drop(finger: 1)
        #expect(!world.table.hasActiveDrop)
    }
}

@Suite("Table views: reordering-only, the own dragged row and the table's own reorder")
struct TableReorderRuleTests {
    @Test("canHandle is asked first even for the table's own drag; when it says no, the one movable row is taken for reordering only")
    func reorderingOnly() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        model.accepts = false
        let world = TableWorld(asking: model)
        try world.dragRow(0, to: world.row(2, part: .bottom))
        #expect(model.rows == ["b", "c", "a"])
        #expect(world.lines.contains("list.drop canHandle -> false"))
        #expect(world.lines.contains("list.dataSource canMoveRowAt [0,0] -> true"))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath"))
        #expect(model.performed.isEmpty)
    }

    @Test("reordering-only suppresses performDropWith for a drop that is no reorder")
    func reorderingOnlySuppressesPerformDrop() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        model.accepts = false
        model.proposal = TableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        let world = TableWorld(asking: model)
        try world.dragRow(0, to: world.row(2))
        #expect(model.rows == ["a", "b", "c"])
        #expect(model.performed.isEmpty)
        #expect(!world.lines.contains { $0.contains("performDrop") })
    }

    @Test("over its own dragged row a drag that cannot reorder is forbidden without asking, and is not dropped")
    func ownRowForbiddenUnasked() throws {
        let world = TableWorld()
        try world.dragRow(1, to: world.row(1))
        #expect(!world.lines.contains { $0.contains("dropSessionDidUpdate") })
        #expect(world.model.performed.isEmpty)
        #expect(world.lines.contains("list.drag dragSessionDidEnd cancel"))
    }

    @Test("a reorderable one-row drag is asked over its own row, with the gap it would open")
    func ownRowAskedWhenReorderable() throws {
        let model = MovingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.dragRow(1, to: world.row(1, part: .bottom))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate [0,1] -> move insertAtDestinationIndexPath"))
        #expect(model.rows == ["a", "b", "c"])
        #expect(model.performed.isEmpty)
    }

    @Test("the table's own row let go below every section goes back to its place, unperformed")
    func ownRowBelowGoesBack() throws {
        let model = MovingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.dragRow(1, to: .view(world.table))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate none -> move insertAtDestinationIndexPath"))
        #expect(model.rows == ["a", "b", "c"])
        #expect(model.performed.isEmpty)
        #expect(!world.lines.contains { $0.contains("moveRowAt [") })
    }

    @Test("a one-row drag of two items is asked over its own row as a reorder, but its drop goes to performDropWith: moveRowAt needs one item")
    func oneRowOfTwoItems() throws {
        let model = TwoItemTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.dragRow(1, to: world.row(2, part: .bottom))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate [0,1] -> move insertAtDestinationIndexPath"))
        #expect(world.lines.contains("list.drop performDrop [0,2] items=2"))
        #expect(!world.lines.contains { $0.contains("moveRowAt [") })
        #expect(model.rows == ["a", "b", "c"])
    }

    @Test("let go below every section, the own row goes back without asking targetIndexPathForMoveFromRowAt")
    func ownRowBelowGoesBackUnretargeted() throws {
        let model = RetargetingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.dragRow(2, to: .view(world.table))
        let asked = world.lines.filter { $0.hasPrefix("list.delegate targetIndexPathForMoveFromRowAt") }
        #expect(asked == Array(repeating: "list.delegate targetIndexPathForMoveFromRowAt [0,2] proposed [0,2] -> [0,0]", count: 2))
        #expect(world.lines.contains("list.drop dropSessionDidUpdate none -> move insertAtDestinationIndexPath"))
        #expect(model.rows == ["a", "b", "c"])
        #expect(model.performed.isEmpty)
    }

    @Test("moving down past its own row, the gap is one earlier: upper half of row 2 is [0,1], lower half [0,2]")
    func gapShiftsPastTheOwnRow() throws {
        let upper = MovingTableModel(rows: ["a", "b", "c"])
        let upperWorld = TableWorld(upper)
        try upperWorld.dragRow(0, to: upperWorld.row(2, part: .top))
        #expect(upper.rows == ["b", "a", "c"])
        #expect(upperWorld.lines.contains("list.drop dropSessionDidUpdate [0,1] -> move insertAtDestinationIndexPath"))
        let lower = MovingTableModel(rows: ["a", "b", "c"])
        let lowerWorld = TableWorld(lower)
        try lowerWorld.dragRow(0, to: lowerWorld.row(2, part: .bottom))
        #expect(lower.rows == ["b", "c", "a"])
        #expect(lowerWorld.lines.contains("list.dataSource moveRowAt [0,0] to [0,2]"))
    }

    @Test("targetIndexPathForMoveFromRowAt is asked at every update from the lift's index path, and the drop uses its answer unasked")
    func liveMoveTarget() throws {
        let model = RetargetingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.dragRow(2, to: world.row(1))
        let asked = world.lines.filter { $0.hasPrefix("list.delegate targetIndexPathForMoveFromRowAt") }
        #expect(asked == [
            "list.delegate targetIndexPathForMoveFromRowAt [0,2] proposed [0,2] -> [0,0]",
            "list.delegate targetIndexPathForMoveFromRowAt [0,2] proposed [0,2] -> [0,0]",
            "list.delegate targetIndexPathForMoveFromRowAt [0,2] proposed [0,1] -> [0,0]",
        ])
        #expect(model.rows == ["c", "a", "b"])
        #expect(world.lines.last { $0.contains("moveRowAt") } == "list.dataSource moveRowAt [0,2] to [0,0]")
    }

    @Test("targetIndexPathForMoveFromRowAt keeps the lift's index path as from when rows above the dragged one come and go")
    func liveMoveTargetFromTheLift() throws {
        let model = RetargetingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        try world.system.touch(finger: 1, at: world.row(2))
        try world.system.lift(finger: 1)
        try world.system.step {
            model.rows.insert("z", at: 0)
            world.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        try world.system.move(finger: 1, to: world.row(1))
        try world.system.drop(finger: 1)
        #expect(world.lines.last { $0.hasPrefix("list.delegate") } == "list.delegate targetIndexPathForMoveFromRowAt [0,2] proposed [0,1] -> [0,0]")
        #expect(world.lines.last { $0.contains("moveRowAt") } == "list.dataSource moveRowAt [0,3] to [0,0]")
        #expect(model.rows == ["c", "z", "a", "b"])
    }

    @Test("canMoveRowAt is asked at the drop; no sends the drop to performDropWith")
    func canMoveAtTheDrop() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        model.unmovable = [0]
        let world = TableWorld(asking: model)
        try world.dragRow(0, to: world.row(2, part: .bottom))
        #expect(world.lines.contains("list.dataSource canMoveRowAt [0,0] -> false"))
        #expect(world.lines.contains("list.drop performDrop [0,2] items=1"))
        #expect(model.rows == ["a", "b", "c"])
    }

    @Test("two rows of the table in the drag: a gap is forbidden, and over one of them nothing is asked")
    func severalRows() throws {
        let model = AskingTableModel(rows: ["a", "b", "c", "d"])
        let world = TableWorld(asking: model)
        try world.system.touch(finger: 1, at: world.row(0))
        try world.system.lift(finger: 1)
        try world.system.add(finger: 1, at: world.row(1))
        try world.system.move(finger: 1, to: world.row(3))
        let asked = world.lines.filter { $0.contains("dropSessionDidUpdate") }.count
        try world.system.move(finger: 1, to: world.row(1))
        #expect(world.lines.filter { $0.contains("dropSessionDidUpdate") }.count == asked)
        try world.system.move(finger: 1, to: world.row(3))
        try world.system.drop(finger: 1)
        #expect(model.performed.isEmpty)
        #expect(model.rows == ["a", "b", "c", "d"])
        #expect(world.lines.contains("list.drag dragSessionDidEnd cancel"))
    }

    @Test("a drop delegate without dropSessionDidUpdate: copy for others' drags, cancel for an own drag that cannot reorder, a reorder for one that can")
    func defaults() throws {
        final class Quiet: NSObject, TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
            var performed: [TableViewDropCoordinator] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
            func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(object: "x"))]
            }
            func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) { performed.append(coordinator) }
        }
        final class QuietMover: NSObject, TableViewMoveDataSource, TableViewDragDelegate, TableViewDropDelegate {
            var rows = ["a", "b"]
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
            func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
            func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(object: "x"))]
            }
            func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {}
        }
        let quiet = Quiet()
        let world = TableWorld()
        world.serve(quiet, dropDelegate: quiet)
        try world.dropPage(at: world.row(0))
        try world.dragRow(0, to: world.row(1))
        #expect(quiet.performed.map(\.proposal) == [TableViewDropProposal(operation: .copy)])
        #expect(world.lines.last { $0.contains("dragSessionDidEnd") } == "list.drag dragSessionDidEnd cancel")
        let mover = QuietMover()
        let moverWorld = TableWorld()
        moverWorld.serve(mover, dropDelegate: mover)
        try moverWorld.dragRow(0, to: moverWorld.row(1, part: .bottom))
        #expect(mover.rows == ["b", "a"])
        #expect(!moverWorld.lines.contains { $0.contains("dropSessionDidUpdate") })
    }
}

@Suite("Table views: what is under the finger, gaps by halves, fifths for automatic")
struct TableGeometryRuleTests {
    func sectionsWorld() -> (TableWorld, SectionsModel) {
        let model = SectionsModel(sections: [["a", "b"], ["c"]], headers: ["A", "B"], footers: [nil, "end"])
        let world = TableWorld()
        world.serve(model, dropDelegate: model)
        world.table.delegate = model
        return (world, model)
    }

    @Test("a header is row 0 of its section, a footer its end, a last row's bottom fifth the section's end, below every section nil")
    func reportedIndexPaths() throws {
        let (world, model) = sectionsWorld()
        let table = world.table
        try liftFromApp(world.safari, "page", in: world.system)
        for place: DragLocation in [
            .header(table, section: 1), .footer(table, section: 1), .row(table, IndexPath(row: 1, section: 0), part: .bottom),
            .row(table, IndexPath(row: 1, section: 0), part: .middle), .row(table, IndexPath(row: 2, section: 0)), .view(table),
        ] {
            try world.system.move(finger: 1, to: place)
        }
        #expect(model.asked == [
            IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 0),
            IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), nil,
        ])
    }

    @Test("a gap over a row's upper half is at the row, over its lower half after it; the delegate is asked with the row")
    func halves() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        try world.dropPage(at: world.row(1, part: .top))
        try world.dropPage(at: world.row(1, part: .bottom))
        #expect(world.model.performed.map(\.destinationIndexPath) == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(world.lines.filter { $0.hasPrefix("list.drop dropSessionDidUpdate") }.allSatisfy { $0.contains("[0,1]") })
    }

    @Test("automatic is a gap in a row's top and bottom fifths and a drop into it in the middle")
    func fifths() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .automatic)
        try world.dropPage(at: world.row(0, part: .top))
        try world.dropPage(at: world.row(0, part: .middle))
        try world.dropPage(at: world.row(0, part: .bottom))
        #expect(world.model.performed.map(\.destinationIndexPath) == [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(world.model.performed.map(\.proposal.intent) == [.automatic, .automatic, .automatic])
    }

    @Test("a drop into the end index path keeps it")
    func intoTheEnd() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        try world.dropPage(at: world.row(3))
        #expect(world.model.performed.first?.destinationIndexPath == IndexPath(row: 3, section: 0))
    }

    @Test("sections lay out header, rows by their heights, footer; a point finds its row")
    func layout() throws {
        let (world, model) = sectionsWorld()
        model.tallRows = [IndexPath(row: 0, section: 1)]
        let table = world.table
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 144, width: 320, height: 100))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 244, width: 320, height: 28))
        #expect(table.heightForFooter(inSection: 0) == 0)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 240)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 250)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 20)) == nil)
    }

    @Test("a drop between sections lands at row 0 of the next one")
    func betweenSections() throws {
        let (world, model) = sectionsWorld()
        try world.dropPage(at: .header(world.table, section: 1))
        #expect(model.performed.first?.destinationIndexPath == IndexPath(row: 0, section: 1))
    }

    @Test("a section with no header is no place to point at: a located engine error")
    func noHeader() throws {
        let (world, _) = sectionsWorld()
        try liftFromApp(world.safari, "page", in: world.system)
        #expect(throws: EngineError(.outOfRange, "section 0 of list has no footer (no title, no view, no height)")) {
            try world.system.move(finger: 1, to: .footer(world.table, section: 0))
        }
    }
}

@Suite("Table views: lifting, adding, placeholders and the device")
struct TableSourceRuleTests {
    @Test("no lift gate: a row lifts while a drop placeholder waits")
    func noLiftGate() throws {
        let world = TableWorld()
        world.table.register(TableViewCell.self, forCellReuseIdentifier: "Loading")
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        world.model.onPerformDrop = { _, coordinator in
            coordinator.drop(coordinator.items[0].dragItem, to: TableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "Loading", rowHeight: 44))
        }
        try world.dropPage(at: world.row(0))
        #expect(world.table.numberOfPlaceholders == 1)
        try world.system.touch(finger: 2, at: world.row(1))
        try world.system.lift(finger: 2)
        #expect(world.system.session(ofFinger: 2) != nil)
    }

    @Test("a placeholder's cell needs its reuse identifier registered, as UIKit raises")
    func unregisteredPlaceholder() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        world.model.onPerformDrop = { _, coordinator in
            coordinator.drop(coordinator.items[0].dragItem, to: TableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "Loading", rowHeight: 44))
        }
        #expect(throws: EngineError(.inconsistentUpdate, "unable to dequeue a cell with identifier Loading - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")) {
            try world.dropPage(at: world.row(0))
        }
    }

    @Test("a row's cell dequeued by an identifier nothing is registered for stops the run, as UIKit raises")
    func unregisteredRowCell() throws {
        let world = TableWorld()
        #expect(world.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "c")
        world.table.register(nil, forCellReuseIdentifier: "Row")
        #expect(throws: EngineError(.inconsistentUpdate, "unable to dequeue a cell with identifier Row - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")) {
            try world.system.step {
                world.model.rows.append("d")
                world.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            }
        }
    }

    @Test("cellUpdateHandler runs when the placeholder's cell is made, not again at the commit")
    func cellUpdateHandlerOnce() throws {
        let world = TableWorld()
        world.table.register(TableViewCell.self, forCellReuseIdentifier: "Loading")
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var configured = 0
        var context: TableViewDropPlaceholderContext?
        world.model.onPerformDrop = { _, coordinator in
            var placeholder = TableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "Loading", rowHeight: 44)
            placeholder.cellUpdateHandler = { _ in configured += 1 }
            context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
        }
        try world.dropPage(at: world.row(0))
        #expect(configured == 1)
        let model = world.model
        try world.system.step {
            context?.commitInsertion { indexPath in model.rows.insert("page", at: indexPath.row) }
        }
        #expect(configured == 1)
        #expect(model.rows == ["page", "a", "b", "c"])
    }

    @Test("no lift gate: a row lifts while another app's page is held over the table")
    func noLiftGateUnderADropSession() throws {
        let world = TableWorld()
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        try world.holdPage(over: world.row(0))
        #expect(world.table.hasActiveDrop)
        try world.system.touch(finger: 2, at: world.row(1))
        try world.system.lift(finger: 2)
        #expect(world.system.session(ofFinger: 2) != nil)
        #expect(world.lines.contains("list.drag itemsForBeginning [0,1] -> 1 item"))
    }

    @Test("placeholders of one drop at the same index path line up in drag order")
    func placeholdersInDragOrder() throws {
        let world = TableWorld()
        world.safari.offer(id: "link", representations: [text("link")])
        world.table.register(TableViewCell.self, forCellReuseIdentifier: "Loading")
        world.model.proposal = TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var contexts: [TableViewDropPlaceholderContext] = []
        world.model.onPerformDrop = { _, coordinator in
            for item in coordinator.items {
                contexts.append(coordinator.drop(item.dragItem, to: TableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 1, section: 0), reuseIdentifier: "Loading", rowHeight: 44)))
            }
        }
        try liftFromApp(world.safari, "page", in: world.system)
        try world.system.add(finger: 1, at: .sourceItem(world.safari, id: "link"))
        try world.system.move(finger: 1, to: world.row(1))
        try world.system.drop(finger: 1)
        #expect(world.table.entryKinds(inSection: 0) == [true, false, false, true, true])
        let model = world.model
        for (context, name) in zip(contexts, ["page", "link"]) {
            context.commitInsertion { indexPath in model.rows.insert(name, at: indexPath.row) }
        }
        #expect(model.rows == ["a", "page", "link", "b", "c"])
        #expect([1, 2].map { world.table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == ["page", "link"])
    }

    @Test("touching a selected row lifts every selected row, the touched one first; an unselected row lifts alone")
    func selectionLiftsTogether() throws {
        let world = TableWorld()
        world.table.allowsMultipleSelection = true
        world.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        world.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(world.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        let lines = try world.lines {
            try world.system.touch(finger: 1, at: world.row(2))
            try world.system.lift(finger: 1)
        }
        #expect(lines.filter { $0.contains("itemsForBeginning") } == [
            "list.drag itemsForBeginning [0,2] -> 1 item",
            "list.drag itemsForBeginning [0,0] -> 1 item",
        ])
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
        try world.system.touch(finger: 2, at: world.row(1))
        try world.system.lift(finger: 2)
        #expect(world.system.session(ofFinger: 2)?.items.count == 1)
    }

    @Test("without multiple selection a new selection replaces the old, and a deselected row is no longer selected")
    func singleSelection() {
        let world = TableWorld()
        world.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        world.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(world.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        world.table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(world.table.indexPathForSelectedRow == nil)
    }

    @Test("a tap adds to the table's own drag session when several are on")
    func addsToItsOwnSession() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(asking: model)
        try liftFromApp(world.safari, "page", in: world.system, finger: 1)
        try world.system.touch(finger: 2, at: world.row(0))
        try world.system.lift(finger: 2)
        try world.system.add(finger: 1, at: world.row(1))
        #expect(world.system.session(ofFinger: 2)?.items.count == 2)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
    }

    @Test("without a drag of its own, a tap on the table joins the only session; with two other sessions it adds nothing, unasked")
    func addsToTheOnlySession() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(asking: model)
        try liftFromApp(world.safari, "page", in: world.system, finger: 1)
        try world.system.add(finger: 1, at: world.row(1))
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
        #expect(world.lines.contains { $0.hasPrefix("list.drag itemsForAddingTo [0,1]") })
        let twoModel = AskingTableModel(rows: ["a", "b", "c"])
        let two = TableWorld(asking: twoModel)
        try liftFromApp(two.safari, "page", in: two.system, finger: 1)
        try liftFromApp(two.safari, "page", in: two.system, finger: 2)
        let written = try two.lines { try two.system.add(finger: 1, at: two.row(1)) }
        #expect(written.isEmpty)
        #expect(two.system.sessions.map(\.items.count) == [1, 1])
    }

    @Test("a tapped row already in the drag adds nothing, and itemsForAddingTo is not asked")
    func tappedRowAlreadyInTheDrag() throws {
        let model = AskingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(asking: model)
        try world.system.touch(finger: 1, at: world.row(0))
        try world.system.lift(finger: 1)
        let written = try world.lines { try world.system.add(finger: 1, at: world.row(0)) }
        #expect(written.isEmpty)
        #expect(world.system.session(ofFinger: 1)?.items.count == 1)
        try world.system.add(finger: 1, at: world.row(1))
        #expect(world.system.session(ofFinger: 1)?.items.count == 2)
    }

    @Test("on iPhone rows do not lift until the app enables dragging or edits a reordering table, and a drop into another app cancels")
    func iPhone() throws {
        let model = MovingTableModel(rows: ["a", "b", "c"])
        let world = TableWorld(model)
        world.system.device = .iPhone
        #expect(!world.table.dragInteractionEnabled)
        try world.system.touch(finger: 1, at: world.row(0))
        try world.system.lift(finger: 1)
        #expect(world.system.sessions.isEmpty)
        world.table.isEditing = true
        #expect(world.table.dragInteractionEnabled)
        world.table.isEditing = false
        world.table.dragInteractionEnabled = true
        let notes = installNotes(in: world.system)
        try world.system.touch(finger: 1, at: world.row(0))
        try world.system.lift(finger: 1)
        try world.system.move(finger: 1, to: .app(notes))
        try world.system.drop(finger: 1)
        #expect(world.lines.last { $0.contains("dragSessionDidEnd") } == "list.drag dragSessionDidEnd cancel")
    }

    @Test("on iPad a table's rows lift by default")
    func iPad() {
        let world = TableWorld()
        #expect(world.system.device == .iPad)
        #expect(world.table.dragInteractionEnabled)
    }

    @Test("editing a table whose data source has moveRowAt forces dragInteractionEnabled on over the app's false, until editing ends")
    func editingForcesDragsOn() throws {
        let world = TableWorld(MovingTableModel(rows: ["a", "b", "c"]))
        world.table.dragInteractionEnabled = false
        world.table.isEditing = true
        #expect(world.table.dragInteractionEnabled)
        try world.system.touch(finger: 1, at: world.row(0))
        try world.system.lift(finger: 1)
        #expect(world.system.session(ofFinger: 1) != nil)
        try world.system.cancel(finger: 1)
        world.table.isEditing = false
        #expect(!world.table.dragInteractionEnabled)
    }
}
