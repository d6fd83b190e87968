import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Board (seed 002)")
struct BoardTests {
    @Test("with nothing given, the board has 10 sections of 2 cells, cell 1 to cell 20")
    func seedSections() throws {
        let app = try launchBoard(nil)
        #expect(app.sections.count == 10)
        #expect(app.sections.first == ["cell 1", "cell 2"])
        #expect(app.sections.last == ["cell 19", "cell 20"])
        #expect(app.sections.joined().count == 20)
        #expect(app.view(named: "collection") === app.collectionView)
    }

    @Test("a drag opens a slot at the end of every section and its end removes them")
    func slots() throws {
        let app = try launchBoard()
        try app.lift(0, 0)
        #expect(app.sections == [["a", "b", "+"], ["c", "d", "+"]])
        #expect(app.cells[0][2] == .availableToDrop)
        try app.system.cancel(finger: 1)
        #expect(app.sections == [["a", "b"], ["c", "d"]])
        #expect(app.system.lines == [
            "collection.drag itemsForBeginning [0,0] -> 1 item",
            "collection.drag dragSessionWillBegin",
            "collection batch insert [0,2] [1,2]",
            "collection.drag dragSessionDidEnd cancel",
            "collection batch delete [0,2] [1,2]",
        ])
    }

    @Test("the dragged item offers its index path as plain text")
    func plainText() throws {
        let app = try launchBoard()
        let notes = OtherApp(name: "notes")
        notes.accept([TypeIdentifier.plainText])
        app.system.addOtherApp(notes)
        try app.lift(1, 0)
        try app.system.drop(over: .app(notes))
        #expect(notes.received.map(\.values) == [["public.plain-text=[1, 0]"]])
        #expect(app.sections == [["a", "b"], ["c", "d"]])
    }

    @Test("over a card the board opens a gap, over a slot it fills the slot, elsewhere it forbids")
    func intents() throws {
        let app = try launchBoard()
        try app.lift(0, 0)
        try app.system.move(finger: 1, to: try app.cell(1, 0))
        try app.system.move(finger: 1, to: try app.cell(1, 2))
        try app.system.move(finger: 1, to: try app.cell(1, 3))
        try app.system.move(finger: 1, to: .view(try #require(app.collectionView)))
        #expect(app.system.lines.filter { $0.hasPrefix("collection.drop dropSessionDidUpdate") } == [
            "collection.drop dropSessionDidUpdate [1,0] -> move insertAtDestinationIndexPath",
            "collection.drop dropSessionDidUpdate [1,2] -> move insertIntoDestinationIndexPath",
            "collection.drop dropSessionDidUpdate [1,3] -> forbidden unspecified",
            "collection.drop dropSessionDidUpdate none -> forbidden unspecified",
        ])
        try app.system.drop(finger: 1)
        #expect(app.system.lines.last == "collection batch delete [0,2] [1,2]")
        #expect(app.sections == [["a", "b"], ["c", "d"]])
    }

    @Test("a card dropped on a card takes its place; the card moves on")
    func moveOntoCard() throws {
        let app = try launchBoard()
        try app.lift(0, 0)
        try app.system.drop(over: try app.cell(1, 1))
        #expect(app.sections == [["b"], ["c", "a", "d"]])
        #expect(app.system.lines.containsInOrder([
            "collection.drop performDrop [1,1] items=1",
            "collection batch delete [0,0] insert [1,1]",
            "collection.drag dragSessionDidEnd move",
            "collection batch delete [0,1] [1,3]",
        ]))
    }

    @Test("a card dropped into a slot lands at the end of that section")
    func moveIntoSlot() throws {
        let app = try launchBoard()
        try app.lift(0, 0)
        try app.system.drop(over: try app.cell(1, 2))
        #expect(app.sections == [["b"], ["c", "d", "a"]])
    }

    @Test("two cards over a card are cancelled (UIKitCore: no gap for a multi-item local move); over a + slot the drop is performed, and the seed reorders nothing")
    func twoCardsMoveNothing() throws {
        let app = try launchBoard()
        try app.lift(0, 0)
        try app.system.add(finger: 1, at: try app.cell(0, 1))
        try app.system.drop(over: try app.cell(1, 0))
        #expect(!app.system.lines.contains { $0.contains("performDrop") })
        #expect(app.system.lines.contains("collection.drag dragSessionDidEnd cancel"))
        #expect(app.sections == [["a", "b"], ["c", "d"]])
        try app.lift(0, 0)
        try app.system.add(finger: 1, at: try app.cell(0, 1))
        try app.system.drop(over: try app.cell(1, 2))
        #expect(app.system.lines.contains("collection.drop performDrop [1,2] items=2"))
        #expect(app.sections == [["a", "b"], ["c", "d"]])
    }

    @Test("a move the board proposes for another app's drag is outside that drag's mask: cancelled, no cell inserted")
    func moveFromAnotherAppCancels() throws {
        let app = try launchBoard()
        let notes = addSource("notes", to: app.system, id: "memo", [ItemRepresentation(typeIdentifier: TypeIdentifier.plainText, value: .text("memo"))])
        try app.lift(0, 0, finger: 1)
        try app.system.touch(finger: 2, at: .sourceItem(notes, id: "memo"))
        try app.system.lift(finger: 2)
        try app.system.move(finger: 2, to: try app.cell(1, 0))
        try app.system.drop(finger: 2)
        #expect(app.system.lines.contains("collection.drop dropSessionDidUpdate [1,0] -> move insertAtDestinationIndexPath"))
        #expect(app.system.lines.last == "notes.drag didEndWith cancel")
        #expect(!app.system.lines.contains { $0.contains("performDrop") })
        #expect(app.sections == [["a", "b", "+"], ["c", "d", "+"]])
    }

    @Test("two drags at once leave two slots in a section, and the seed's removal in ascending order is rejected")
    func twoDragsBreakTheRemoval() throws {
        let app = try launchBoard()
        try app.lift(0, 0, finger: 1)
        try app.lift(1, 0, finger: 2)
        #expect(app.sections == [["a", "b", "+", "+"], ["c", "d", "+", "+"]])
        #expect(throws: EngineError(.inconsistentUpdate, "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")) {
            try app.system.cancel(finger: 1)
        }
    }

    @Test("a board with no sections still drags nothing and never crashes")
    func emptyBoard() throws {
        let app = try launchBoard([])
        #expect(app.sections.isEmpty)
        let safari = addSource(to: app.system, sunrise())
        try dragIn(from: safari, to: .view(try #require(app.collectionView)), in: app.system)
        #expect(app.system.lines.contains("collection.drop dropSessionDidUpdate none -> forbidden unspecified"))
        #expect(app.system.lines.last == "safari.drag didEndWith cancel")
    }

    @Test("interactive movement moves a card between sections; a cancelled one moves nothing")
    func interactiveMovement() throws {
        let app = try launchBoard()
        let collection = try #require(app.collectionView)
        try app.system.step {
            collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
            collection.updateInteractiveMovement(toProposedIndexPath: IndexPath(item: 1, section: 1))
            collection.endInteractiveMovement()
        }
        #expect(app.sections == [["b"], ["c", "a", "d"]])
        #expect(app.system.lines.contains("collection.dataSource moveItemAt [0,0] to [1,1]"))
        try app.system.step {
            collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1))
            collection.updateInteractiveMovement(toProposedIndexPath: IndexPath(item: 0, section: 0))
            collection.cancelInteractiveMovement()
        }
        #expect(app.sections == [["b"], ["c", "a", "d"]])
    }

    @Test("a relaunch starts again from the configured sections")
    func relaunch() throws {
        let app = try launchBoard()
        try app.lift(0, 0)
        try app.system.drop(over: try app.cell(1, 2))
        try app.relaunchStep()
        #expect(app.sections == [["a", "b"], ["c", "d"]])
    }
}
