import DragDropCore
import Foundation
import GalleryCore
import Testing

/// Seed 002's note on a grid of one section (`variant: single-section`): no slots, and a drop
/// with no destination index path reaches the article's fallback in `performDrop`.
@Suite("Board of one section (seed 002's note)")
struct BoardSingleSectionTests {
    @Test("with nothing given, the grid of one section holds the article's data with sections = 1: cell 1 and cell 2")
    func seedData() throws {
        let app = try launchBoard(nil, variant: .singleSection)
        #expect(app.sections == [["cell 1", "cell 2"]])
    }

    @Test("a drag opens no slot: the note opens them only for several sections")
    func noSlots() throws {
        let app = try launchBoard([["a", "b", "c"]], variant: .singleSection)
        try app.lift(0, 0)
        #expect(app.sections == [["a", "b", "c"]])
        #expect(!app.system.lines.contains { $0.hasPrefix("collection batch") })
    }

    @Test("its own drag is a move with no destination too; another app's is forbidden")
    func proposal() throws {
        let app = try launchBoard([["a", "b", "c"]], variant: .singleSection)
        try app.lift(0, 0)
        try app.system.move(finger: 1, to: .view(try #require(app.collectionView)))
        try app.system.move(finger: 1, to: try app.cell(0, 2))
        #expect(app.system.lines.filter { $0.hasPrefix("collection.drop dropSessionDidUpdate") } == [
            "collection.drop dropSessionDidUpdate none -> move insertAtDestinationIndexPath",
            "collection.drop dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath",
        ])
        try app.system.drop(finger: 1)
        #expect(app.sections == [["b", "c", "a"]])
        let notes = addSource("notes", to: app.system, id: "memo", [ItemRepresentation(typeIdentifier: TypeIdentifier.plainText, value: .text("memo"))])
        try app.system.touch(finger: 2, at: .sourceItem(notes, id: "memo"))
        try app.system.lift(finger: 2)
        try app.system.move(finger: 2, to: .view(try #require(app.collectionView)))
        #expect(app.system.lines.last == "collection.drop dropSessionDidUpdate none -> forbidden unspecified")
    }

    @Test("dropped with no destination, performDrop's fallback picks the place after the last cell, past the end once the card is removed: the update is refused")
    func fallbackPastTheEnd() throws {
        let app = try launchBoard([["a", "b", "c"]], variant: .singleSection)
        try app.lift(0, 0)
        #expect(throws: EngineError.self) { try app.system.drop(over: .view(try #require(app.collectionView))) }
        #expect(app.system.lines.containsInOrder([
            "collection.drop dropSessionDidUpdate none -> move insertAtDestinationIndexPath",
            "collection.drop performDrop none items=1",
            "collection batch delete [0,0] insert [0,3]",
        ]))
        #expect(app.system.fault?.kind == .inconsistentUpdate)
    }

    @Test("the article's board of several sections still forbids a drop with no destination")
    func tutorialForbids() throws {
        let app = try launchBoard([["a", "b", "c"]])
        try app.lift(0, 0)
        try app.system.drop(over: .view(try #require(app.collectionView)))
        #expect(!app.system.lines.contains { $0.hasPrefix("collection.drop performDrop") })
        #expect(app.sections == [["a", "b", "c"]])
    }
}
