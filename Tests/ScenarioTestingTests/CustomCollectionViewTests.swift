import ScenarioAppKit
import ScenarioKit
import ScenarioTestSupport
import Testing

/// A custom app's collection view shows its data source's items without the app calling
/// `reloadData()`: the view loads them when it is first asked, as UIKit's does at its first
/// layout (issue 29).
@Suite("A collection view of one's own")
struct CustomCollectionViewTests {
    static let apps = AppRegistry(ShelfApp.self, defaultApp: "shelf")

    static func run(_ yaml: String) throws -> ScenarioResult {
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "shelf.yaml", apps: apps)
        #expect(diagnostics.isEmpty)
        let scenario = try #require(file.scenarios.first)
        return ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: "shelf.yaml")
    }

    @Test("a cell of an app that never calls reloadData can be dragged out")
    func dragOut() throws {
        let result = try Self.run("""
        scenario: a title from the second shelf dropped into Notes
        given:
          shelves: [[Dune, Emma], [Ulysses]]
        targets:
          notes: { accepts: [public.plain-text] }
        \(ScenarioText.drag(from: "cell: [1, 0]", to: "app: notes"))
        expect:
          received: { notes: [public.plain-text=Ulysses] }
          trace:
            contains:
              - shelf.drag itemsForBeginning [1,0] -> 1 item
              - notes.drop performDrop items=1
        """)
        #expect(result.failures.map(\.message) == [])
        #expect(result.status == .passed)
    }

    @Test("the view loads again after a relaunch, from the new controller's data source")
    func relaunch() throws {
        let result = try Self.run("""
        scenario: the last title, after a relaunch
        given:
          shelves: [[Dune, Emma]]
        steps:
          - relaunch
          - touch: { cell: [0, 1] }
          - lift
        expect:
          session: { items: 1 }
          trace:
            contains:
              - app relaunch
              - shelf.drag itemsForBeginning [0,1] -> 1 item
        """)
        #expect(result.failures.map(\.message) == [])
    }
}
