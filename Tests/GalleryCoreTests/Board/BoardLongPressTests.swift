import DragDropCore
import Foundation
import GalleryCore
import Testing

/// Seed 004's plain view controller: its own `UILongPressGestureRecognizer`, added to the
/// collection view, whose handler drives the interactive movement.
@Suite("Board long press (seed 004)")
struct BoardLongPressTests {
    private func press(_ app: BoardApp, from start: CGPoint, over points: [CGPoint], cancelled: Bool = false) throws {
        let collectionView = try #require(app.collectionView)
        #expect(try app.system.longPress(collectionView, along: [start] + points, cancelled: cancelled))
    }

    @Test("the board's collection view has one long-press recognizer, sent to the controller")
    func recognizer() throws {
        let app = try launchBoard()
        let collectionView = try #require(app.collectionView)
        let presses = collectionView.gestureRecognizers.compactMap { $0 as? LongPressGestureRecognizer }
        #expect(presses.count == 1)
        #expect(presses.first?.view === collectionView)
    }

    @Test("Began on a card begins there, Changed leads it, Ended moves it with moveItemAt")
    func carries() throws {
        let app = try launchBoard()
        let collectionView = try #require(app.collectionView)
        let target = collectionView.center(ofItem: IndexPath(item: 0, section: 1))
        try press(app, from: collectionView.center(ofItem: IndexPath(item: 0, section: 0)), over: [target])
        #expect(app.sections == [["b"], ["a", "c", "d"]])
        #expect(app.system.lines == [
            "collection long-press began (128,128)",
            "collection beginInteractiveMovement [0,0] -> true",
            "collection long-press changed \(target.traceDescription)",
            "collection updateInteractiveMovementTargetPosition \(target.traceDescription) -> [1,0]",
            "collection long-press ended \(target.traceDescription)",
            "collection endInteractiveMovement [1,0]",
            "collection.dataSource moveItemAt [0,0] to [1,0]",
        ])
    }

    @Test("over no card the handler's guard begins nothing, and Changed and Ended find nothing to move")
    func guardBeginsNothing() throws {
        let app = try launchBoard()
        let collectionView = try #require(app.collectionView)
        try press(app, from: collectionView.emptyPoint, over: [collectionView.center(ofItem: IndexPath(item: 0, section: 1))])
        #expect(app.sections == [["a", "b"], ["c", "d"]])
        #expect(app.system.lines.allSatisfy { $0.hasPrefix("collection long-press ") })
    }

    @Test("a cancelled press calls cancelInteractiveMovement and moves nothing")
    func cancels() throws {
        let app = try launchBoard()
        let collectionView = try #require(app.collectionView)
        try press(app, from: collectionView.center(ofItem: IndexPath(item: 0, section: 0)), over: [collectionView.center(ofItem: IndexPath(item: 1, section: 1))], cancelled: true)
        #expect(app.sections == [["a", "b"], ["c", "d"]])
        #expect(app.system.lines.contains("collection cancelInteractiveMovement"))
        #expect(!app.system.lines.contains { $0.contains("moveItemAt") })
    }
}
