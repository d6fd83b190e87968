import DragDropCore
import Foundation

/// A plain drag source whose answers a test sets.
final class TestDragSource: DragInteractionDelegate {
    var texts: [String]
    var addTexts: [String] = []
    var allowsMove = true
    var restricted = false
    var chooseSession: (([DragSession]) -> DragSession?)?

    init(texts: [String]) { self.texts = texts }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        texts.map(makeTextItem)
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: CGPoint) -> [DragItem] {
        addTexts.map(makeTextItem)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionForAddingItems sessions: [DragSession], withTouchAt point: CGPoint) -> DragSession? {
        chooseSession?(sessions)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool { allowsMove }

    func dragInteraction(_ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { restricted }
}

/// A plain drop target whose answers a test sets.
final class TestDropTarget: DropInteractionDelegate {
    var canHandle = true
    var operation: DropOperation = .copy
    var onPerformDrop: (DropSession) -> Void = { _ in }
    var canHandleAnswers: [Bool] = []

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        if !canHandleAnswers.isEmpty { return canHandleAnswers.removeFirst() }
        return canHandle
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        onPerformDrop(session)
    }
}

func makeTextItem(_ text: String) -> DragItem {
    let provider = ItemProvider(object: text)
    provider.suggestedName = text
    return DragItem(itemProvider: provider)
}

/// A device with plain views `source`, `other` (both drag sources) and `target` (a drop target).
final class PlainWorld {
    let system = DragDropSystem()
    let sourceDelegate = TestDragSource(texts: ["a"])
    let otherDelegate = TestDragSource(texts: ["b"])
    let targetDelegate = TestDropTarget()
    let secondTargetDelegate = TestDropTarget()
    let source = View(name: "source")
    let other = View(name: "other")
    let target = View(name: "target")
    let secondTarget = View(name: "second")

    init() {
        source.addInteraction(DragInteraction(delegate: sourceDelegate))
        other.addInteraction(DragInteraction(delegate: otherDelegate))
        target.addInteraction(DropInteraction(delegate: targetDelegate))
        secondTarget.addInteraction(DropInteraction(delegate: secondTargetDelegate))
        for view in [source, other, target, secondTarget] { system.install(view) }
    }

    /// Trace lines without time, as patterns see them.
    var lines: [String] { system.trace.events.map(\.untimedLine) }

    /// Lines from `index` on.
    func lines(from index: Int) -> [String] { Array(lines.dropFirst(index)) }

    func lift(finger: Int = 1, from view: View? = nil) throws {
        try system.touch(finger: finger, at: .view(view ?? source))
        try system.lift(finger: finger)
    }
}

/// A list in a collection view: data source and drag/drop delegates with settable behaviour.
final class ListModel: CollectionViewDataSource, CollectionViewMoveDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate, CollectionViewDelegate {
    var sections: [[String]]
    var proposal = CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var onPerformDrop: (CollectionViewDropCoordinator) -> Void = { _ in }
    var canMove: (IndexPath) -> Bool = { _ in true }
    var retarget: (IndexPath) -> IndexPath = { $0 }

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { canMove(indexPath) }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let text = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(text, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        retarget(proposedIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let item = makeTextItem(sections[indexPath.section][indexPath.item])
        item.localObject = indexPath
        return [item]
    }

    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] {
        [makeTextItem(sections[indexPath.section][indexPath.item])]
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        proposal
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        onPerformDrop(coordinator)
    }
}

/// A device with one collection view over a `ListModel`.
final class ListWorld {
    let system = DragDropSystem()
    let model: ListModel
    let collectionView = CollectionView()

    init(_ sections: [[String]] = [["a", "b", "c"]]) {
        model = ListModel(sections)
        collectionView.dataSource = model
        collectionView.delegate = model
        collectionView.dragDelegate = model
        collectionView.dropDelegate = model
        system.install(collectionView)
        collectionView.reloadData()
    }

    var lines: [String] { system.trace.events.map(\.untimedLine) }

    /// The view's entries in order: item texts from the model's view of them, `_` for placeholders.
    var entries: [String] {
        var result: [String] = []
        for section in 0..<collectionView.numberOfSections {
            var item = 0
            for isItem in collectionView.entryKinds(inSection: section) {
                if isItem {
                    result.append(model.sections.indices.contains(section) && model.sections[section].indices.contains(item) ? model.sections[section][item] : "?")
                    item += 1
                } else {
                    result.append("_")
                }
            }
        }
        return result
    }
}
