import DragDropCore
import ScenarioAppKit
import ScenarioKit
import Testing

/// What `check` knows of an app's tables before anything runs: rows only in tables, cells and
/// interactive movement only in collection views (issue 27).
@Suite("Tables in check")
struct TableCheckTests {
    static let apps = AppRegistry(LibraryApp.self, defaultApp: "library")

    /// What `check` prints for `yaml` saved as `library.yaml`.
    static func rendered(_ yaml: String) -> String {
        let (_, diagnostics) = ScenarioFile.decode(yaml, path: "library.yaml", apps: apps)
        let renderer = DiagnosticRenderer()
        return diagnostics.map { renderer.render($0, source: yaml) }.joined(separator: "\n")
    }

    @Test("rows of the declared tables, listed or not, and cells of the collection view pass check and run")
    func declaredTablesRun() throws {
        let yaml = """
        scenario: a loan dragged over the wishlist and the shelf
        given: { shelf: [Emma], loans: [Dune, Kim], wishlist: [Ulysses] }
        steps:
          - touch: { view: loans, row: 1 }
          - lift
          - move: { view: wishlist, row: 0 }
          - move: { view: loans, empty: true }
          - move: { view: shelf, cell: 0 }
          - cancel
        expect:
          state: { shelf: [Emma], loans: [Dune, Kim], wishlist: [Ulysses] }
          lists:
            loans: { items: 2, placeholders: 0 }
          trace:
            contains:
              - loans.drag itemsForBeginning [0,1] -> 1 item
        """
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "library.yaml", apps: Self.apps)
        #expect(diagnostics.map(\.message) == [])
        let scenario = try #require(file.scenarios.first)
        let result = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: "library.yaml")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("one collection view beside tables stays the list an unnamed cell and 'placeholders' mean")
    func oneCollectionViewBesideTables() throws {
        let yaml = """
        scenario: a book from the shelf over the loans
        app: reading-room
        given: { shelf: [Emma, Dune], loans: [Kim] }
        steps:
          - touch: { cell: 1 }
          - lift
          - move: { view: loans, row: 1 }
          - move: { cell: 0 }
          - cancel
        expect:
          placeholders: 0
          lists:
            loans: { items: 1 }
            shelf: { items: 2 }
          trace:
            contains:
              - shelf.drag itemsForBeginning [0,1] -> 1 item
        """
        let apps = AppRegistry(LibraryApp.self, ReadingRoomApp.self, defaultApp: "library")
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "library.yaml", apps: apps)
        #expect(diagnostics.map(\.message) == [])
        let scenario = try #require(file.scenarios.first)
        let result = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: "library.yaml")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a row outside a table, a cell or a reorder in a table and 'placeholders' with tables only are refused at their key, saying what to write", arguments: [
        ("  - touch: { view: shelf, row: 0 }", """
        library.yaml:4:27: error: target 'row' needs a table view, and list 'shelf' is a collection view: write '{view: shelf, cell: N}'
          - touch: { view: shelf, row: 0 }
                                  ^
        """),
        ("  - move: { view: loans, cell: 1 }", """
        library.yaml:4:26: error: target 'cell' needs a collection view, and 'loans' is a table view: write '{view: loans, row: N}'
          - move: { view: loans, cell: 1 }
                                 ^
        """),
        ("  - touch: { cell: 0, view: wishlist }", """
        library.yaml:4:14: error: target 'cell' needs a collection view, and 'wishlist' is a table view: write '{view: wishlist, row: N}'
          - touch: { cell: 0, view: wishlist }
                     ^
        """),
        ("  - reorder: { view: loans, from: 0, to: 1 }", """
        library.yaml:4:16: error: step 'reorder' needs a collection view, and 'loans' is a table view: move a row with a drag, 'touch: {view: loans, row: N}', 'lift', 'move: {view: loans, row: M}', 'drop'
          - reorder: { view: loans, from: 0, to: 1 }
                       ^
        """),
        ("  - expect: { placeholders: 0 }", """
        library.yaml:4:15: error: 'placeholders' counts the app's one collection view, and app library has none: write 'lists: {loans: {placeholders: N}}' for a table's
          - expect: { placeholders: 0 }
                      ^
        """),
    ])
    func refused(_ step: String, _ expected: String) {
        let yaml = "scenario: x\ngiven: { loans: [Dune] }\nsteps:\n" + step + "\n"
        #expect(Self.rendered(yaml) == expected)
    }
}

/// The library with its shelf as the app's one collection view, beside its two tables.
private final class ReadingRoomApp: AppUnderTest {
    typealias Configuration = LibraryApp.Configuration

    static let name = "reading-room"
    static let givenKeys = LibraryApp.givenKeys
    static let stateKeys = LibraryApp.stateKeys

    static func configuration(from given: GivenNode) -> Configuration { LibraryApp.configuration(from: given) }
    static func listNames(of configuration: Configuration) -> [String] { LibraryApp.listNames(of: configuration) }
    static func tableNames(of configuration: Configuration) -> [String] { LibraryApp.tableNames(of: configuration) }

    private let library: LibraryApp
    var system: DragDropSystem { library.system }

    init(system: DragDropSystem, configuration: Configuration) {
        library = LibraryApp(system: system, configuration: configuration)
    }

    func relaunch() throws(EngineError) { try library.relaunch() }
    var collectionView: CollectionView? { system.view(named: "shelf") as? CollectionView }
    var state: StateValue { library.state }
}
