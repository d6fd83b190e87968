import DragDropCore
import Foundation
import GalleryCore

extension DragDropSystem {
    /// Trace lines without time, as patterns see them.
    var lines: [String] { trace.events.map(\.untimedLine) }

    /// Trace lines recorded from `index` on.
    func lines(from index: Int) -> [String] { Array(lines.dropFirst(index)) }

    /// Full trace lines, time column included.
    var timedLines: [String] { trace.events.map(\.line) }
}

/// `https://img.example/NAME`.
func url(_ name: String) -> String { "https://img.example/\(name)" }

/// A gallery launched on a fresh device, with what falls due at once already run.
func launchGallery(_ configuration: GalleryConfiguration = GalleryConfiguration()) throws -> GalleryApp {
    let app = GalleryApp(system: DragDropSystem(), configuration: configuration)
    try app.system.step {}
    return app
}

/// A gallery of square images named `names`, fetched at once.
func launchGallery(_ names: [String], variant: GalleryVariant = .tutorial) throws -> GalleryApp {
    try launchGallery(GalleryConfiguration(images: names.map { GalleryImage(url: url($0), aspect: 1) }, variant: variant))
}

extension GalleryApp {
    /// The last path components of the gallery's URLs.
    var names: [String] { images.map { String($0.url.split(separator: "/").last ?? "") } }

    var collection: CollectionView {
        get throws {
            guard let collectionView else { throw SupportError("the gallery has no collection view") }
            return collectionView
        }
    }

    func cell(_ item: Int) throws -> DragLocation { .cell(try collection, IndexPath(item: item, section: 0)) }

    var trash: DragLocation {
        get throws {
            guard let trash = view(named: "trash") else { throw SupportError("the gallery has no trash") }
            return .view(trash)
        }
    }

    /// Touch and lift `item` with `finger`.
    func lift(_ item: Int, finger: Int = 1) throws {
        try system.touch(finger: finger, at: try cell(item))
        try system.lift(finger: finger)
    }
}

/// Another app offering one item, added to `system`.
@discardableResult
func addSource(_ name: String = "safari", to system: DragDropSystem, id: String = "sunrise", _ representations: [ItemRepresentation]) -> OtherApp {
    let app = OtherApp(name: name)
    app.offer(id: id, representations: representations)
    system.addOtherApp(app)
    return app
}

/// Safari's search result: a URL and a 1200×800 image, each loading after its delay.
func sunrise(urlAfter: Int = 0, imageAfter: Int = 0, urlFails: String? = nil, imageFails: String? = nil, link: String = url("sunrise.jpg")) -> [ItemRepresentation] {
    [
        ItemRepresentation(typeIdentifier: TypeIdentifier.url, value: .text(link), delay: urlAfter, failure: urlFails),
        ItemRepresentation(typeIdentifier: TypeIdentifier.image, value: .image(Image(width: 1200, height: 800)), delay: imageAfter, failure: imageFails),
    ]
}

/// Drags the other app's item with finger 1 to `location` and drops it there.
func dragIn(from source: OtherApp, id: String = "sunrise", to location: DragLocation, in system: DragDropSystem) throws {
    try system.touch(finger: 1, at: .sourceItem(source, id: id))
    try system.lift(finger: 1)
    try system.move(finger: 1, to: location)
    try system.drop(finger: 1)
}

struct SupportError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// SplitMix64: a small seeded generator, so "random" tests run the same every time.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Array where Element == String {
    /// Whether `lines` appear in this order, with anything between.
    func containsInOrder(_ lines: [String]) -> Bool {
        var remaining = lines[...]
        for line in self where line == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }
}

extension ScenarioApp {
    /// `relaunch` as the runner runs it: a step, so what falls due at once runs after it.
    func relaunchStep() throws {
        try system.step { () throws(EngineError) in try relaunch() }
    }
}
