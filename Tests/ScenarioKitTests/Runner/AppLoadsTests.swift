import DragDropCore
import ScenarioKit
import Testing

@Suite("loads: the timing of the app's own items")
struct AppLoadsTests {
    static func scenario(_ loads: String) -> String {
        """
        scenario: the board's text dropped on notes
        app: board
        targets:
          notes: { accepts: [public.plain-text] }
        loads:
          \(loads)
        steps:
          - touch: { cell: [0, 0] }
          - lift
          - move: { app: notes }
          - drop
        """
    }

    @Test("'after' delays the load of the app's own item, by the type or one it conforms to")
    func delayed() throws {
        let summary = runYAML(Self.scenario("public.text: { after: 2s }"))
        let result = try #require(summary.results.first)
        let loaded = try #require(result.trace.first { $0.text.hasPrefix("loaded public.plain-text") })
        #expect(loaded.role == "app.provider")
        #expect(loaded.line.hasPrefix(" 2000ms"))
    }

    @Test("'fails' makes the load fail with the message")
    func failing() throws {
        let summary = runYAML(Self.scenario("public.plain-text: { after: 100ms, fails: disk full }"))
        let result = try #require(summary.results.first)
        #expect(result.trace.contains { $0.role == "app.provider" && $0.text == "failed public.plain-text item 1: disk full" && $0.line.hasPrefix("  100ms") })
    }
}
