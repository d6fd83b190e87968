import DragDropCore
import Foundation
@testable import GalleryCore
import Testing

@Suite("Gallery: reordering by dragging within the collection")
struct GalleryLocalMoveTests {
    @Test("the tutorial moves Venice to the end of the first row: delete and insert, saving after each model step")
    func tutorialSingleMove() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg", "dawn.jpg"])
        try app.lift(0)
        try app.system.move(finger: 1, to: try app.cell(2))
        let written = try app.system.lines(writtenBy: { try app.system.drop(finger: 1) })
        #expect(app.names == ["artika.jpg", "dawn.jpg", "venice.jpg"])
        #expect(written == [
            "collection.drop performDrop [0,2] items=1",
            "app saved 2 images",
            "app saved 3 images",
            "collection batch delete [0,0] insert [0,2]",
            "collection drop toItemAt [0,2]",
            "collection.drop dropSessionDidEnd",
            "collection.drag dragSessionDidEnd move",
            "collection cell [0,2] fetched",
        ])
        #expect(app.savedImages?.map(\.url) == app.images.map(\.url))
    }

    @Test("the corrected app moves one image in one batch move and one save, keeping its cell")
    func correctedSingleMove() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg", "dawn.jpg"], variant: .corrected)
        try app.lift(0)
        try app.system.move(finger: 1, to: try app.cell(2))
        let written = try app.system.lines(writtenBy: { try app.system.drop(finger: 1) })
        #expect(app.names == ["artika.jpg", "dawn.jpg", "venice.jpg"])
        #expect(written == [
            "collection.drop performDrop [0,2] items=1",
            "app saved 3 images",
            "collection batch move [0,0] to [0,2]",
            "collection drop toItemAt [0,2]",
            "collection.drop dropSessionDidEnd",
            "collection.drag dragSessionDidEnd move",
        ])
        #expect(app.image(at: 2)?.name == "venice.jpg")
    }

    @Test("two of the tutorial's own images dragged within it are cancelled: it proposes a gap, which UIKit refuses a multi-item local move")
    func tutorialMultiMoveQuirk() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg", "d.jpg"])
        try app.lift(0)
        try app.system.add(finger: 1, at: try app.cell(2))
        try app.system.drop(over: try app.cell(3))
        #expect(app.names == ["a.jpg", "b.jpg", "c.jpg", "d.jpg"])
        #expect(!app.system.lines.contains { $0.contains("performDrop") || $0.hasPrefix("collection batch") })
        #expect(app.system.lines.last == "collection.drag dragSessionDidEnd cancel")
        #expect(app.savedImages == nil)
    }

    @Test("the corrected app proposes no gap for several of its own images, and lands them at the destination, in drag order")
    func correctedMultiMove() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg", "d.jpg"], variant: .corrected)
        try app.lift(0)
        try app.system.add(finger: 1, at: try app.cell(2))
        try app.system.move(finger: 1, to: try app.cell(3))
        #expect(app.system.lines.last == "collection.drop dropSessionDidUpdate [0,3] -> move unspecified")
        try app.system.drop(finger: 1)
        // Pulled back so that the last one fits: a and c take places 2 and 3.
        #expect(app.names == ["b.jpg", "d.jpg", "a.jpg", "c.jpg"])
        #expect(app.system.lines.contains("collection.drop performDrop [0,3] items=2"))
        #expect(app.system.lines.last == "collection.drag dragSessionDidEnd move")
    }

    @Test("the corrected app keeps drag order when moving images towards the start")
    func correctedMultiMoveBackwards() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg", "d.jpg"], variant: .corrected)
        try app.lift(3)
        try app.system.add(finger: 1, at: try app.cell(1))
        try app.system.drop(over: try app.cell(0))
        #expect(app.names == ["d.jpg", "b.jpg", "a.jpg", "c.jpg"])
        #expect(app.savedImages?.map(\.url) == app.images.map(\.url))
    }

    @Test("a tap on the image being dragged adds nothing (UIKitCore), so the corrected app moves it alone")
    func correctedDuplicateItem() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg"], variant: .corrected)
        try app.lift(0)
        try app.system.add(finger: 1, at: try app.cell(0))
        try app.system.drop(over: try app.cell(2))
        #expect(app.names == ["b.jpg", "c.jpg", "a.jpg"])
        #expect(app.system.lines.contains("collection.drop performDrop [0,2] items=1"))
    }

    /// The tutorial's array traps on this drop, which would end the test process: the crash
    /// is pinned by a scenario in Scenarios/regression/quirks.yaml, run in a worker.
    @Test("dropping past the last image: the corrected app appends")
    func pastTheEnd() throws {
        let corrected = try launchGallery(["a.jpg", "b.jpg", "c.jpg"], variant: .corrected)
        try corrected.lift(0)
        try corrected.system.drop(over: try corrected.cell(3))
        #expect(corrected.names == ["b.jpg", "c.jpg", "a.jpg"])
    }

    @Test("a drag within the gallery proposes a move, allowed by default: the tutorial implements no dragSessionAllowsMoveOperation, so it is never asked")
    func proposesMove() throws {
        let app = try launchGallery(["a.jpg", "b.jpg"])
        try app.lift(0)
        try app.system.move(finger: 1, to: try app.cell(1))
        #expect(app.system.lines.suffix(4) == [
            "collection.drag dragSessionWillBegin",
            "collection.drop canHandle -> true",
            "collection.drop dropSessionDidEnter",
            "collection.drop dropSessionDidUpdate [0,1] -> move insertAtDestinationIndexPath",
        ])
        try app.system.drop(finger: 1)
        #expect(app.system.lines.contains("collection.drag dragSessionDidEnd move"))
        #expect(!app.system.lines.contains { $0.contains("AllowsMoveOperation") })
        #expect(app.names == ["b.jpg", "a.jpg"])
    }
}
