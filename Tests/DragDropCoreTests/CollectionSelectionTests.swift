import DragDropCore
import Foundation
import Testing

/// A tap during a drag that adds nothing is an ordinary tap, which selects the cell.
@Suite("Selecting a collection view's cells")
struct CollectionSelectionTests {
    /// Three items; every cell lifts, no tap adds, and each selection is recorded when the
    /// model is the view's delegate (`hearsSelection`).
    final class Model: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDelegate {
        var selected: [IndexPath] = []
        let hearsSelection: Bool

        init(hearsSelection: Bool) { self.hearsSelection = hearsSelection }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: "a" as NSString))]
        }

        func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] { [] }

        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    static func world(hearsSelection: Bool) throws -> (DragDropSystem, CollectionView, Model) {
        let system = DragDropSystem()
        let view = CollectionView()
        let model = Model(hearsSelection: hearsSelection)
        view.dataSource = model
        view.dragDelegate = model
        if hearsSelection { view.delegate = model }
        system.install(view)
        try system.touch(finger: 1, at: .cell(view, IndexPath(item: 0, section: 0)))
        try system.lift(finger: 1)
        return (system, view, model)
    }

    @Test("a tap whose itemsForAddingTo gives nothing selects the cell and tells the delegate")
    func tapSelects() throws {
        let (system, view, model) = try Self.world(hearsSelection: true)
        try system.add(finger: 1, at: .cell(view, IndexPath(item: 2, section: 0)))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(model.selected == [IndexPath(item: 2, section: 0)])
        #expect(system.trace.events.suffix(2).map(\.untimedLine) == ["collection select [0,2]", "collection.delegate didSelectItemAt [0,2]"])
        #expect(system.session(ofFinger: 1)?.items.count == 1)
    }

    @Test("without a delegate nothing more is traced; one selection at a time")
    func singleSelection() throws {
        let (system, view, model) = try Self.world(hearsSelection: false)
        try system.add(finger: 1, at: .cell(view, IndexPath(item: 1, section: 0)))
        try system.add(finger: 1, at: .cell(view, IndexPath(item: 2, section: 0)))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(!system.trace.events.contains { $0.untimedLine.contains("didSelectItemAt") })
        withExtendedLifetime(model) {}
    }
}
