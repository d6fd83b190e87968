import Foundation
import ScenarioAppKit
import ScenarioKit
import Testing
import UIKitNames

/// `shelf`: the table `shelf` (ShelfTableViewController); state `{sections: [[TITLE…]…]}`.
/// It draws itself by naming its table (`TablePicturing`), as an app of a user's would.
final class ShelfApp: AppUnderTest, TablePicturing {
    static let name = "shelf"
    static let givenKeys: [String] = []
    static let stateKeys = ["sections"]
    static let hasCollectionView = false
    static func configuration(from given: GivenNode) -> Int { 0 }
    static func viewNames(of configuration: Int) -> [String] { ["shelf"] }
    static func listNames(of configuration: Int) -> [String] { ["shelf"] }
    static func tableNames(of configuration: Int) -> [String] { ["shelf"] }

    let system: DragDropSystem
    private(set) var controller: ShelfTableViewController

    init(system: DragDropSystem, configuration: Int) {
        self.system = system
        controller = Self.launch(system)
    }

    private static func launch(_ system: DragDropSystem) -> ShelfTableViewController {
        shown(ShelfTableViewController(), on: system) { $0.tableView.accessibilityIdentifier = "shelf" }
    }

    func relaunch() throws(EngineError) {
        try system.terminateApp()
        controller = Self.launch(system)
    }

    var collectionView: CollectionView? { nil }

    var state: StateValue {
        ["sections": .list(controller.sections.map { .list($0.map { .string($0) }) })]
    }

    var picturedTables: [TableView] { [controller.tableView] }
}

/// A table drawn from what the engine knows of it, and cut into the regions a scenario's
/// table targets name: row parts, headers, footers and the area below every section.
@Suite("A table's picture")
struct TablePictureTests {
    static let apps = AppRegistry(ShelfApp.self)

    static func replay(_ steps: String) -> StudioReplay {
        StudioReplay(text: "scenario: s\napp: shelf\nsteps:\n" + steps, path: FileManager.default.temporaryDirectory.path + "/shelf.yaml", apps: apps)
    }

    /// The launched shelf, its table laid down by `TablePicture`.
    static func shelf() -> ShelfApp {
        ShelfApp(system: DragDropSystem(), configuration: 0)
    }

    @Test("each section's header, rows and footer are drawn at the table's own heights, with the cells' text")
    func drawn() throws {
        let app = Self.shelf()
        let table = try #require(app.tablePictures.first)
        let picture = app.picture()
        #expect(picture.title == "shelf: section 0: Dune, Emma, Ulysses; section 1: Beloved")
        // Header 28, three rows of 44, footer 28; then header 28, one row, no footer; a row's
        // height below them.
        let heights: [Double] = [28, 3 * 44, 28, 28, 44, 44]
        #expect(table.height == heights.reduce(0, +))
        let texts = picture.shapes.compactMap { if case .text(_, _, let text, _, _, _) = $0 { text } else { nil } }
        #expect(texts == ["shelf", "Read", "Dune", "Emma", "Ulysses", "3 books", "To read", "Beloved"])
        #expect(app.placement(ofView: "shelf") == Picture.Placement(x: table.x, y: table.y))
        #expect(app.placement(ofView: "nothing") == nil)
    }

    @Test("a row's top and bottom fifths are its parts, its middle the row; headers, footers and the area below are theirs")
    func regions() throws {
        let app = Self.shelf()
        let table = try #require(app.tablePictures.first)
        let regions = app.regions()
        func at(_ y: Double) -> Picture.Target? {
            regions.last { $0.contains(x: table.x + 50, y: table.y + y) }?.target
        }
        #expect(at(10) == .header(view: "shelf", section: 0))
        #expect(at(28 + 4) == .row(view: "shelf", section: 0, row: 0, part: .top))
        #expect(at(28 + 22) == .row(view: "shelf", section: 0, row: 0))
        #expect(at(28 + 40) == .row(view: "shelf", section: 0, row: 0, part: .bottom))
        #expect(at(28 + 44 + 22) == .row(view: "shelf", section: 0, row: 1))
        #expect(at(28 + 132 + 10) == .footer(view: "shelf", section: 0))
        #expect(at(188 + 10) == .header(view: "shelf", section: 1))
        #expect(at(216 + 22) == .row(view: "shelf", section: 1, row: 0))
        #expect(at(260 + 20) == .belowRows(view: "shelf"))
        #expect(at(table.height + 5) == nil)
    }

