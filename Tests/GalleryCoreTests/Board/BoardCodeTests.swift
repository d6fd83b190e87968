import DragDropCore
import Foundation
import GalleryCore
import ScenarioAppKit
import Testing

/// What the article's code listing sets up besides the delegates: the cells' colours and
/// `dragInteractionEnabled`.
@Suite("Board: the article's cells and drag switch")
struct BoardCodeTests {
    @Test("a card's cell is grey, an open slot's translucent green, as cellForItemAt colours them")
    func colours() throws {
        let app = try launchBoard([["a"]])
        #expect(app.state["cells"] == [[["text": "a", "background": "#808080"]]])
        try app.lift(0, 0)
        #expect(app.state["cells"] == [[["text": "a", "background": "#808080"], ["text": "+", "background": "#00FF004D"]]])
    }

    @Test("the board sets dragInteractionEnabled, so its cards lift on iPhone too")
    func dragInteractionEnabled() throws {
        let app = try launchBoard()
        #expect(app.collectionView?.dragInteractionEnabled == true)
        app.system.device = .iPhone
        try app.lift(0, 0)
        #expect(app.system.session(ofFinger: 1)?.items.count == 1)
    }
}
