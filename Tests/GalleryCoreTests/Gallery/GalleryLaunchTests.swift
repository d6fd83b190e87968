import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Gallery: launch, fetching and relaunch")
struct GalleryLaunchTests {
    @Test("with nothing given, the gallery starts with the tutorial's three test images")
    func tutorialTestImages() throws {
        let app = try launchGallery()
        #expect(app.images.map(\.url.absoluteString) == [
            "http://www.planetware.com/photos-large/F/france-paris-eiffel-tower.jpg",
            "https://adriatic-lines.com/wp-content/uploads/2015/04/canal-of-Venice.jpg",
            "http://www.picture-newsletter.com/arctic/arctic-12.jpg",
        ])
        #expect(app.images.map(\.aspectRatio) == [0.67, 1.5, 0.8])
        #expect(app.variant == .tutorial)
        #expect(app.view(named: "collection") === app.collectionView)
        #expect(app.view(named: "trash") != nil)
    }

    @Test("each cell fetches its image when it appears; a fetch taking 0 is done before the first step")
    func cellsFetchAtLaunch() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg"])
        #expect(app.system.timedLines == [
            "    0ms  collection       cell [0,0] fetched",
            "    0ms  collection       cell [0,1] fetched",
        ])
        #expect(app.image(at: 0)?.name == "venice.jpg")
        #expect(app.image(at: 1)?.name == "artika.jpg")
    }

    @Test("a fetch takes its configured delay; until then the cell has no image")
    func fetchDelay() throws {
        let app = try launchGallery(GalleryConfiguration(images: [GalleryImage(url: url("slow.jpg"), aspect: 1.5, fetchDelay: 500)]))
        #expect(app.image(at: 0) == nil)
        try app.system.advance(by: 499)
        #expect(app.image(at: 0) == nil)
        try app.system.advance(by: 1)
        #expect(app.image(at: 0)?.name == "slow.jpg")
        #expect(app.system.timedLines == ["  500ms  collection       cell [0,0] fetched"])
    }

    @Test("a URL listed twice is served as its first listing says, for both cells")
    func firstListingWins() throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("a.jpg"), aspect: 1, fetchDelay: 300),
            GalleryImage(url: url("b.jpg"), aspect: 1),
            GalleryImage(url: url("a.jpg"), aspect: 1, fetchDelay: 0, fetchFailure: "gone"),
        ]))
        try app.system.settle()
        #expect(app.system.timedLines == [
            "    0ms  collection       cell [0,1] fetched",
            "  300ms  collection       cell [0,0] fetched",
            "  300ms  collection       cell [0,2] fetched",
        ])
    }

    @Test("a cell showing another image than the one given at its index is served by its own URL's listing")
    func cellsServedByTheirURL() throws {
        let saved = #"{"images":[{"url":"https://img.example/b.jpg","aspectRatio":1},{"url":"https://img.example/a.jpg","aspectRatio":1}]}"#
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("a.jpg"), aspect: 1),
            GalleryImage(url: url("b.jpg"), aspect: 1, fetchDelay: 200),
        ], saved: saved, variant: .corrected))
        try app.system.settle()
        #expect(app.system.timedLines == [
            "    0ms  collection       cell [0,1] fetched",
            "  200ms  collection       cell [0,0] fetched",
        ])
        #expect(app.image(at: 0)?.name == "b.jpg")
    }

    @Test("a failed fetch shows the error image and squares a ratio outside 0.95–1.05, which saves")
    func errorImageSquaresTheRatio() throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("a.jpg"), aspect: 1.5, fetchDelay: 100, fetchFailure: "not found"),
            GalleryImage(url: url("b.jpg"), aspect: 0.94, fetchFailure: "not found"),
        ]))
        try app.system.settle()
        #expect(app.system.timedLines == [
            "    0ms  collection       cell [0,1] error-image",
            "    0ms  app              saved 2 images",
            "  100ms  collection       cell [0,0] error-image",
            "  100ms  app              saved 2 images",
        ])
        #expect(app.images.map(\.aspectRatio) == [1.0, 1.0])
        #expect(app.savedImages == app.images)
        #expect(app.image(at: 0)?.name == "error-image")
    }

    @Test("a failed fetch leaves a ratio within 0.95–1.05 alone and saves nothing")
    func errorImageKeepsNearlySquareRatios() throws {
        let app = try launchGallery(GalleryConfiguration(images: [GalleryImage(url: url("a.jpg"), aspect: 1.05, fetchFailure: "gone")]))
        #expect(app.system.lines == ["collection cell [0,0] error-image"])
        #expect(app.images.map(\.aspectRatio) == [1.05])
        #expect(app.savedImages == nil)
    }

    @Test("launching saves nothing")
    func launchSavesNothing() throws {
        let app = try launchGallery(["a.jpg"])
        #expect(app.savedImages == nil)
        #expect(app.savedJSON == nil)
        #expect(!app.system.lines.contains { $0.hasPrefix("app saved") })
    }

    @Test("a saved gallery wins over the configured images; the tutorial saves it again at launch, the corrected app writes nothing")
    func savedWins() throws {
        let saved = #"{"images":[{"url":"https://img.example/saved.jpg","aspectRatio":0.5}]}"#
        for variant in [GalleryVariant.tutorial, .corrected] {
            let app = try launchGallery(GalleryConfiguration(images: [GalleryImage(url: url("configured.jpg"), aspect: 1)], saved: saved, variant: variant))
            #expect(app.images == [ImageModel(url: imageURL("saved.jpg"), aspectRatio: 0.5)])
            #expect(app.savedImages == app.images)
            #expect(variant == .tutorial || app.savedJSON == saved, "the corrected app leaves the store as it was")
            let launchLines = variant == .tutorial ? ["app saved 1 images", "collection cell [0,0] fetched"] : ["collection cell [0,0] fetched"]
            #expect(app.system.lines == launchLines, "\(variant)")
        }
    }

    @Test("the tutorial overwrites a store that does not decode with the empty gallery at launch: the data is lost")
    func corruptStoreOverwrittenByTutorial() throws {
        let corrupt = #"{"images":[{"url":"https://img.example/a.jpg"}]}"#
        let app = try launchGallery(GalleryConfiguration(images: [GalleryImage(url: url("a.jpg"), aspect: 1)], saved: corrupt))
        #expect(app.images.isEmpty)
        #expect(app.system.lines == ["app warning: saved gallery does not decode; starting empty", "app saved 0 images"])
        #expect(app.savedJSON == #"{"images":[]}"#)
        #expect(app.system.defaults.data(forKey: "SavedGalleries.unreadable") == nil)

        try app.relaunchStep()
        #expect(app.images.isEmpty)
        #expect(app.system.lines.filter { $0.hasPrefix("app warning") }.count == 1)
    }

    @Test("the corrected app never writes at launch, and keeps a store it cannot read under SavedGalleries.unreadable before its first save")
    func corruptStoreKeptByCorrected() throws {
        let corrupt = #"{"images":[{"url":"https://img.example/a.jpg"}]}"#
        let app = try launchGallery(GalleryConfiguration(images: [GalleryImage(url: url("a.jpg"), aspect: 1)], saved: corrupt, variant: .corrected))
        #expect(app.images.isEmpty)
        #expect(app.savedImages == nil)
        #expect(app.system.lines == ["app warning: saved gallery does not decode; starting empty"])
        #expect(app.savedJSON == corrupt)

        try app.relaunchStep()
        #expect(app.images.isEmpty)
        #expect(app.savedJSON == corrupt)
        #expect(app.system.lines.filter { $0.hasPrefix("app warning") }.count == 2)

        let safari = addSource(to: app.system, sunrise())
        try dragIn(from: safari, to: .empty(try app.collection), in: app.system)
        #expect(app.images == [ImageModel(url: imageURL("sunrise.jpg"), aspectRatio: 1.5)])
        #expect(app.savedJSON == #"{"images":[{"aspectRatio":1.5,"url":"https:\/\/img.example\/sunrise.jpg"}]}"#)
        #expect(app.system.defaults.data(forKey: "SavedGalleries.unreadable") == Data(corrupt.utf8))
        #expect(app.system.lines.contains("app warning: kept the saved gallery that does not decode under SavedGalleries.unreadable"))
    }

    @Test("store text that is no gallery does not decode either, an empty URL included", arguments: ["", "null", "[]", "{}", #"{"images":null}"#, "not json", #"{"images":[{"url":1,"aspectRatio":1}]}"#, #"{"images":[{"url":"","aspectRatio":1}]}"#])
    func otherCorruptStores(_ saved: String) throws {
        let app = try launchGallery(GalleryConfiguration(saved: saved, variant: .corrected))
        #expect(app.images.isEmpty)
        #expect(app.system.lines == ["app warning: saved gallery does not decode; starting empty"])
    }

    @Test("a relaunch before any change starts again from the configured images")
    func relaunchBeforeAnyChange() throws {
        let app = try launchGallery(["a.jpg", "b.jpg"])
        try app.relaunchStep()
        #expect(app.names == ["a.jpg", "b.jpg"])
        #expect(app.system.lines == [
            "collection cell [0,0] fetched",
            "collection cell [0,1] fetched",
            "app relaunch",
            "collection cell [0,0] fetched",
            "collection cell [0,1] fetched",
        ])
    }

    @Test("a relaunch after a change starts from the saved gallery")
    func relaunchAfterChange() throws {
        let app = try launchGallery(["a.jpg", "b.jpg", "c.jpg"])
        try app.lift(0)
        try app.system.drop(over: try app.trash)
        #expect(app.names == ["b.jpg", "c.jpg"])
        try app.relaunchStep()
        #expect(app.names == ["b.jpg", "c.jpg"])
        #expect(app.image(at: 1)?.name == "c.jpg")
    }

    @Test("relaunching while a finger drags is an invalid step, and the app keeps running")
    func relaunchWhileDragging() throws {
        let app = try launchGallery(["a.jpg"])
        try app.lift(0)
        #expect(throws: EngineError(.invalidStep, "relaunch: finger 1 is still on the screen")) {
            try app.relaunch()
        }
        #expect(app.names == ["a.jpg"])
    }

    @Test("configuration values that make no sense are clamped or left out, never a crash")
    func clampedConfiguration() throws {
        for (columns, width) in [(0, 768.0), (-3, -100.0), (1, Double.nan), (1000, Double.infinity)] {
            let app = try launchGallery(GalleryConfiguration(
                images: [
                    GalleryImage(url: "", aspect: 0),
                    GalleryImage(url: "not a url at all", aspect: -2, fetchDelay: -5),
                    GalleryImage(url: url("inf.jpg"), aspect: .infinity),
                    GalleryImage(url: url("nan.jpg"), aspect: .nan, fetchFailure: "broken"),
                ],
                columns: columns,
                width: width
            ))
            #expect(app.images.count == 3, "the empty URL, which URL(string:) refuses, is left out")
            #expect(app.images[1].aspectRatio == 1.0)
            #expect(app.images[2].aspectRatio == 1.0)
            try app.lift(0)
            try app.system.drop(over: .point(try app.collection, CGPoint(x: 1, y: 1)))
            #expect(app.images.count == 3)
        }
    }
}
