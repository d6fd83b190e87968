import DragDropCore
import Foundation
import Testing

/// A data source of `count` items that records which cells it was asked for.
private final class CountingModel: CollectionViewDataSource {
    var count: Int
    var asked: [Int] = []
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        asked.append(indexPath.item)
        return CollectionViewCell()
    }
}

@Suite("Large views")
struct LargeViewTests {
    /// A collection view over `model`, installed on `system` and loaded.
    private static func loadedView(of model: CountingModel, on system: DragDropSystem) -> CollectionView {
        let view = CollectionView()
        view.dataSource = model
        system.install(view)
        view.reloadData()
        return view
    }

    @Test("reloadData asks for every cell once, in order, over a large view")
    func reloadLarge() {
        let system = DragDropSystem()
        let model = CountingModel(count: 20_000)
        let view = Self.loadedView(of: model, on: system)
        #expect(model.asked == Array(0..<20_000))
        #expect(view.numberOfItems(inSection: 0) == 20_000)
        #expect(view.cellForItem(at: path(19_999)) != nil)
    }

    @Test("one batch inserting as many items as the view holds applies in one pass, each new cell asked for once")
    func largeBatch() {
        let system = DragDropSystem()
        let model = CountingModel(count: 10_000)
        let view = Self.loadedView(of: model, on: system)
        model.asked = []
        view.performBatchUpdates {
            model.count = 20_000
            view.insertItems(at: (0..<10_000).map { path($0 * 2 + 1) })
        }
        #expect(system.fault == nil)
        #expect(model.asked == (0..<10_000).map { $0 * 2 + 1 })
        #expect(view.numberOfItems(inSection: 0) == 20_000)
    }

    @Test("a cell's index path follows its item through every kind of update, and a cell gone has none")
    func cellPathsFollowUpdates() {
        let system = DragDropSystem()
        let model = CountingModel(count: 5)
        let view = Self.loadedView(of: model, on: system)
        let cells = (0..<5).compactMap { view.cellForItem(at: path($0)) }
        #expect(cells.enumerated().allSatisfy { view.indexPath(for: $0.element) == path($0.offset) })
        view.performBatchUpdates { view.moveItem(at: path(0), to: path(4)) }
        #expect(view.indexPath(for: cells[0]) == path(4))
        #expect(view.indexPath(for: cells[1]) == path(0))
        view.performBatchUpdates {
            model.count = 4
            view.deleteItems(at: [path(0)])
        }
        #expect(view.indexPath(for: cells[1]) == nil)
        #expect(view.indexPath(for: cells[0]) == path(3))
        #expect(view.indexPath(for: CollectionViewCell()) == nil)
        #expect(system.fault == nil)
    }

    @Test("the layout is computed again after invalidateLayout, so items take their new sizes")
    func layoutInvalidation() {
        let system = DragDropSystem()
        let view = CollectionView(width: 300, layout: FlowLayout(itemSize: CGSize(width: 100, height: 100)))
        let model = CountingModel(count: 6)
        let sizes = Sizes()
        view.dataSource = model
        view.delegate = sizes
        system.install(view)
        view.reloadData()
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 150)) == path(3))
        sizes.height = 200
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 150)) == path(3), "laid out once until told")
        view.invalidateLayout()
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 150)) == path(0))
    }
}

/// Item sizes a test changes.
private final class Sizes: CollectionViewDelegate {
    var height: Double = 100
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        CGSize(width: 100, height: height)
    }
}
