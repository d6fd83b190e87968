import DragDropCore
import Foundation
import GalleryCore
import Testing

@Suite("Gallery: the flow layout")
struct GalleryLayoutTests {
    private func launch(columns: Int = 3, width: Double = 768) throws -> GalleryApp {
        try launchGallery(GalleryConfiguration(images: [
            GalleryImage(url: url("a.jpg"), aspect: 1),
            GalleryImage(url: url("b.jpg"), aspect: 0.5),
            GalleryImage(url: url("c.jpg"), aspect: 2),
            GalleryImage(url: url("d.jpg"), aspect: 1.5),
        ], columns: columns, width: width))
    }

    @Test("items are floor(width / columns) wide and width / aspect tall, rows as tall as their tallest item", arguments: [
        (CGPoint(x: 10, y: 10), IndexPath(item: 0, section: 0) as IndexPath?),
        (CGPoint(x: 300, y: 500), IndexPath(item: 1, section: 0)),
        (CGPoint(x: 10, y: 300), nil),
        (CGPoint(x: 600, y: 100), IndexPath(item: 2, section: 0)),
        (CGPoint(x: 600, y: 200), nil),
        (CGPoint(x: 10, y: 513), IndexPath(item: 3, section: 0)),
        (CGPoint(x: 10, y: 512 + 171), nil),
        (CGPoint(x: 300, y: 513), nil),
    ])
    func hitTesting(_ point: CGPoint, _ expected: IndexPath?) throws {
        let app = try launch()
        #expect(try app.collection.indexPathForItem(at: point) == expected)
    }

    @Test("columns and width shape the rows")
    func columnsAndWidth() throws {
        let app = try launch(columns: 2, width: 301)
        // 150 wide: a 150 tall, b 300 tall in the first row; c 75 tall and d 100 in the second.
        #expect(try app.collection.indexPathForItem(at: CGPoint(x: 151, y: 299)) == IndexPath(item: 1, section: 0))
        #expect(try app.collection.indexPathForItem(at: CGPoint(x: 1, y: 301)) == IndexPath(item: 2, section: 0))
        #expect(try app.collection.indexPathForItem(at: CGPoint(x: 151, y: 399)) == IndexPath(item: 3, section: 0))
        #expect(try app.collection.indexPathForItem(at: CGPoint(x: 300.5, y: 1)) == nil)
    }

    @Test("a point over an image is a drop destination")
    func pointTargets() throws {
        let app = try launch()
        try app.lift(0)
        try app.system.drop(over: .point(try app.collection, CGPoint(x: 10, y: 513)))
        #expect(app.names == ["b.jpg", "c.jpg", "d.jpg", "a.jpg"])
    }
}
