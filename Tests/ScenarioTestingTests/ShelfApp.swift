import DragDropCore
import Foundation
import ScenarioAppKit

/// An app of a user's own with a collection view, written as a UIKit developer writes one:
/// the controller sets itself as the view's data source and drag delegate and never calls
/// `reloadData()`, since UIKit loads the data source when the view first lays out.
final class ShelfApp: AppUnderTest {
    enum Key: String, DecodingKey {
        case shelves
    }

    static let name = "shelf"
    static let givenKeys = Key.names
    static let stateKeys = ["shelves"]

    static func configuration(from given: GivenNode) -> [[String]] {
        guard let shelves = given.mapping(Key.self)?[.shelves]?.list() else { return [] }
        return shelves.map { $0.strings() ?? [] }
    }

    static func viewNames(of configuration: [[String]]) -> [String] { ["shelf"] }

    let system: DragDropSystem
    let configuration: [[String]]
    private var controller: ShelfViewController

    init(system: DragDropSystem, configuration: [[String]]) {
        self.system = system
        self.configuration = configuration
        controller = Self.launch(system, configuration)
    }

    private static func launch(_ system: DragDropSystem, _ shelves: [[String]]) -> ShelfViewController {
        let controller = ShelfViewController(shelves: shelves)
        system.install(controller.collectionView)
        return controller
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system, configuration)
    }

    var collectionView: CollectionView? { controller.collectionView }

    var state: StateValue {
        ["shelves": .list(controller.shelves.map { .list($0.map(StateValue.string)) })]
    }
}

/// Shelves of titles, one section each; a title dragged out is its text.
final class ShelfViewController: CollectionViewDataSource, CollectionViewDragDelegate {
    let collectionView = CollectionView(name: "shelf", width: 400, layout: FlowLayout(itemSize: CGSize(width: 100, height: 100)))
    private(set) var shelves: [[String]]

    init(shelves: [[String]]) {
        self.shelves = shelves
        collectionView.dataSource = self
        collectionView.dragDelegate = self
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        shelves.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        shelves.indices.contains(section) ? shelves[section].count : 0
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard shelves.indices.contains(indexPath.section), shelves[indexPath.section].indices.contains(indexPath.item) else { return [] }
        return [DragItem(itemProvider: ItemProvider(object: shelves[indexPath.section][indexPath.item]))]
    }
}
