import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Gallery: dragging images out")
struct GalleryDragTests {
    @Test("lifting a fetched cell offers its image and makes the collection view the session's local context")
    func liftOffersTheImage() throws {
        let app = try launchGallery(["venice.jpg"])
        try app.lift(0)
        let session = try #require(app.system.session(ofFinger: 1))
        #expect(session.items.count == 1)
        #expect((session.localContext as? CollectionView) === app.collectionView)
        #expect(session.items[0].itemProvider.registeredTypeIdentifiers == ["public.image"])
        #expect(app.system.lines.suffix(2) == [
            "collection.drag itemsForBeginning [0,0] -> 1 item",
            "collection.drag dragSessionWillBegin",
        ])
    }

    @Test("a cell whose image has not arrived offers nothing, so no session starts")
    func noImageNoItems() throws {
        let app = try launchGallery(GalleryConfiguration(images: [GalleryImage(url: url("slow.jpg"), aspect: 1, fetchDelay: 1000)]))
        try app.lift(0)
        #expect(app.system.session(ofFinger: 1) == nil)
        #expect(app.system.lines == ["collection.drag itemsForBeginning [0,0] -> 0 items"])
    }

    @Test("a tap on another fetched cell adds its image to the drag")
    func tapAdds() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg"])
        try app.lift(0)
        try app.system.add(finger: 1, at: try app.cell(1))
        #expect(app.system.session(ofFinger: 1)?.items.count == 2)
        #expect(app.system.lines.last?.hasPrefix("collection.drag itemsForAddingTo [0,1]") == true)
    }

    @Test("images dragged to another app arrive there as images")
    func dragToAnotherApp() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg"])
        let photos = OtherApp(name: "photos")
        photos.accept([TypeIdentifier.image])
        app.system.addOtherApp(photos)
        try app.lift(0)
        try app.system.add(finger: 1, at: try app.cell(1))
        try app.system.drop(over: .app(photos))
        #expect(photos.received.map(\.values) == [["public.image=venice.jpg"], ["public.image=artika.jpg"]])
        #expect(app.names == ["venice.jpg", "artika.jpg"])
        #expect(app.system.lines.contains("collection.drag dragSessionDidEnd copy"))
    }
}
