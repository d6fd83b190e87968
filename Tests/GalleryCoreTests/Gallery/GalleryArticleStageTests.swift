import DragDropCore
import Foundation
import GalleryCore
import Testing

/// The gallery at two stages of the article: before `performDrop` is written, and with the
/// local move's updates outside `performBatchUpdates`.
@Suite("Gallery: the article's earlier stages")
struct GalleryArticleStageTests {
    @Test("before performDrop is written, a picture from Safari gets the + and a gap, and the drop puts nothing in the gallery")
    func beforePerformDropFromSafari() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg"], variant: .beforePerformDrop)
        let safari = addSource(to: app.system, sunrise())
        try dragIn(from: safari, to: try app.cell(1), in: app.system)
        try app.system.settle()
        #expect(app.system.lines.contains("collection.drop dropSessionDidUpdate [0,1] -> copy insertAtDestinationIndexPath"))
        #expect(app.system.lines.contains("collection.drop performDrop [0,1] items=1"))
        #expect(!app.system.lines.contains { $0.hasPrefix("collection placeholder") || $0.hasPrefix("safari.provider load") })
        #expect(app.names == ["venice.jpg", "artika.jpg"])
        #expect(app.savedImages == nil)
    }

    @Test("before performDrop is written, the gallery's own image moved into a gap stays where it was")
    func beforePerformDropLocal() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg", "dawn.jpg"], variant: .beforePerformDrop)
        try app.lift(0)
        try app.system.move(finger: 1, to: try app.cell(2))
        try app.system.drop(finger: 1)
        #expect(app.system.lines.contains("collection.drop performDrop [0,2] items=1"))
        #expect(!app.system.lines.contains { $0.hasPrefix("collection batch") })
        #expect(app.names == ["venice.jpg", "artika.jpg", "dawn.jpg"])
    }

    @Test("deleteItems and insertItems outside performBatchUpdates: the first update alone is out of step with the model, and the app dies")
    func unbatchedMoveCrashes() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg", "dawn.jpg"], variant: .unbatchedMove)
        try app.lift(1)
        try app.system.move(finger: 1, to: try app.cell(2))
        #expect(throws: EngineError.self) { try app.system.drop(finger: 1) }
        #expect(app.system.fault?.kind == .inconsistentUpdate)
    }

    @Test("the same move in one batch, as the finished tutorial writes it, lands")
    func batchedMoveLands() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg", "dawn.jpg"], variant: .tutorial)
        try app.lift(1)
        try app.system.move(finger: 1, to: try app.cell(2))
        try app.system.drop(finger: 1)
        #expect(app.names == ["venice.jpg", "dawn.jpg", "artika.jpg"])
    }
}
