import DragDropCore
import Foundation

/// A plain drag source whose answers a test sets.
final class TestDragSource: DragInteractionDelegate {
    var texts: [String]
    var addTexts: [String] = []
    var allowsMove = true
    var restricted = false
    var fullSize = false
    var liftPreview: DragPreview? = .default
    /// What `previewForCancelling` makes of UIKit's default preview.
    var cancelPreview: (DragPreview) -> DragPreview? = { $0 }
    var chooseSession: (([DragSession]) -> DragSession?)?
    /// Set as `localObject` on every item this source makes, and as the session's `localContext` at lift.
    var local: String?

    init(texts: [String]) { self.texts = texts }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        if let local { session.localContext = local }
        return texts.map(makeItem)
    }

    private func makeItem(_ text: String) -> DragItem {
        let item = makeTextItem(text)
        item.localObject = local
        return item
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> DragPreview? { liftPreview }

    func dragInteraction(_ interaction: DragInteraction, prefersFullSizePreviewsFor session: DragSession) -> Bool { fullSize }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: CGPoint) -> [DragItem] {
        addTexts.map(makeItem)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionForAddingItems sessions: [DragSession], withTouchAt point: CGPoint) -> DragSession? {
        chooseSession?(sessions)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool { allowsMove }

    func dragInteraction(_ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { restricted }

    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview? {
        cancelPreview(defaultPreview)
    }
}

/// A drag source that implements only what UIKit requires, `itemsForBeginning`: one text item.
final class MinimalDragSource: DragInteractionDelegate {
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        [makeTextItem("m")]
    }
}

/// A plain drop target whose answers a test sets.
final class TestDropTarget: DropInteractionDelegate {
    var canHandle = true
    var operation: DropOperation = .copy
    var onPerformDrop: (DropSession) -> Void = { _ in }
    var onUpdate: (DropSession) -> Void = { _ in }
    var canHandleAnswers: [Bool] = []
    var dropPreview: (DragPreview) -> DragPreview? = { $0 }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        if !canHandleAnswers.isEmpty { return canHandleAnswers.removeFirst() }
        return canHandle
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        onUpdate(session)
        return DropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        onPerformDrop(session)
    }

    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview? {
        dropPreview(defaultPreview)
    }
}

func makeTextItem(_ text: String) -> DragItem {
    let provider = ItemProvider(object: text)
    provider.suggestedName = text
    return DragItem(itemProvider: provider)
}

/// A device with plain views `source`, `other` (both drag sources) and `target` (a drop target).
final class PlainWorld: TracedWorld {
    let system = DragDropSystem()
    let sourceDelegate: TestDragSource
    let otherDelegate = TestDragSource(texts: ["b"])
    let targetDelegate = TestDropTarget()
    let secondTargetDelegate = TestDropTarget()
    let source = View(name: "source")
    let other = View(name: "other")
    let target = View(name: "target")
    let secondTarget = View(name: "second")

    /// - Parameter texts: the items `source` drags, one text each.
    init(texts: [String] = ["a"]) {
        sourceDelegate = TestDragSource(texts: texts)
        source.addInteraction(DragInteraction(delegate: sourceDelegate))
        other.addInteraction(DragInteraction(delegate: otherDelegate))
        target.addInteraction(DropInteraction(delegate: targetDelegate))
        secondTarget.addInteraction(DropInteraction(delegate: secondTargetDelegate))
        for view in [source, other, target, secondTarget] { system.install(view) }
    }

    func lift(finger: Int = 1, from view: View? = nil) throws {
        try system.touch(finger: finger, at: .view(view ?? source))
        try system.lift(finger: finger)
    }

    func move(to view: View, finger: Int = 1) throws {
        try system.move(finger: finger, to: .view(view))
    }

    /// Moves the finger over `view` and releases it there, the ending most drags here share.
    func drop(over view: View, finger: Int = 1) throws {
        try move(to: view, finger: finger)
        try system.drop(finger: finger)
    }
}

/// A list in a collection view: data source and drag/drop delegates with settable behaviour.
final class ListModel: CollectionViewDataSource, CollectionViewMoveDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate, CollectionViewDelegate {
    var sections: [[String]]
    /// The proposal for drags from this app.
    var proposal = CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    /// The proposal for drags from other apps, which can only be copied in (docs/LIFECYCLE.md §1).
    var externalProposal = CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    var canHandle = true
    var onPerformDrop: (CollectionViewDropCoordinator) -> Void = { _ in }
    var canMove: (IndexPath) -> Bool = { _ in true }
    var allowsMove = true
    var retarget: (IndexPath) -> IndexPath = { $0 }
    /// Told the name of each observing callback, from inside it.
    var onEvent: (String) -> Void = { _ in }

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

    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) { onEvent("dragSessionWillBegin") }

    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { allowsMove }

    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) { onEvent("dragSessionDidEnd") }

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { canHandle }

    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) { onEvent("dropSessionDidEnter") }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        onEvent("dropSessionDidUpdate")
        return session.localDragSession == nil ? externalProposal : proposal
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) { onEvent("dropSessionDidExit") }

    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) { onEvent("dropSessionDidEnd") }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        onEvent("performDrop")
        onPerformDrop(coordinator)
    }
}

