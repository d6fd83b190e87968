import DragDropCore
import Foundation
import Testing

/// A one-column layout: items one below the other, each as tall as the model says for its
/// index path, so a point's item depends on the heights, not on a flow layout's grid.
private final class ColumnLayout: CollectionViewLayout {
    var heights: () -> [Double] = { [] }
    private var cache: [CollectionViewLayoutAttributes] = []
    private(set) var prepared = 0
    private(set) var contexts: [CollectionViewLayoutInvalidationContext] = []

    override func prepare() {
        prepared += 1
        cache = []
        var y = 0.0
        for (item, height) in heights().enumerated() {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: y, width: 100, height: height)
            cache.append(attributes)
            y += height
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 100, height: cache.last.map { $0.frame.maxY } ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// Items with heights; `moveItemAt` moves both.
private final class TallModel: CollectionViewMoveDataSource {
    var items: [(name: String, height: Double)]
    init(_ items: [(String, Double)]) { self.items = items.map { (name: $0.0, height: $0.1) } }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

private final class ColumnWorld: TracedWorld {
    let system = DragDropSystem()
    let layout = ColumnLayout()
    let model = TallModel([("a", 300), ("b", 100), ("c", 100)])
    let collectionView: CollectionView

    init() {
        collectionView = CollectionView(name: "collection", width: 100, collectionViewLayout: layout)
        layout.heights = { [model] in model.items.map(\.height) }
        collectionView.dataSource = model
        system.install(collectionView)
        collectionView.reloadData()
    }

    var frames: [CGRect] { collectionView.layoutFrames.map(\.rect) }
}

@Suite("Custom layouts (docs/LIFECYCLE.md, Custom layouts)")
struct CustomLayoutTests {
    @Test("a custom layout places the items: frames, hit testing and centres come from its attributes")
    func layoutPlacesItems() {
        let world = ColumnWorld()
        #expect(world.collectionView.collectionViewLayout === world.layout)
        #expect(world.frames == [CGRect(x: 0, y: 0, width: 100, height: 300), CGRect(x: 0, y: 300, width: 100, height: 100), CGRect(x: 0, y: 400, width: 100, height: 100)])
        // A flow layout of 100-point squares would put item 2 at y 250; the column has a there.
        #expect(world.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 250)) == IndexPath(item: 0, section: 0))
        #expect(world.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 450)) == IndexPath(item: 2, section: 0))
        #expect(world.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 600)) == nil)
        #expect(world.collectionView.center(ofItem: IndexPath(item: 1, section: 0)) == CGPoint(x: 50, y: 350))
    }

    @Test("each new finger position asks the layout for an invalidation context, then the moving item's attributes; end asks for the ending context after moveItemAt")
    func movementAsksTheLayout() {
        let world = ColumnWorld()
        world.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 350))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 350))
        world.collectionView.endInteractiveMovement()
        #expect(world.lines == [
            "collection beginInteractiveMovement [0,0] -> true",
            "collection updateInteractiveMovementTargetPosition (50,350) -> [0,1]",
            "collection.layout invalidationContextForInteractivelyMovingItems [0,1] previous [0,0] -> context",
            "collection.layout layoutAttributesForInteractivelyMovingItem [0,1] size 100x100",
            "collection updateInteractiveMovementTargetPosition (50,350) -> [0,1]",
            "collection endInteractiveMovement [0,1]",
            "collection.dataSource moveItemAt [0,0] to [0,1]",
            "collection.layout invalidationContextForEndingInteractiveMovementOfItems [0,1] previous [0,1] cancelled false -> context invalidating [0,1]",
        ])
        #expect(world.model.items.map(\.name) == ["b", "a", "c"])
        #expect(world.layout.contexts.first?.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 0)])
        #expect(world.layout.contexts.first?.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 0, section: 0)])
        #expect(world.layout.contexts.first?.interactiveMovementTarget == CGPoint(x: 50, y: 350))
        #expect(world.system.fault == nil)
    }

    @Test("while an item moves the layout lays it out at its target and the others shift; a cancel puts them back")
    func itemsShiftDuringTheMovement() {
        let world = ColumnWorld()
        world.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 450))
        // b and c move up into a's place; a, at [0,2], takes the third slot, as tall as the
        // model's third item (100): the layout sizes by index path, so the moving cell shrinks.
        #expect(world.collectionView.layoutFrames.map(\.indexPath.item) == [2, 0, 1])
        #expect(world.frames == [CGRect(x: 0, y: 400, width: 100, height: 100), CGRect(x: 0, y: 0, width: 100, height: 300), CGRect(x: 0, y: 300, width: 100, height: 100)])
        #expect(world.lines.contains("collection.layout layoutAttributesForInteractivelyMovingItem [0,2] size 100x100"))
        world.collectionView.cancelInteractiveMovement()
        #expect(world.lines.last == "collection.layout invalidationContextForEndingInteractiveMovementOfItems [0,0] previous [0,2] cancelled true -> context")
        #expect(world.frames.first == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(world.model.items.map(\.name) == ["a", "b", "c"])
    }

    @Test("the target under the finger comes from the layout's attributes; over no item it stays")
    func layoutChoosesTheTarget() {
        let world = ColumnWorld()
        world.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        // Over no item the target stays where it was.
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 900))
        #expect(world.collectionView.interactiveMovement?.target == IndexPath(item: 1, section: 0))
        world.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 10))
        #expect(world.collectionView.interactiveMovement?.target == IndexPath(item: 0, section: 0))
    }
}
