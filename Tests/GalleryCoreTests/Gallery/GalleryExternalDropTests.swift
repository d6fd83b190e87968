import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Gallery: images dropped in from other apps")
struct GalleryExternalDropTests {
    private func dropSunrise(_ variant: GalleryVariant, _ representations: [ItemRepresentation], at item: Int = 1) throws -> GalleryApp {
        let app = try launchGallery(["venice.jpg", "artika.jpg"], variant: variant)
        let safari = addSource(to: app.system, representations)
        try dragIn(from: safari, to: try app.cell(item), in: app.system)
        return app
    }

    @Test("the image arriving before the URL: a placeholder shows, then the image is inserted where it stands", arguments: GalleryVariant.finished)
    func imageFirst(_ variant: GalleryVariant) throws {
        let app = try dropSunrise(variant, sunrise(urlAfter: 2000, imageAfter: 300))
        #expect(app.placeholders == 1)
        #expect(app.system.lines.contains("collection.drop dropSessionDidUpdate [0,1] -> copy insertAtDestinationIndexPath"))
        #expect(app.system.lines.contains("collection placeholder insert [0,1] DropPlaceholderCell"))
        try app.system.settle()
        #expect(app.placeholders == 0)
        #expect(app.images == [
            ImageModel(url: imageURL("venice.jpg"), aspectRatio: 1),
            ImageModel(url: imageURL("sunrise.jpg"), aspectRatio: 1.5),
            ImageModel(url: imageURL("artika.jpg"), aspectRatio: 1),
        ])
        #expect(app.savedImages == app.images)
        #expect(app.system.timedLines.contains { $0.hasPrefix(" 2000ms  collection       placeholder commit [0,1] -> true") })
        #expect(app.system.lines.containsInOrder([
            "safari.provider loaded public.image sunrise",
            "safari.provider loaded public.url sunrise",
            "collection placeholder commit [0,1] -> true",
            "app saved 3 images",
            "collection cell [0,1] fetched",
        ]))
    }

    @Test("the tutorial loses a drop whose URL arrives before its image")
    func tutorialLosesURLFirst() throws {
        let app = try dropSunrise(.tutorial, sunrise(urlAfter: 300, imageAfter: 2000))
        try app.system.advance(by: 300)
        #expect(app.placeholders == 0)
        #expect(app.system.timedLines.last == "  300ms  collection       placeholder delete [0,1] -> true")
        try app.system.settle()
        #expect(app.names == ["venice.jpg", "artika.jpg"])
        #expect(app.savedImages == nil)
    }

    @Test("the corrected app commits a drop whose URL arrives before its image, once the image is there")
    func correctedCommitsURLFirst() throws {
        let app = try dropSunrise(.corrected, sunrise(urlAfter: 300, imageAfter: 2000))
        try app.system.advance(by: 300)
        #expect(app.placeholders == 1)
        try app.system.settle()
        #expect(app.placeholders == 0)
        #expect(app.names == ["venice.jpg", "sunrise.jpg", "artika.jpg"])
        #expect(app.system.timedLines.contains(" 2000ms  collection       placeholder commit [0,1] -> true"))
    }

    @Test("a failed load deletes the placeholder in both variants, whichever load fails", arguments: GalleryVariant.finished, [
        sunrise(urlAfter: 100, imageAfter: 200, imageFails: "timed out"),
        sunrise(urlAfter: 200, imageAfter: 100, imageFails: "timed out"),
        sunrise(urlAfter: 100, imageAfter: 200, urlFails: "offline"),
        sunrise(urlAfter: 200, imageAfter: 100, urlFails: "offline"),
    ])
    func failedLoad(_ variant: GalleryVariant, _ representations: [ItemRepresentation]) throws {
        let app = try dropSunrise(variant, representations)
        try app.system.settle()
        #expect(app.placeholders == 0)
        #expect(app.names == ["venice.jpg", "artika.jpg"])
        #expect(app.system.lines.filter { $0.hasPrefix("collection placeholder") } == [
            "collection placeholder insert [0,1] DropPlaceholderCell",
            "collection placeholder delete [0,1] -> true",
        ])
    }

    @Test("a search result's imgurl= item is the image's URL, percent-decoded")
    func searchResultURL() throws {
        let link = "https://www.google.com/imgres?imgurl=https%3A%2F%2Fimg.example%2Fdawn%20sky.jpg&imgrefurl=https%3A%2F%2Fexample.com"
        let app = try dropSunrise(.tutorial, sunrise(link: link))
        try app.system.settle()
        #expect(app.images.map(\.url.absoluteString) == [url("venice.jpg"), url("dawn%20sky.jpg"), url("artika.jpg")])
    }

    @Test("the dropped image is cached, so the new cell shows it at once")
    func droppedImageIsCached() throws {
        let app = try dropSunrise(.tutorial, sunrise())
        #expect(app.image(at: 1) == Image(width: 1200, height: 800))
        #expect(app.system.lines.last == "collection cell [0,1] fetched")
    }

    @Test("dropped over no cell, the image goes first")
    func dropOverEmptySpace() throws {
        let app = try launchGallery(["venice.jpg"])
        let safari = addSource(to: app.system, sunrise())
        try dragIn(from: safari, to: .empty(try app.collection), in: app.system)
        #expect(app.system.lines.contains("collection.drop performDrop none items=1"))
        #expect(app.names == ["sunrise.jpg", "venice.jpg"])
    }

    @Test("two drops waiting at one place: the later one stands behind, each commits where it stands (UIKitCore dropItem:toPlaceholder:)")
    func twoPlaceholders() throws {
        let app = try launchGallery(["venice.jpg"], variant: .corrected)
        let safari = addSource(to: app.system, sunrise(urlAfter: 500, imageAfter: 500))
        addSource("bing", to: app.system, id: "dawn", sunrise(urlAfter: 100, imageAfter: 100, link: url("dawn.jpg")))
        try dragIn(from: safari, to: try app.cell(0), in: app.system)
        try dragIn(from: try #require(app.system.otherApp(named: "bing")), id: "dawn", to: try app.cell(0), in: app.system)
        #expect(app.placeholders == 2)
        try app.system.settle()
        #expect(app.names == ["sunrise.jpg", "dawn.jpg", "venice.jpg"])
    }

    @Test("an item offering an image without a URL cannot be dropped in from another app")
    func imageWithoutURL() throws {
        let app = try launchGallery(["venice.jpg"])
        let photos = addSource("photos", to: app.system, [ItemRepresentation(typeIdentifier: "public.jpeg", value: .image(Image(width: 10, height: 10)))])
        try dragIn(from: photos, to: try app.cell(0), in: app.system)
        #expect(app.system.lines.contains("collection.drop canHandle -> false"))
        #expect(!app.system.lines.contains { $0.contains("performDrop") })
        #expect(app.system.lines.last == "photos.drag didEndWith cancel")
    }
}
