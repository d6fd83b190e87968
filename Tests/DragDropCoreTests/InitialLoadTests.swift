import DragDropCore
import Foundation
import Testing

/// A collection view asks its data source for its items the first time it needs them, as
/// UIKit's does at its first layout, so an app need not call `reloadData()` (issue 29).
@Suite("Loading a collection view's items")
struct InitialLoadTests {
    /// A view over `model` that nobody has reloaded; `model` is returned to be kept alive.
    static func unloaded(_ sections: [[String]] = [["a", "b"], ["c"]]) -> (DragDropSystem, CollectionView, ListModel) {
        let system = DragDropSystem()
        let view = CollectionView()
        let model = ListModel(sections)
        view.dataSource = model
        view.dragDelegate = model
        system.install(view)
        return (system, view, model)
    }

    @Test("counts, cells, layout and hit tests all answer from the data source without reloadData")
    func firstQuestions() {
        let (_, counted, model1) = Self.unloaded()
        #expect(counted.numberOfSections == 2)
        #expect(counted.numberOfItems(inSection: 0) == 2)
        let (_, laidOut, model2) = Self.unloaded()
        #expect(laidOut.layoutFrames.count == 3)
        #expect(laidOut.cellForItem(at: IndexPath(item: 0, section: 1)) != nil)
        let (_, hit, model3) = Self.unloaded()
        #expect(hit.indexPathForItem(at: CGPoint(x: 1, y: 1)) == IndexPath(item: 0, section: 0))
        withExtendedLifetime((model1, model2, model3)) {}
    }

    @Test("a step on a cell works on a view that was never reloaded")
    func stepOnCell() throws {
        let (system, view, model) = Self.unloaded()
        try system.touch(finger: 1, at: .cell(view, IndexPath(item: 0, section: 1)))
        try system.lift(finger: 1)
        #expect(system.session(ofFinger: 1)?.items.count == 1)
        withExtendedLifetime(model) {}
    }

    @Test("a view asked before it has a data source loads once it has one")
    func dataSourceLater() {
        let view = CollectionView()
        #expect(view.numberOfSections == 0)
        let model = ListModel([["a"]])
        view.dataSource = model
        #expect(view.numberOfSections == 1)
        #expect(view.numberOfItems(inSection: 0) == 1)
    }

    @Test("the first batch update loads what the view knew before its updates, as UIKit does")
    func firstBatch() {
        // Changed inside the updates, as the data source's counts are meant to be: consistent.
        let (system, view, model) = Self.unloaded([["a"]])
        view.performBatchUpdates {
            model.sections[0].append("b")
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(system.fault == nil)
        #expect(view.numberOfItems(inSection: 0) == 2)
        // Changed before: the view loads the new count as what it knew, and the insert is one too many.
        let (late, lateView, lateModel) = Self.unloaded([["a"]])
        lateModel.sections[0].append("b")
        lateView.performBatchUpdates { lateView.insertItems(at: [IndexPath(item: 1, section: 0)]) }
        #expect(late.fault?.kind == .inconsistentUpdate)
    }

    @Test("reloadData before any question loads once; the view does not load again by itself")
    func explicitReload() {
        let (_, view, model) = Self.unloaded([["a"]])
        view.reloadData()
        model.sections[0].append("b")
        #expect(view.numberOfItems(inSection: 0) == 1)
    }
}
