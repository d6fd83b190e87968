import DragDropCore
import Foundation
import ScenarioTestSupport
import Testing

/// Sections of items whose sizes the test sets, one per item.
private final class SizedItems: CollectionViewDataSource, CollectionViewDelegate {
    var sizes: [[CGSize]]
    init(_ sizes: [[CGSize]]) { self.sizes = sizes }

    func numberOfSections(in collectionView: CollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sizes[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell { CollectionViewCell() }
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        sizes[indexPath.section][indexPath.item]
    }
}

/// `indexPathForItem(at:)` finds the row by halving; it must find what looking at every
/// frame in order finds.
@Suite("Hit testing")
struct HitTestingTests {
    /// The view holds its data source and delegate weakly, as UIKit does: keep `items`.
    private static func view(_ items: SizedItems) -> (DragDropSystem, CollectionView) {
        let system = DragDropSystem()
        let view = CollectionView(width: 300, layout: FlowLayout(itemSize: CGSize(width: 100, height: 100)))
        view.dataSource = items
        view.delegate = items
        system.install(view)
        view.reloadData()
        return (system, view)
    }

    /// What a scan of every frame, in order, finds at `point`.
    private static func scanned(_ view: CollectionView, at point: CGPoint) -> IndexPath? {
        guard let frame = view.layoutFrames.first(where: { $0.rect.contains(point) }) else { return nil }
        return frame.isItem ? frame.indexPath : nil
    }

    @Test("over sections of mixed sizes, zero heights and rows' edges included, halving finds what a scan finds")
    func mixedSizes() {
        var numbers = SeededGenerator(seed: 11)
        let sizes = (0..<3).map { _ in
            (0..<400).map { _ in CGSize(width: 10 * (1 + numbers.next(15)), height: 10 * numbers.next(12)) }
        }
        let items = SizedItems(sizes)
        let (_, view) = Self.view(items)
        #expect(view.layoutFrames.contains { $0.rect.height == 0 }, "the items take their sizes")
        let bottom = Int(view.layoutFrames.map(\.rect.maxY).max() ?? 0)
        var found = 0
        for _ in 0..<3_000 {
            // Whole tens land on frames' edges and rows' tops as often as inside them.
            let point = CGPoint(x: numbers.next(32) * 10 - 5, y: numbers.next(bottom / 10 + 3) * 10 - 10)
            let expected = Self.scanned(view, at: point)
            #expect(view.indexPathForItem(at: point) == expected, "at \(point)")
            if expected != nil { found += 1 }
        }
        #expect(found > 1_000)
        withExtendedLifetime(items) {}
    }

    @Test("a frame of negative height reaching into the row above is still found there")
    func negativeSize() {
        var sizes = Array(repeating: CGSize(width: 100, height: 100), count: 6)
        sizes[4] = CGSize(width: 100, height: -150)
        let items = SizedItems([sizes])
        let (_, view) = Self.view(items)
        // Item 4 starts the second row's middle at y 100 and reaches up to y -50.
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: -20)) == path(4))
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 50)) == path(1))
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: -20)) == Self.scanned(view, at: CGPoint(x: 150, y: -20)))
        withExtendedLifetime(items) {}
    }
}

/// `UICollectionViewFlowLayout`'s spacing and section headers: the space they leave holds no
/// item, so a finger there has no destination index path.
@Suite("Hit testing: a flow layout's spacing and headers")
struct FlowLayoutSpacingTests {
    @Test("items stand minimumInteritemSpacing apart, rows minimumLineSpacing apart, each section below its header")
    func spacingAndHeaders() throws {
        let world = ListWorld([["a", "b", "c", "d"], ["e"]])
        let layout = FlowLayout(itemSize: CGSize(width: 200, height: 200))
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        world.collectionView.collectionViewLayout = layout
        let view = world.collectionView
        #expect(view.layoutFrames.map(\.rect.origin) == [
            CGPoint(x: 0, y: 40), CGPoint(x: 210, y: 40), CGPoint(x: 420, y: 40), CGPoint(x: 0, y: 260),
            CGPoint(x: 0, y: 500),
        ])
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 20)) == nil)     // section 0's header
        #expect(view.indexPathForItem(at: CGPoint(x: 205, y: 100)) == nil)    // between a and b
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 250)) == nil)    // between the rows
        #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 100)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 480)) == nil)    // section 1's header
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 600)) == IndexPath(item: 0, section: 1))
    }

    @Test("section insets keep items off each edge, a footer follows the section; no item is under either")
    func sectionInsets() {
        let world = ListWorld([["a", "b", "c"], ["d"]])
        let layout = FlowLayout(itemSize: CGSize(width: 300, height: 100))
        layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 20, right: 140)
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        world.collectionView.collectionViewLayout = layout
        let view = world.collectionView
        // 768 wide less 140 on the right: two items a row, from 20.
        #expect(view.layoutFrames.map(\.rect.origin) == [
            CGPoint(x: 20, y: 10), CGPoint(x: 320, y: 10), CGPoint(x: 20, y: 110), CGPoint(x: 20, y: 250),
        ])
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 50)) == nil)      // the left inset
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 230)) == nil)    // section 0's bottom and footer, 1's top
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 300)) == IndexPath(item: 0, section: 1))
    }
}

