import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Gallery: the trash")
struct GalleryTrashTests {
    @Test("an image dropped on the trash shrinks into it and leaves the gallery, which saves", arguments: GalleryVariant.finished)
    func deletes(_ variant: GalleryVariant) throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg"], variant: variant)
        try app.lift(1)
        try app.system.move(finger: 1, to: try app.trash)
        let written = try app.system.lines(writtenBy: { try app.system.drop(finger: 1) })
        #expect(app.names == ["a.jpg", "c.jpg"])
        #expect(app.savedImages?.map(\.url.absoluteString) == [url("a.jpg"), url("c.jpg")])
        #expect(written == [
            "trash.drop performDrop items=1",
            "app.provider load public.image item 1",
            "trash.drop previewForDropping -> retarget center=(22,22) scale=0.1",
            "trash.drop willAnimateDrop",
            "trash.drop sessionDidEnd",
            "collection.drag dragSessionDidEnd copy",
            "trash.drop concludeDrop",
            "app.provider loaded public.image item 1",
            "app saved 2 images",
            "collection batch delete [0,1]",
        ])
    }

    @Test("the trash takes the gallery's own images and forbids other apps', whose drag the source sees cancelled")
    func forbidsOtherApps() throws {
        let app = try launchGallery(["a.jpg"])
        let safari = addSource(to: app.system, sunrise())
        try dragIn(from: safari, to: try app.trash, in: app.system)
        #expect(app.system.lines.contains("trash.drop canHandle -> true"))
        #expect(app.system.lines.contains("trash.drop sessionDidUpdate -> forbidden"))
        #expect(app.system.lines.last == "safari.drag didEndWith cancel")
        #expect(app.names == ["a.jpg"])
    }

    @Test("several dragged images go together in one batch", arguments: GalleryVariant.finished)
    func deletesSeveral(_ variant: GalleryVariant) throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg", "d.jpg"], variant: variant)
        try app.lift(3)
        try app.system.add(finger: 1, at: try app.cell(0))
        try app.system.drop(over: try app.trash)
        try app.system.settle()
        #expect(app.names == ["b.jpg", "c.jpg"])
        #expect(app.system.lines.contains("collection batch delete [0,3] [0,0]"))
    }

    /// Finger 1 holds b while finger 2 throws a away: the gallery changes under finger 1's drag.
    private func throwAwayDuringDrag(_ variant: GalleryVariant) throws -> GalleryApp {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg"], variant: variant)
        try app.lift(1, finger: 1)
        try app.lift(0, finger: 2)
        try app.system.move(finger: 2, to: try app.trash)
        try app.system.drop(finger: 2)
        #expect(app.names == ["b.jpg", "c.jpg"])
        try app.system.drop(over: try app.trash)
        return app
    }

    @Test("the tutorial's trash deletes by the index paths of the lift, which went stale")
    func tutorialStalePaths() throws {
        let app = try throwAwayDuringDrag(.tutorial)
        #expect(app.names == ["b.jpg"])
        #expect(app.system.lines.last == "collection batch delete [0,1]")
    }

    @Test("the corrected trash deletes the dragged image wherever it is now")
    func correctedFollowsTheImage() throws {
        let app = try throwAwayDuringDrag(.corrected)
        #expect(app.names == ["c.jpg"])
        #expect(app.system.lines.last == "collection batch delete [0,0]")
    }

    @Test("an image dropped twice on the trash: the tutorial's second delete is rejected, the corrected app does nothing")
    func alreadyDeleted() throws {
        for variant in GalleryVariant.finished {
            let app = try launchGallery(["a.jpg", "b.jpg"], variant: variant)
            try app.lift(1, finger: 1)
            try app.lift(1, finger: 2)
            try app.system.move(finger: 2, to: try app.trash)
            try app.system.drop(finger: 2)
            try app.system.move(finger: 1, to: try app.trash)
            switch variant {
            case .tutorial:
                #expect(throws: EngineError(.inconsistentUpdate, "attempt to delete item 1 from section 0 which only contains 1 items before the update")) {
                    try app.system.drop(finger: 1)
                }
            case .corrected:
                try app.system.drop(finger: 1)
                #expect(app.names == ["a.jpg"])
            case .beforePerformDrop, .unbatchedMove:
                Issue.record("\(variant) is a stage of the article, not a finished app")
            }
        }
    }
}
