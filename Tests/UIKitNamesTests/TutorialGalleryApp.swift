import Foundation
import ScenarioAppKit
import UIKitNames

/// The UIKit-named controller as an app under test: `app: tutorial-gallery`, `given:
/// {images: [URL…]}` at aspect 1, and a state whose `images` the `images:` check reads.
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
    private var controller: ImageGalleryCollectionViewController

    init(system: DragDropSystem, configuration: [String]) {
        self.system = system
        self.configuration = configuration
        controller = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ urls: [String]) -> ImageGalleryCollectionViewController {
        let images = urls.compactMap { URL(string: $0) }.map { ImageModel(url: $0, aspectRatio: 1) }
        let controller = ImageGalleryCollectionViewController(images: images, mainQueue: system.mainQueue)
        system.install(controller.collectionView)
        controller.collectionView.reloadData()
        return controller
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system, configuration)
    }

    var collectionView: CollectionView? { controller.collectionView }

    var state: StateValue {
        ["images": .list(controller.imageGallery.images.map { ["url": .string($0.url.absoluteString), "aspect": .number($0.aspectRatio)] })]
    }
}
