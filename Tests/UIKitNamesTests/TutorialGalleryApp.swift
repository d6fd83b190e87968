import Foundation
import GalleryCore
import ScenarioAppKit
import UIKitNames

/// The shipped gallery's tutorial controller, written with UIKit's names, as an app under
/// test of one's own: `app: tutorial-gallery`, `given: {images: [URL…]}` at aspect 1, and a
/// state whose `images` the `images:` check reads.
final class TutorialGalleryApp: AppUnderTest {
    enum Key: String, DecodingKey {
        case images
    }

    static let name = "tutorial-gallery"
    static let givenKeys = Key.names
    static let stateKeys = ["images"]

    static func configuration(from given: GivenNode) -> [String] {
        given.mapping(Key.self)?[.images]?.strings() ?? []
    }

    static func viewNames(of configuration: [String]) -> [String] { ["collection"] }

    let system: DragDropSystem
    let configuration: [String]
    private let gallery: GalleryApp

    init(system: DragDropSystem, configuration: [String]) {
        self.system = system
        self.configuration = configuration
        gallery = GalleryApp(system: system, configuration: GalleryConfiguration(images: configuration.map { GalleryImage(url: $0, aspect: 1) }))
    }

    func relaunch() throws(EngineError) {
        try gallery.relaunch()
    }

    var collectionView: CollectionView? { gallery.collectionView }

    var state: StateValue {
        ["images": .list(gallery.images.map { ["url": .string($0.url.absoluteString), "aspect": .number($0.aspectRatio)] })]
    }
}
