import ScenarioAppKit
import UIKitNames

// The UIKit controllers in UIKitCode/, each shown as an app's root view controller, with the
// names scenarios use given as UIKit tests give them: `accessibilityIdentifier`.

/// `controller` shown as the device's root view controller, its view loaded and its views
/// named by `naming` as a UIKit test names them (`accessibilityIdentifier`).
func shown<Controller: ViewController>(_ controller: Controller, on system: DragDropSystem, naming: (Controller) -> Void) -> Controller {
    controller.loadViewIfNeeded()
    naming(controller)
    system.install(controller)
    return controller
}

/// `groceries`: views `groceries` (the table) and `edit`; state `{items: [TEXT…], editing: BOOL}`.
final class GroceriesApp: AppUnderTest {
    static let name = "groceries"
    static let givenKeys: [String] = []
    static let stateKeys = ["items", "editing"]
    static let hasCollectionView = false
    static func configuration(from given: GivenNode) -> Int { 0 }
    static func viewNames(of configuration: Int) -> [String] { ["groceries", "edit"] }
    static func listNames(of configuration: Int) -> [String] { ["groceries"] }
    static func tableNames(of configuration: Int) -> [String] { ["groceries"] }

    let system: DragDropSystem
    private var controller: ReorderTableViewController

    init(system: DragDropSystem, configuration: Int) {
        self.system = system
        controller = Self.launch(system)
    }

    private static func launch(_ system: DragDropSystem) -> ReorderTableViewController {
        shown(ReorderTableViewController(), on: system) { $0.tableView.accessibilityIdentifier = "groceries" }
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system)
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue {
        ["items": .list(controller.items.map { .string($0) }), "editing": .bool(controller.isEditing)]
    }
}

/// `letters`: the collection view `letters`, reordered by its own long press; state
/// `{letters: [TEXT…]}`.
final class LettersApp: AppUnderTest {
    static let name = "letters"
    static let givenKeys: [String] = []
    static let stateKeys = ["letters"]
    static func configuration(from given: GivenNode) -> Int { 0 }
    static func viewNames(of configuration: Int) -> [String] { ["letters"] }

    let system: DragDropSystem
    private var controller: LettersCollectionViewController

    init(system: DragDropSystem, configuration: Int) {
        self.system = system
        controller = Self.launch(system)
    }

    private static func launch(_ system: DragDropSystem) -> LettersCollectionViewController {
        shown(LettersCollectionViewController(), on: system) { $0.collectionView.accessibilityIdentifier = "letters" }
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system)
    }

    var collectionView: CollectionView? { controller.collectionView }

    var state: StateValue {
        ["letters": .list(controller.letters.map { .string($0) })]
    }
}

/// `palette`: the collection view `palette`; state `{sections: [[HEX…]…]}`.
final class PaletteApp: AppUnderTest {
    static let name = "palette"
    static let givenKeys: [String] = []
    static let stateKeys = ["sections"]
    static func configuration(from given: GivenNode) -> Int { 0 }
    static func viewNames(of configuration: Int) -> [String] { ["palette"] }

    let system: DragDropSystem
    private var controller: PaletteCollectionViewController

    init(system: DragDropSystem, configuration: Int) {
        self.system = system
        controller = Self.launch(system)
    }

    private static func launch(_ system: DragDropSystem) -> PaletteCollectionViewController {
        shown(PaletteCollectionViewController(), on: system) { $0.collectionView.accessibilityIdentifier = "palette" }
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system)
    }

    var collectionView: CollectionView? { controller.collectionView }

    var state: StateValue {
        ["sections": .list(controller.sections.map { .list($0.map { .string($0.color.hex) }) })]
    }
}

/// `poster`: views `poster` (the image view) and `swatch-0` … `swatch-2`; state
/// `{image: NAME or null, background: HEX}`.
final class PosterApp: AppUnderTest {
    static let name = "poster"
    static let givenKeys: [String] = []
    static let stateKeys = ["image", "background"]
    static let hasCollectionView = false
    static func configuration(from given: GivenNode) -> Int { 0 }
    static func viewNames(of configuration: Int) -> [String] { ["poster", "swatch-0", "swatch-1", "swatch-2"] }

    let system: DragDropSystem
    private var controller: PosterViewController

    init(system: DragDropSystem, configuration: Int) {
        self.system = system
        controller = Self.launch(system)
    }

    private static func launch(_ system: DragDropSystem) -> PosterViewController {
        shown(PosterViewController(), on: system) { controller in
            controller.imageView.accessibilityIdentifier = "poster"
            for (index, swatch) in controller.swatches.enumerated() { swatch.accessibilityIdentifier = "swatch-\(index)" }
        }
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system)
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue {
        [
            "image": controller.imageView.image.map { .string($0.description) } ?? .null,
            "background": .string(controller.imageView.backgroundColor?.hex ?? "clear"),
        ]
    }
}
