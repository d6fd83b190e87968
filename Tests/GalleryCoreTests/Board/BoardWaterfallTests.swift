import DragDropCore
import Foundation
import GalleryCore
import Testing

/// The board in seed 004's waterfall layout, launched on a fresh device.
private func launchWaterfall(_ layout: BoardLayout) throws -> BoardApp {
    let system = DragDropSystem()
    let configuration = BoardConfiguration(sections: [["a", "b", "c", "d"]], layout: layout, heights: ["a": 300, "b": 150, "c": 200])
    let app = system.asCurrent { BoardApp(system: system, configuration: configuration) }
    try app.system.step {}
    return app
}

@Suite("Board: the waterfall layout (seed 004)")
struct BoardWaterfallTests {
    @Test("the waterfall puts each card under the shortest of three columns, as tall as its height")
    func columns() throws {
        let app = try launchWaterfall(.waterfall)
        let frames = try #require(app.collectionView).layoutFrames.map(\.rect)
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 256, height: 300),
            CGRect(x: 256, y: 0, width: 256, height: 150),
            CGRect(x: 512, y: 0, width: 256, height: 200),
            CGRect(x: 256, y: 150, width: 256, height: 256),
        ])
        // Below b, where a flow layout of squares would have nothing but d.
        #expect(app.collectionView?.indexPathForItem(at: CGPoint(x: 300, y: 200)) == IndexPath(item: 3, section: 0))
    }

    @Test("held over b's place, a card keeps its own height only with the article's override, which calls moveItemAt during the movement")
    func keepingTheSize() throws {
        for (layout, height) in [(BoardLayout.waterfall, 150.0), (.waterfallKeepingSizes, 300)] {
            let app = try launchWaterfall(layout)
            let collectionView = try #require(app.collectionView)
            collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
            collectionView.updateInteractiveMovementTargetPosition(collectionView.center(ofItem: IndexPath(item: 1, section: 0)))
            let moving = collectionView.layoutFrames[0]
            #expect(moving.indexPath == IndexPath(item: 1, section: 0))
            #expect(moving.rect.size == CGSize(width: 256, height: height), "\(layout)")
            #expect(app.sections == (layout == .waterfall ? [["a", "b", "c", "d"]] : [["b", "a", "c", "d"]]))
            #expect(app.system.lines.contains("collection.layout.delegate moveItemAt [0,0] to [0,1]") == (layout == .waterfallKeepingSizes))
        }
    }
}