/// A device with one collection view over a `ListModel`.
final class ListWorld: TracedWorld {
    let system: DragDropSystem
    let model: ListModel
    let collectionView: CollectionView
    /// The delegates of the plain sources installed beside the view, kept alive.
    private var plainSources: [TestDragSource] = []

    /// - Parameter system: the device to install into; a new one by default.
    init(_ sections: [[String]] = [["a", "b", "c"]], name: String = "collection", in system: DragDropSystem = DragDropSystem()) {
        self.system = system
        collectionView = CollectionView(name: name)
        model = ListModel(sections)
        collectionView.dataSource = model
        collectionView.delegate = model
        collectionView.dragDelegate = model
        collectionView.dropDelegate = model
        system.install(collectionView)
        collectionView.reloadData()
    }

    func lift(_ item: Int, section: Int = 0, finger: Int = 1) throws {
        try system.touch(finger: finger, at: .cell(collectionView, path(item, section)))
        try system.lift(finger: finger)
    }

    /// Lifts the plain view `view`, one `installPlainSource` made, with `finger`.
    func lift(_ view: View, finger: Int = 1) throws {
        try system.touch(finger: finger, at: .view(view))
        try system.lift(finger: finger)
    }

    func move(to item: Int, section: Int = 0, finger: Int = 1) throws {
        try system.move(finger: finger, to: .cell(collectionView, path(item, section)))
    }

    /// Moves finger 1 over `item` and releases it there, the ending most drags here share.
    func drop(over item: Int) throws {
        try move(to: item)
        try system.drop(finger: 1)
    }

    /// Lifts `item` with finger 1 and holds it over `destination`, the start most drags here share.
    func drag(_ item: Int, over destination: Int) throws {
        try lift(item)
        try move(to: destination)
    }

    /// Makes a drop of one of the view's own items move it to the destination, in one batch
    /// update, as an app that reorders on drop does.
    func movesItemsOnDrop() {
        model.onPerformDrop = { [unowned model, unowned collectionView] coordinator in
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first, let source = item.sourceIndexPath else { return }
            collectionView.performBatchUpdates {
                let text = model.sections[source.section].remove(at: source.item)
                model.sections[destination.section].insert(text, at: destination.item)
                collectionView.deleteItems(at: [source])
                collectionView.insertItems(at: [destination])
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }

    /// Installs a plain view `name` on the device, a drag source of one text item "p"; the
    /// world keeps its delegate, which the interaction holds weakly, as UIKit's does.
    func installPlainSource(named name: String = "source") -> View {
        let view = View(name: name)
        let source = TestDragSource(texts: ["p"])
        view.addInteraction(DragInteraction(delegate: source))
        system.install(view)
        plainSources.append(source)
        return view
    }

    /// Installs a view `name` with no interaction: somewhere outside the collection view.
    func installBareView(named name: String) -> View {
        let view = View(name: name)
        system.install(view)
        return view
    }

    /// Changes the model and tells the view, as an app does between steps.
    func insert(_ text: String, at item: Int, section: Int = 0) {
        model.sections[section].insert(text, at: item)
        collectionView.insertItems(at: [path(item, section)])
    }

    func delete(at item: Int, section: Int = 0) {
        model.sections[section].remove(at: item)
        collectionView.deleteItems(at: [path(item, section)])
    }

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

/// `IndexPath(item:section:)`, short.
func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// A plain-text representation, as another app offers it.
func text(_ value: String, type: String = "public.plain-text", after delay: Int = 0, fails failure: String? = nil) -> ItemRepresentation {
    ItemRepresentation(typeIdentifier: type, value: .text(value), delay: delay, failure: failure)
}

/// Another app named `safari` offering one plain-text item per id, installed in `system`.
@discardableResult
func installSafari(in system: DragDropSystem, items: [String] = ["page"], after delay: Int = 0) -> OtherApp {
    let safari = OtherApp(name: "safari")
    for id in items { safari.offer(id: id, representations: [text(id, after: delay)]) }
    system.addOtherApp(safari)
    return safari
}

/// Another app named `safari` offering each of `items`, an id and its representations, in
/// order, installed in `system`.
func installSafari(in system: DragDropSystem, offering items: KeyValuePairs<String, [ItemRepresentation]>) -> OtherApp {
    let safari = OtherApp(name: "safari")
    for (id, representations) in items { safari.offer(id: id, representations: representations) }
    system.addOtherApp(safari)
    return safari
}

/// Another app named `notes` accepting plain text, installed in `system`.
@discardableResult
func installNotes(in system: DragDropSystem) -> OtherApp {
    let notes = OtherApp(name: "notes")
    notes.accept(["public.plain-text"])
    system.addOtherApp(notes)
    return notes
}

/// Lifts `id` from `app` with `finger`.
func liftFromApp(_ app: OtherApp, _ id: String, in system: DragDropSystem, finger: Int = 1) throws {
    try system.touch(finger: finger, at: .sourceItem(app, id: id))
    try system.lift(finger: finger)
}
