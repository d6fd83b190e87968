import ScenarioAppKit
import Testing
import UIKitNames

/// The UIKit controllers of UIKitNamesTests/UIKitCode (linked here, not copied) compile in
/// Swift 6 mode as well, and load their views — all but the palette, whose
/// `DispatchQueue.main.async { self.… }` in a load's completion is the one thing Swift 6
/// refuses (docs/CUSTOM-APPS.md, "Language modes").
@Suite("UIKit controllers in Swift 6 mode")
struct Swift6ModeTests {
    @Test("each controller loads its view and its table, grid or image view")
    func controllersLoad() throws {
        let system = DragDropSystem()
        try system.step {
            let table = ReorderTableViewController()
            system.install(table)
            let poster = PosterViewController()
            system.install(poster)
            let letters = LettersCollectionViewController()
            system.install(letters)
            #expect(table.tableView.numberOfRows(inSection: 0) == 4)
            #expect(poster.view.subviews.count == 4)
            #expect(letters.collectionView.numberOfItems(inSection: 0) == 5)
            #expect(letters.collectionView.gestureRecognizers.count == 1)
            #expect((letters.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 100, height: 100))
        }
    }
}