    @Test("the studio records a press on each place of a table as the format's table target")
    func studioTargets() throws {
        let replay = Self.replay("  []\n")
        let app = Self.shelf()
        let table = try #require(app.tablePictures.first)
        let x = table.x + 50
        #expect(replay.target(atX: x, y: table.y + 10) == "{view: shelf, header: 0}")
        #expect(replay.target(atX: x, y: table.y + 28 + 44 + 4) == "{view: shelf, row: 1, part: top}")
        #expect(replay.target(atX: x, y: table.y + 28 + 44 + 22) == "{view: shelf, row: 1}")
        #expect(replay.target(atX: x, y: table.y + 28 + 88 + 40) == "{view: shelf, row: 2, part: bottom}")
        #expect(replay.target(atX: x, y: table.y + 160 + 10) == "{view: shelf, footer: 0}")
        #expect(replay.target(atX: x, y: table.y + 216 + 22) == "{view: shelf, row: 0, section: 1}")
        #expect(replay.target(atX: x, y: table.y + 260 + 20) == "{view: shelf, empty: true}")
        #expect(replay.target(atX: 1, y: 1) == "{nowhere: true}")
    }

    @Test("mid-drag the picture shows the finger over the row and the gap the drop would open")
    func dragInProgress() throws {
        let replay = Self.replay("  - touch: {view: shelf, row: 0}\n  - lift\n  - move: {view: shelf, row: 2, part: bottom}\n  - drop\n")
        #expect(replay.diagnostics == [])
        #expect(replay.status == "passed")
        let moving = try #require(replay.frames[3].picture)
        #expect(moving.title == "shelf: section 0: Dune, Emma, Ulysses; section 1: Beloved; finger 1 drags 1 item: move")
        // The gap UIKit opens after row 2 ([0,2] once the lifted row leaves its place): a bar
        // below Ulysses, the section's last row.
        let app = Self.shelf()
        let table = try #require(app.tablePictures.first)
        let gap = Picture.Shape.box(x: table.x + 4, y: table.y + 28 + 132 - 3, width: table.width - 8, height: 6, style: .init(fill: "#2860c0", stroke: "#fff", radius: 3))
        #expect(moving.shapes.contains(gap))
        #expect(replay.frames[1].picture?.shapes.contains(gap) == false)
        // Dropped: Dune moved below Ulysses.
        #expect(replay.frames[4].picture?.title == "shelf: section 0: Emma, Ulysses, Dune; section 1: Beloved; 1 item dropped")
    }

    @Test("a cell's detail label is drawn as its style lays it out, its accessory at the row's end, and a selectionStyle none row unshaded")
    func cellStyles() throws {
        let system = DragDropSystem()
        let controller = shown(ContactsTableViewController(), on: system) { $0.tableView.accessibilityIdentifier = "contacts" }
        let table: TableView = controller.tableView
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.detailTextLabel == nil)
        let picture = TablePicture(table)
        let texts = picture.shapes.compactMap { shape -> String? in
            guard case .text(_, _, let text, let size, let anchor, _) = shape else { return nil }
            return "\(text) \(Int(size)) \(anchor.rawValue)"
        }
        #expect(texts == [
            "› 17 end", "Ada 17 start", "mobile 17 end",
            "✓ 17 end", "Grace 17 start", "grace@navy.mil 12 start",
            "ⓘ 17 end", "phone 13 start", "555-0100 15 start",
            "Alan 17 start",
        ])
        func shadedRows() -> Int {
            TablePicture(table).shapes.count { if case .box(_, _, _, _, let style) = $0 { style.fill == "#d9d9de" } else { false } }
        }
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(shadedRows() == 0)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(shadedRows() == 1)
        table.setEditing(true, animated: false)
        #expect(!TablePicture(table).shapes.contains { if case .text(_, _, "›", _, _, _) = $0 { true } else { false } })
    }

    @Test("a selected row is shaded and an editing table shows each row's reorder control")
    func selectionAndEditing() throws {
        let app = Self.shelf()
        let plain = app.picture()
        app.controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        app.controller.setEditing(true, animated: false)
        let table = try #require(app.tablePictures.first)
        let picture = app.picture()
        #expect(picture.title.hasSuffix("; editing"))
        let shaded = Picture.Shape.box(x: table.x, y: table.y + 28 + 44, width: table.width, height: 44, style: .init(fill: "#d9d9de", stroke: "none"))
        #expect(picture.shapes.contains(shaded))
        #expect(!plain.shapes.contains(shaded))
        let grips = picture.shapes.count { if case .text(_, _, "≡", _, _, _) = $0 { true } else { false } }
        #expect(grips == 4)
    }
}
