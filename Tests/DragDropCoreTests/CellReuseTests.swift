import DragDropCore
import Foundation
import Testing

/// A collection view scrolled: cells leave with their items, wait in the reuse queue, and are
/// dequeued for the items that come into view.
@Suite("Scrolling and cell reuse")
struct CellReuseTests {
    /// A cell that counts the times it was prepared for reuse.
    final class CountingCell: CollectionViewCell {
        var reuses = 0
        var item: Int?

        override func prepareForReuse() {
            reuses += 1
        }
    }

    /// Twelve 100-point items, three to a row, in a view 300 wide and 200 tall: two rows
    /// show at once. Each cell is dequeued, as UIKit's data sources dequeue theirs.
    final class Model: CollectionViewDataSource {
        var made: [IndexPath] = []

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            made.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? CountingCell)?.item = indexPath.item
            return cell
        }
    }

    static func scrolled() -> (DragDropSystem, CollectionView, Model) {
        let system = DragDropSystem()
        let view = CollectionView(name: "grid", width: 300, layout: FlowLayout(itemSize: CGSize(width: 100, height: 100)))
        view.bounds.size.height = 200
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let model = Model()
        view.dataSource = model
        system.install(view)
        view.reloadData()
        return (system, view, model)
    }

    @Test("a view that never scrolls keeps a cell for every item, below its bounds too")
    func unscrolled() {
        let (_, view, model) = Self.scrolled()
        #expect(model.made.count == 12)
        #expect(view.cellForItem(at: IndexPath(item: 11, section: 0)) != nil)
    }

    @Test("scrolled down, the cells of the rows that left are queued and no longer show an item")
    func leaving() throws {
        let (system, view, model) = Self.scrolled()
        try system.scroll(view, toItem: IndexPath(item: 6, section: 0))
        #expect(view.contentOffset == CGPoint(x: 0, y: 200))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.cellForItem(at: IndexPath(item: 6, section: 0)) != nil)
        #expect(view.numberOfQueuedCells(withReuseIdentifier: "cell") == 6)
        #expect(model.made.count == 12)
    }

    @Test("scrolled back, the queued cells are dequeued, last queued first, and prepared for reuse")
    func reuse() throws {
        let (system, view, model) = Self.scrolled()
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        let sixth = view.cellForItem(at: IndexPath(item: 5, section: 0))
        try system.scroll(view, y: 300)
        try system.scroll(view, y: 0)
        #expect(model.made.count == 18)
        let reused = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        #expect(reused === sixth)
        #expect(reused?.reuses == 1)
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0)) === first)
        #expect(view.indexPath(for: try #require(first)) == IndexPath(item: 5, section: 0))
    }

    @Test("a scroll comes to rest within the content and is traced")
    func resting() throws {
        let (system, view, _) = Self.scrolled()
        try system.scroll(view, y: 5000)
        #expect(view.contentOffset.y == 200)
        #expect(system.trace.events.map(\.untimedLine) == ["grid scroll offset=(0,200)"])
    }
}
