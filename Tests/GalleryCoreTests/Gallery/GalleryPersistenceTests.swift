import DragDropCore
import Foundation
import GalleryCore
import ScenarioAppKit
import ScenarioTestSupport
import Testing

@Suite("Gallery: the saved JSON")
struct GalleryPersistenceTests {
    @Test("the gallery is saved as JSONEncoder writes it, keys sorted: slashes escaped, 1.0 as 1")
    func exactForm() throws {
        let gallery = ImageGallery(images: [
            ImageModel(url: imageURL("venice.jpg"), aspectRatio: 1.5),
            ImageModel(url: try #require(URL(string: "x")), aspectRatio: 1),
            ImageModel(url: imageURL("tiny.jpg"), aspectRatio: 0.00001),
        ])
        let json = try #require(gallery.json)
        #expect(String(decoding: json, as: UTF8.self) == #"{"images":[{"aspectRatio":1.5,"url":"https:\/\/img.example\/venice.jpg"},{"aspectRatio":1,"url":"x"},{"aspectRatio":1e-05,"url":"https:\/\/img.example\/tiny.jpg"}]}"#)
        #expect(ImageGallery().json.map { String(decoding: $0, as: UTF8.self) } == #"{"images":[]}"#)
    }

    @Test("a ratio JSON cannot hold makes no JSON, so nothing is saved, rather than a crash")
    func unencodableRatio() {
        for ratio in [Double.nan, .infinity, -.infinity] {
            #expect(ImageGallery(images: [ImageModel(url: imageURL("a.jpg"), aspectRatio: ratio)]).json == nil)
        }
    }

    @Test("what the app saves after a change is that JSON")
    func appSavesTheJSON() throws {
        let app = try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("venice.jpg"), aspect: 1.5),
            GalleryImage(url: url("artika.jpg"), aspect: 0.8),
        ]))
        try app.lift(1)
        try app.system.drop(over: try app.trash)
        #expect(app.savedJSON == #"{"images":[{"aspectRatio":1.5,"url":"https:\/\/img.example\/venice.jpg"}]}"#)
        #expect(app.savedImages == [ImageModel(url: imageURL("venice.jpg"), aspectRatio: 1.5)])
    }

    @Test("the state's `saved` is the store decoded, null before anything is saved, and its text when it does not decode")
    func savedState() throws {
        let app = try launchGallery(["venice.jpg", "artika.jpg"])
        #expect(app.state["saved"] == .null)
        try app.lift(1)
        try app.system.drop(over: try app.trash)
        #expect(app.state["saved"] == .list([.map([StateValue.Entry("url", .string(url("venice.jpg"))), StateValue.Entry("aspect", .number(1))])]))
        let corrupt = #"{"images":[{"url":"","aspectRatio":1.5}]}"#
        let unreadable = try launchGallery(GalleryConfiguration(saved: corrupt, variant: .corrected))
        #expect(unreadable.state["saved"] == .string(corrupt))
        #expect(unreadable.state["store"] == .map([StateValue.Entry("SavedGalleries", .string(corrupt))]))
    }

    @Test("many random galleries survive saving and loading unchanged, odd URLs and ratios included")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(seed: 0x5EED_0000_0001)
        for _ in 0..<300 {
            let gallery = randomGallery(count: 0...6, using: &generator)
            let json = try #require(gallery.json)
            let decoded = try #require(ImageGallery(json: json), "\(String(decoding: json, as: UTF8.self))")
            #expect(decoded.images.map(\.url) == gallery.images.map(\.url))
            #expect(decoded.images.map(\.aspectRatio.bitPattern) == gallery.images.map(\.aspectRatio.bitPattern))
        }
    }

    @Test("a random saved gallery loads at launch and is saved again byte for byte after a no-op change")
    func randomRoundTripsThroughTheApp() throws {
        var generator = SeededGenerator(seed: 42)
        var dragged = 0
        for _ in 0..<40 {
            let gallery = randomGallery(count: 1...5, using: &generator)
            let json = String(decoding: try #require(gallery.json), as: UTF8.self)
            let app = try launchGallery(GalleryConfiguration(saved: json))
            #expect(app.images == gallery.images)
            // Dragging the first image onto itself removes and reinserts it: two saves.
            try app.system.settle()
            guard app.image(at: 0) != nil, app.images == gallery.images else { continue }
            try app.lift(0)
            try app.system.drop(over: try app.cell(0))
            dragged += 1
            #expect(app.savedJSON == json)
            try app.relaunchStep()
            #expect(app.images == gallery.images)
        }
        #expect(dragged >= 20)
    }

    /// Images whose URLs are made of odd pieces (those `URL(string:)` refuses left out) and
    /// whose ratios are any finite numbers.
    private func randomGallery(count: ClosedRange<Int>, using generator: inout SeededGenerator) -> ImageGallery {
        let pieces = ["https://img.example/", "a", "é", "😀", " ", "\"", "\\", "/", "\n", "\t", "\u{1F}", "%20", "?q=1&imgurl=x", "#frag", "\u{2028}", "中文", "'", "<>", ""]
        return ImageGallery(images: (0..<Int.random(in: count, using: &generator)).compactMap { _ in
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            return URL(string: text).map { ImageModel(url: $0, aspectRatio: randomRatio(using: &generator)) }
        })
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

@Suite("Gallery: every change saved")
struct GallerySaveTests {
    @Test("after a tutorial move (two saves) the store holds the moved gallery's JSON, while the app runs and after it is gone")
    func storeHoldsEverySave() throws {
        var app: GalleryApp? = try launchGallery(["venice.jpg", "artika.jpg", "sunrise.jpg"])
        let system = try #require(app?.system)
        try app?.lift(0)
        let destination = try #require(try app?.cell(2))
        try system.move(finger: 1, to: destination)
        try system.drop(finger: 1)
        let expected = ImageGallery(images: try #require(app?.images)).json
        #expect(system.lines.filter { $0.hasPrefix("app saved") } == ["app saved 2 images", "app saved 3 images"], "the tutorial saves twice per move")
        #expect(system.defaults.data(forKey: "SavedGalleries") == expected)
        app = nil
        #expect(system.defaults.data(forKey: "SavedGalleries") == expected)
        #expect(system.defaults.keys == ["SavedGalleries"])
    }
}
