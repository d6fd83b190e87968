import DragDropCore
import Foundation
import Testing

/// A data source of `count` items that records which cells it was asked for.
private final class CountingModel: CollectionViewDataSource {
    let count: Int
    var asked: [Int] = []
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        asked.append(indexPath.item)
        return CollectionViewCell()
    }
}

@Suite("Reloading")
struct ReloadTests {
    @Test("reloadData asks for every cell once, in order, in one pass over a large view")
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
}
