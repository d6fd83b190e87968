import DragDropCore
import Foundation
import GalleryCore
import ScenarioAppKit
import Testing

@Suite("Gallery: the saved JSON")
struct GalleryPersistenceTests {
    @Test("the gallery is saved as compact JSON, keys in the tutorial's order, slashes and non-ASCII as they are")
    func exactForm() {
        let gallery = ImageGallery(images: [
            ImageModel(url: "https://img.example/venice.jpg", aspectRatio: 1.5),
            ImageModel(url: "https://img.example/été \"1\"\\\n\u{01}.jpg", aspectRatio: 1),
            ImageModel(url: "", aspectRatio: 0.67),
            ImageModel(url: "x", aspectRatio: 0.00001),
        ])
        #expect(gallery.json == #"{"images":[{"url":"https://img.example/venice.jpg","aspectRatio":1.5},{"url":"https://img.example/été \"1\"\\\n\u0001.jpg","aspectRatio":1.0},{"url":"","aspectRatio":0.67},{"url":"x","aspectRatio":1e-05}]}"#)
        #expect(ImageGallery().json == #"{"images":[]}"#)
    }

    @Test("what the app saves after a change is that JSON")
    func appSavesTheJSON() throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("venice.jpg"), aspect: 1.5),
            GalleryImage(url: url("artika.jpg"), aspect: 0.8),
        ]))
        try app.lift(1)
        try app.system.move(finger: 1, to: try app.trash)
        try app.system.drop(finger: 1)
        #expect(app.savedJSON == #"{"images":[{"url":"https://img.example/venice.jpg","aspectRatio":1.5}]}"#)
        #expect(app.savedImages == [ImageModel(url: url("venice.jpg"), aspectRatio: 1.5)])
    }

    @Test("`images` and `saved` asked alone are what the whole state holds, before and after the saved text is made, and after a relaunch", arguments: [GalleryVariant.tutorial, .corrected])
    func stateKeysAlone(variant: GalleryVariant) throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("venice.jpg"), aspect: 1.5),
            GalleryImage(url: url("artika.jpg"), aspect: 0.8),
            GalleryImage(url: url("sunrise.jpg"), aspect: 1),
        ], variant: variant))
        func keysAlone() -> [StateValue?] { [app.state(forKey: "images"), app.state(forKey: "saved"), app.state(forKey: "store")] }
        func keysOfWhole() -> [StateValue?] {
            let whole = app.state
            return [whole["images"], whole["saved"], whole["store"]]
        }
        #expect(keysAlone() == keysOfWhole(), "nothing saved")
        try app.lift(1)
        try app.system.move(finger: 1, to: try app.trash)
        try app.system.drop(finger: 1)
        // Asked first, while the saved text is still to be made, then once it is.
        let alone = keysAlone()
        #expect(alone[1] == .list([
            .map([StateValue.Entry("url", .string(url("venice.jpg"))), StateValue.Entry("aspect", .number(1.5))]),
            .map([StateValue.Entry("url", .string(url("sunrise.jpg"))), StateValue.Entry("aspect", .number(1))]),
        ]))
        #expect(alone == keysOfWhole())
        #expect(keysAlone() == keysOfWhole())
        try app.relaunch()
        #expect(keysAlone() == keysOfWhole(), "relaunched")
    }

    @Test("a saved gallery that does not decode is `saved` as its text, asked alone or not")
    func undecodableSavedAlone() throws {
        let app = try launchGallery(GalleryConfiguration(images: [GalleryImage(url: "", aspect: 1.5), GalleryImage(url: url("a.jpg"), aspect: 1)], variant: .corrected))
        try app.lift(1)
        try app.system.move(finger: 1, to: try app.trash)
        try app.system.drop(finger: 1)
        let alone = app.state(forKey: "saved")
        #expect(alone == .string(#"{"images":[{"url":"","aspectRatio":1.5}]}"#))
        #expect(alone == app.state["saved"])
    }

    @Test("many random galleries survive saving and loading unchanged, odd URLs and ratios included; one URL(string:) refuses fails the whole decode")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(seed: 0x5EED_0000_0001)
        for _ in 0..<300 {
            let gallery = ImageGallery(images: (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                ImageModel(url: randomURL(using: &generator), aspectRatio: randomRatio(using: &generator))
            })
            // The tutorial's url is a URL: one string URL(string:) refuses fails the whole gallery.
            guard gallery.images.allSatisfy({ URL(string: $0.url) != nil }) else {
                #expect(ImageGallery(json: gallery.json) == nil, "\(gallery.json)")
                continue
            }
            let decoded = try #require(ImageGallery(json: gallery.json), "\(gallery.json)")
            #expect(decoded.images.map(\.url) == gallery.images.map(\.url))
            #expect(decoded.images.map(\.aspectRatio.bitPattern) == gallery.images.map(\.aspectRatio.bitPattern), "\(gallery.json)")
        }
    }

    @Test("what decoding a saved gallery gives is known without decoding: the same images, bit for bit, or nil, for random galleries and ratios JSON cannot hold")
    func decodedWithoutDecoding() {
        var generator = SeededGenerator(seed: 0x5EED_0000_0002)
        for round in 0..<300 {
            var gallery = ImageGallery(images: (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                ImageModel(url: randomURL(using: &generator), aspectRatio: randomRatio(using: &generator))
            })
            if round % 10 == 0, !gallery.images.isEmpty { gallery.images[0].aspectRatio = [.nan, .infinity, -.infinity][round % 3] }
            let decoded = ImageGallery(json: gallery.json)
            let known = gallery.decodedFromJSON
            #expect(known?.images.map(\.url) == decoded?.images.map(\.url), "\(gallery.json)")
            #expect(known?.images.map(\.aspectRatio.bitPattern) == decoded?.images.map(\.aspectRatio.bitPattern), "\(gallery.json)")
        }
    }

    @Test("the saved images the app reports are what decoding its store gives, before and after a relaunch")
    func savedImagesMatchDecoding() throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("venice.jpg"), aspect: 1.5),
            GalleryImage(url: "", aspect: 0.8),
            GalleryImage(url: url("dawn.jpg"), aspect: 1),
        ]))
        try app.lift(0)
        try app.system.move(finger: 1, to: try app.trash)
        try app.system.drop(finger: 1)
        let text = try #require(app.savedJSON)
        #expect(app.savedImages == ImageGallery(json: text)?.images)
        #expect(app.savedImages == nil, "an empty URL fails the tutorial's decoding")
        try app.relaunchStep()
        #expect(app.savedImages == ImageGallery(json: app.savedJSON ?? "")?.images)
    }

    @Test("a random saved gallery loads at launch and is saved again byte for byte after a no-op change; one URL(string:) refuses empties it")
    func randomRoundTripsThroughTheApp() throws {
        var generator = SeededGenerator(seed: 42)
        var dragged = 0
        for _ in 0..<40 {
            let gallery = ImageGallery(images: (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                ImageModel(url: randomURL(using: &generator), aspectRatio: randomRatio(using: &generator))
            })
            let app = try launchGallery(GalleryConfiguration(saved: gallery.json))
            guard gallery.images.allSatisfy({ URL(string: $0.url) != nil }) else {
                #expect(app.images == [])
                continue
            }
            #expect(app.images == gallery.images)
            // Dragging the first image onto itself removes and reinserts it: two saves.
            try app.system.settle()
            guard app.image(at: 0) != nil, app.images == gallery.images else { continue }
            try app.lift(0)
            try app.system.move(finger: 1, to: try app.cell(0))
            try app.system.drop(finger: 1)
            dragged += 1
            #expect(app.savedJSON == gallery.json)
            try app.relaunchStep()
            #expect(app.images == gallery.images)
        }
        #expect(dragged >= 20)
    }

    private func randomURL(using generator: inout SeededGenerator) -> String {
        let pieces = ["https://img.example/", "a", "é", "😀", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "%20", "?q=1&imgurl=x", "#frag", "\u{2028}", "中文", "'", "<>", ""]
        return (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    private func randomRatio(using generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return [0.67, 1.5, 0.8, 1, 0, -0.0, 0.1, 1.0 / 3].randomElement(using: &generator) ?? 1
        case 1: return Double.random(in: 0.01...100, using: &generator)
        case 2: return Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)
        case 3: return -Double.random(in: 0...10, using: &generator)
        case 4: return Double.leastNonzeroMagnitude * Double(Int.random(in: 1...1000, using: &generator))
        default: return Double.greatestFiniteMagnitude / Double(Int.random(in: 1...1000, using: &generator))
        }
    }
}

@Suite("Gallery: saves made when the store is read")
struct GalleryDeferredSaveTests {
    @Test("after a tutorial move (two saves) the store holds the moved gallery's JSON, read while the app runs or after it is gone")
    func storeHoldsEverySaveWhenRead() throws {
        for readWhileRunning in [true, false] {
            var app: GalleryApp? = try launchGallery(["venice.jpg", "artika.jpg", "sunrise.jpg"])
            let system = try #require(app?.system)
            try app?.lift(0)
            let destination = try #require(try app?.cell(2))
            try system.move(finger: 1, to: destination)
            try system.drop(finger: 1)
            let expected = ImageGallery(images: try #require(app?.images)).json
            #expect(system.lines.filter { $0.hasPrefix("app saved") } == ["app saved 2 images", "app saved 3 images"], "the tutorial still saves twice per move")
            if readWhileRunning {
                #expect(system.defaults.string(forKey: "SavedGalleries") == expected)
            }
            app = nil
            #expect(system.defaults.string(forKey: "SavedGalleries") == expected)
            #expect(system.defaults.keys == ["SavedGalleries"])
        }
    }
}
