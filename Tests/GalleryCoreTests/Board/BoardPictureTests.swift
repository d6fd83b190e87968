import DragDropCore
import Foundation
import GalleryCore
import ScenarioAppKit
import Testing

@Suite("The board's picture")
struct BoardPictureTests {
    /// Each card's text in the picture, at a point of its card.
    static func cards(_ picture: Picture) -> [(text: String, x: Double, y: Double)] {
        picture.shapes.compactMap { shape in
            guard case .text(let x, let y, let text, _, let anchor, _) = shape, anchor == .middle else { return nil }
            // Texts share one baseline in the card's upper half, clear of a finger on its centre.
            return (text, x, y - 28)
        }
    }

    @Test("a point drawn on a card hits that card: the picture and hit-testing share one layout, three cards a row")
    func sharedLayout() throws {
        let app = try launchBoard([["a", "b", "c", "d"], ["e"]])
        try app.lift(0, 0)
        let picture = app.picture()
        let collectionView = try #require(app.collectionView)
        let placement = try #require(app.placement(ofView: collectionView.name))
        let cards = Self.cards(picture)
        #expect(cards.map(\.text) == ["a", "b", "c", "d", "+", "e", "+"])
        for card in cards {
            let point = CGPoint(x: (card.x - placement.x) / placement.xScale, y: (card.y - placement.y) / placement.yScale)
            let indexPath = try #require(collectionView.indexPathForItem(at: point), "\(card.text) is drawn where no item is")
            #expect(app.sections[indexPath.section][indexPath.item] == card.text)
        }
        // The fourth card wraps to a second row, as the layout puts it.
        let rows = Set(cards.prefix(5).map(\.y))
        #expect(rows.count == 2)
    }

    @Test("a cell's centre, where a scenario's finger lands, is drawn inside that cell's card")
    func fingerOnCard() throws {
        let app = try launchBoard([["a", "b", "c", "d"]])
        let collectionView = try #require(app.collectionView)
        let placement = try #require(app.placement(ofView: collectionView.name))
        for (index, frame) in collectionView.layoutFrames.enumerated() {
            let centre = placement.point(CGPoint(x: frame.rect.midX, y: frame.rect.midY))
            let boxes = app.picture().shapes.compactMap { shape -> (Double, Double, Double, Double)? in
                guard case .box(let x, let y, let width, let height, _) = shape else { return nil }
                return (x, y, width, height)
            }
            #expect(boxes.filter { centre.x > $0.0 && centre.x < $0.0 + $0.2 && centre.y > $0.1 && centre.y < $0.1 + $0.3 }.count == 1, "cell \(index)")
        }
    }
}
