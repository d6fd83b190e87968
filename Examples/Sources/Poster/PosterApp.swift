import ScenarioAppKit
import UIKitNames

/// The poster as scenarios drive it: `app: poster`.
///
/// No `given`; views `poster` (the image view) and `swatch-0` … `swatch-5` (red, orange,
/// yellow, green, blue, purple); state `{image: NAME or WxH or null, background: HEX}`.
public final class PosterApp: AppUnderTest {
    public static let name = "poster"
    public static let givenKeys: [String] = []
    public static let stateKeys = ["image", "background"]
    public static let hasCollectionView = false

    public static func configuration(from given: GivenNode) -> Int { 0 }

    public static func viewNames(of configuration: Int) -> [String] {
        ["poster"] + (0..<6).map { "swatch-\($0)" }
    }

    public let system: DragDropSystem
    private var controller: PosterViewController

    public init(system: DragDropSystem, configuration: Int) {
        self.system = system
        controller = Self.launch(system)
    }

    /// The storyboard's part: names for the views scenarios touch, then the controller shown
    /// as the app's root.
    private static func launch(_ system: DragDropSystem) -> PosterViewController {
        let controller = PosterViewController()
        controller.loadViewIfNeeded()
        controller.posterView.accessibilityIdentifier = "poster"
        for (index, swatch) in controller.swatches.enumerated() { swatch.accessibilityIdentifier = "swatch-\(index)" }
        system.install(controller)
        return controller
    }

    /// The poster keeps nothing: it starts blank again.
    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system)
    }

    public var collectionView: CollectionView? { nil }

    public var state: StateValue {
        [
            "image": controller.posterView.image.map { .string($0.description) } ?? .null,
            "background": .string(controller.posterView.backgroundColor?.hex ?? "clear"),
        ]
    }
}