/// `UICollectionViewFlowLayout` is a class, a `UICollectionViewLayout`, as in UIKit: an app
/// makes one, sets it up and finds it again through its view.
@Suite("The flow layout as a UIKit class")
struct FlowLayoutClassTests {
    @Test("a property set on the view's flow layout lays the items out again")
    func settingInvalidates() throws {
        let world = ListWorld([["a", "b", "c"]])
        let view = world.collectionView
        #expect(view.layoutFrames.map(\.rect.size.width) == [100, 100, 100])
        let layout = try #require(view.collectionViewLayout as? FlowLayout)
        layout.itemSize = CGSize(width: 400, height: 50)
        #expect(view.layoutFrames.map(\.rect.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 100)])
        layout.invalidateLayout()
        #expect(view.layoutFrames.count == 3)
    }

    @Test("a new layout is the view's: the old one lets go of it")
    func replacing() {
        let world = ListWorld([["a"]])
        let view = world.collectionView
        let first = view.collectionViewLayout
        let second = FlowLayout(itemSize: CGSize(width: 10, height: 10))
        view.collectionViewLayout = second
        #expect(first.collectionView == nil)
        #expect(second.collectionView === view)
        #expect(view.layoutFrames.first?.rect.size == CGSize(width: 10, height: 10))
        // Changing the old layout no longer touches the view.
        (first as? FlowLayout)?.itemSize = CGSize(width: 70, height: 70)
        #expect(view.layoutFrames.first?.rect.size == CGSize(width: 10, height: 10))
    }

    /// A grid whose flow-layout delegate spaces, insets and heads each section its own way.
    final class SpacedGrid: CollectionViewController, CollectionViewDelegateFlowLayout {
        init() { super.init(collectionViewLayout: FlowLayout()) }

        override func numberOfSections(in collectionView: CollectionView) -> Int { 2 }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 3 : 1
        }

        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
            section == 1 ? EdgeInsets(top: 5, left: 30, bottom: 0, right: 0) : .zero
        }

        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 10 }

        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
            CGSize(width: 0, height: section == 0 ? 0 : 20)
        }
    }

    @Test("the flow layout asks its delegate for each section's insets, spacing and header, as UIKit's does")
    func perSectionDelegate() throws {
        let grid = SpacedGrid()
        grid.loadViewIfNeeded()
        let view = try #require(grid.collectionView)
        view.reloadData()
        // 375 wide: three items 10 apart in section 0; section 1 after its 20-point header,
        // 5 down and 30 in.
        #expect(view.layoutFrames.map(\.rect.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 30, y: 125)])
        #expect(view.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 15, y: 150)) == nil)
    }

    @Test("a horizontal flow layout lays out columns as tall as the view, sections side by side, headers at their left")
    func horizontal() {
        let world = ListWorld([["a", "b", "c", "d"], ["e"]])
        let layout = FlowLayout(itemSize: CGSize(width: 300, height: 400))
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 20
        layout.headerReferenceSize = CGSize(width: 50, height: 999)
        world.collectionView.collectionViewLayout = layout
        let view = world.collectionView
        // 1024 tall: two items a column, 20 apart; columns 10 apart; each section after its
        // header's 50-point width.
        #expect(view.layoutFrames.map(\.rect.origin) == [
            CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 420), CGPoint(x: 360, y: 0), CGPoint(x: 360, y: 420),
            CGPoint(x: 710, y: 0),
        ])
        #expect(view.layoutFrames.allSatisfy { $0.rect.size == CGSize(width: 300, height: 400) })
        #expect(view.indexPathForItem(at: CGPoint(x: 400, y: 500)) == IndexPath(item: 3, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 700, y: 100)) == nil)    // section 1's header
        #expect(view.indexPathForItem(at: CGPoint(x: 800, y: 100)) == IndexPath(item: 0, section: 1))
    }
}
