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
    @Test("reloadData asks for every cell once, in order, over a large view")
    func reloadLarge() {
        let system = DragDropSystem()
        let view = CollectionView()
        let model = CountingModel(count: 20_000)
        view.dataSource = model
        system.install(view)
        view.reloadData()
        #expect(model.asked == Array(0..<20_000))
        #expect(view.numberOfItems(inSection: 0) == 20_000)
        #expect(view.cellForItem(at: path(19_999)) != nil)
    }

    @Test("one batch inserting as many items as the view holds applies in one pass, each new cell asked for once")
    func largeBatch() {
        let system = DragDropSystem()
        let view = CollectionView()
        let model = CountingModel(count: 10_000)
        view.dataSource = model
        system.install(view)
        view.reloadData()
        model.asked = []
        view.performBatchUpdates {
            model.count = 20_000
            view.insertItems(at: (0..<10_000).map { path($0 * 2 + 1) })
        }
        #expect(system.fault == nil)
        #expect(model.asked == (0..<10_000).map { $0 * 2 + 1 })
        #expect(view.numberOfItems(inSection: 0) == 20_000)
    }
}
