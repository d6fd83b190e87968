import ScenarioAppKit
import UIKitNames

/// The table of places as scenarios drive it: `app: places`.
///
/// `given: {places: [NAME…]}` (the sample's nine national parks when absent); views
/// `places` (the table, also a list: `lists: {places: {items: N}}`) and `edit` (its Edit
/// button); state `{places: [NAME…], editing: BOOL, editEnabled: BOOL}`.
public final class PlacesApp: AppUnderTest {
    public struct Configuration: Equatable, Sendable {
        public var places: [String]?
    }

    enum Key: String, DecodingKey {
        case places
    }

    public static let name = "places"
    public static let givenKeys = Key.names
    public static let stateKeys = ["places", "editing", "editEnabled"]
    public static let hasCollectionView = false

    public static func configuration(from given: GivenNode) -> Configuration {
        Configuration(places: given.mapping(Key.self)?[.places]?.strings())
    }

    public static func viewNames(of configuration: Configuration) -> [String] {
        ["places", "edit"]
    }

    /// The table is a list, so scenarios can count its rows as UIKit has them.
    public static func listNames(of configuration: Configuration) -> [String] {
        ["places"]
    }

    /// `places` is a table: its rows are `{view: places, row: N}`.
    public static func tableNames(of configuration: Configuration) -> [String] {
        ["places"]
    }

    public let system: DragDropSystem
    let configuration: Configuration
    private(set) var controller: TableViewController

    public init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        controller = Self.launch(system, configuration)
    }

    /// The storyboard's part: the model from `given`, the cell registered for "Cell", the
    /// table named `places`; then the controller is shown as the app's root.
    private static func launch(_ system: DragDropSystem, _ configuration: Configuration) -> TableViewController {
        let controller = TableViewController()
        if let places = configuration.places { controller.model = Model(placeNames: places) }
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        controller.tableView.accessibilityIdentifier = "places"
        system.install(controller)
        return controller
    }

    /// The sample keeps nothing: it starts again from `given`.
    public func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system, configuration)
    }

    public var collectionView: CollectionView? { nil }

    public var state: StateValue {
        [
            "places": .list(controller.model.placeNames.map { .string($0) }),
            "editing": .bool(controller.tableView.isEditing),
            "editEnabled": .bool(controller.editButtonItem.isEnabled),
        ]
    }
}
