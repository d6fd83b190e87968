import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Gallery: interactive movement (seed 004)")
struct GalleryInteractiveMovementTests {
    @Test("the tutorial writes no moveItemAt, so UIKit cannot reorder it: beginInteractiveMovement is false")
    func tutorialCannotReorder() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg"])
        let collection = try app.collection
        let start = app.system.lines.count
        try app.system.step {
            #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collection.updateInteractiveMovement(toProposedIndexPath: IndexPath(item: 2, section: 0))
            collection.endInteractiveMovement()
        }
        #expect(app.names == ["a.jpg", "b.jpg", "c.jpg"])
        #expect(app.system.lines(from: start) == ["collection beginInteractiveMovement [0,0] -> false"])
    }

    @Test("the corrected app's reorder moves the model entry and saves once")
    func reorder() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg"], variant: .corrected)
        let collection = try app.collection
        let start = app.system.lines.count
        try app.system.step {
            #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collection.updateInteractiveMovement(toProposedIndexPath: IndexPath(item: 1, section: 0))
            collection.updateInteractiveMovement(toProposedIndexPath: IndexPath(item: 2, section: 0))
            collection.endInteractiveMovement()
        }
        #expect(app.names == ["b.jpg", "c.jpg", "a.jpg"])
        #expect(app.savedImages?.map(\.url) == app.images.map(\.url))
        #expect(app.system.lines(from: start) == [
            "collection beginInteractiveMovement [0,0] -> true",
            "collection endInteractiveMovement [0,2]",
            "collection.dataSource moveItemAt [0,0] to [0,2]",
            "app saved 3 images",
        ])
        #expect(app.image(at: 2)?.name == "a.jpg")
    }

    @Test("a cancelled reorder moves nothing and saves nothing")
    func cancelledReorder() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg"], variant: .corrected)
        let collection = try app.collection
        try app.system.step {
            collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
            collection.updateInteractiveMovement(toProposedIndexPath: IndexPath(item: 2, section: 0))
            collection.cancelInteractiveMovement()
        }
        #expect(app.names == ["a.jpg", "b.jpg", "c.jpg"])
        #expect(app.savedImages == nil)
    }
}
