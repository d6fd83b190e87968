import DragDropCore
import Foundation
import ScenarioAppKit

/// An app of a user's own with two lists on one screen, "todo" and "done", and a "bin" that
/// is on screen only while a drag is on: an errand moves between the lists, to any place in
/// either, the end included, and dropped on the bin it is deleted.
final class ErrandsApp: AppUnderTest {
    enum Key: String, DecodingKey {
        case todo, done
    }

    struct Configuration: Equatable, Sendable {
        var todo: [[String]] = []
        var done: [String] = []
    }

    static let name = "errands"
    static let givenKeys = Key.names
    static let stateKeys = ["todo", "done"]

    /// `todo`: sections of errands; `done`: the errands done, in one section.
    static func configuration(from given: GivenNode) -> Configuration {
        let mapping = given.mapping(Key.self)
        let todo = mapping?[.todo]?.list()?.map { $0.strings() ?? [] } ?? []
        return Configuration(todo: todo, done: mapping?[.done]?.strings() ?? [])
    }

    static func viewNames(of configuration: Configuration) -> [String] { ["bin"] }

    static func listNames(of configuration: Configuration) -> [String] { ["todo", "done"] }

    let system: DragDropSystem
    let configuration: Configuration
    private var controller: ErrandsViewController

    init(system: DragDropSystem, configuration: Configuration) {
        self.system = system
        self.configuration = configuration
        controller = ErrandsViewController(system: system, todo: configuration.todo, done: [configuration.done])
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = ErrandsViewController(system: system, todo: configuration.todo, done: [configuration.done])
    }

    /// Two lists: none is "the" collection view.
    var collectionView: CollectionView? { nil }

    var state: StateValue {
        let list = { (sections: [[String]]) in StateValue.list(sections.map { .list($0.map(StateValue.string)) }) }
        return ["todo": list(controller.todo.sections), "done": list(controller.done.sections)]
    }
}

/// Both lists and the bin; the bin appears when a drag begins and goes when it ends.
final class ErrandsViewController: DropInteractionDelegate {
    let todo: ErrandList
    let done: ErrandList
    let bin = View(name: "bin")
    private let system: DragDropSystem

    init(system: DragDropSystem, todo: [[String]], done: [[String]]) {
        self.system = system
        self.todo = ErrandList(name: "todo", sections: todo)
        self.done = ErrandList(name: "done", sections: done)
        bin.addInteraction(DropInteraction(delegate: self))
        for list in [self.todo, self.done] {
            list.lists = [self.todo, self.done]
            list.onDragBegin = { [unowned self] in system.install(bin) }
            list.onDragEnd = { [unowned self] in system.uninstall(bin) }
            system.install(list.collectionView)
        }
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.localDragSession != nil
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .move)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let origin = session.items.first?.localObject as? ErrandList.Origin else { return }
        origin.list.remove(at: origin.indexPath)
    }
}

/// One list of errands in a collection view: its data source and its drag and drop delegates.
final class ErrandList: CollectionViewMoveDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
    /// Where a dragged errand came from, as its drag item's `localObject`.
    struct Origin {
        let list: ErrandList
        let indexPath: IndexPath
    }

    let collectionView: CollectionView
    private(set) var sections: [[String]]
    /// Both lists, to find the one a dragged errand came from.
    var lists: [ErrandList] = []
    var onDragBegin: () -> Void = {}
    var onDragEnd: () -> Void = {}

    init(name: String, sections: [[String]]) {
        collectionView = CollectionView(name: name, width: 300, layout: FlowLayout(itemSize: CGSize(width: 100, height: 40)))
        self.sections = sections.isEmpty ? [[]] : sections
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    func remove(at indexPath: IndexPath) {
        collectionView.performBatchUpdates {
            self.sections[indexPath.section].remove(at: indexPath.item)
            self.collectionView.deleteItems(at: [indexPath])
        }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// Interactive movement within the list.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let errand = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(errand, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let item = DragItem(itemProvider: ItemProvider(object: sections[indexPath.section][indexPath.item]))
        item.localObject = Origin(list: self, indexPath: indexPath)
        return [item]
    }

    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) { onDragBegin() }

    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) { onDragEnd() }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: session.localDragSession == nil ? .copy : .move, intent: .insertAtDestinationIndexPath)
    }

    /// Moves the errand to the destination, or to the end of the last section without one.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        guard let item = coordinator.items.first, let origin = item.dragItem.localObject as? Origin else { return }
        let last = sections.count - 1
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: sections[last].count, section: last)
        let errand = origin.list.sections[origin.indexPath.section][origin.indexPath.item]
        if origin.list === self {
            // The end of the errand's own section is one place short once it has left it.
            sections[origin.indexPath.section].remove(at: origin.indexPath.item)
            let moved = IndexPath(item: min(destination.item, sections[destination.section].count), section: destination.section)
            collectionView.performBatchUpdates {
                self.sections[moved.section].insert(errand, at: moved.item)
                collectionView.moveItem(at: origin.indexPath, to: moved)
            }
            coordinator.drop(item.dragItem, toItemAt: moved)
            return
        } else {
            origin.list.remove(at: origin.indexPath)
            collectionView.performBatchUpdates {
                self.sections[destination.section].insert(errand, at: destination.item)
                collectionView.insertItems(at: [destination])
            }
        }
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}
