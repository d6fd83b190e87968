import ScenarioKit
import ScenarioTestSupport
import Testing

/// One scenario's error never stops, or leaks into, the others (docs/FORMAT.md, Steps).
@Suite("Runner isolation")
struct RunnerIsolationTests {
    static let threeScenarios = """
    scenario: first passes
    \(ScenarioText.correctedReorder("a.jpg", "b.jpg"))
    expect:
      images: [b.jpg, a.jpg]
    ---
    scenario: second stops with an error
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { cell: 1 }
      - lift
      - drop
    ---
    scenario: third passes
    \(ScenarioText.gallery("a.jpg", "b.jpg"))
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
    expect:
      images: [b.jpg, a.jpg]
      session: none
      placeholders: 0
    """

    @Test("the scenarios after an error still run and pass, and the run exits 1")
    func errorInTheMiddle() {
        let summary = runYAML(Self.threeScenarios)
        #expect(summary.results.map(\.status) == [.passed, .error, .passed])
        #expect(summary.countsLine == "2 passed, 0 failed, 1 error")
        #expect(summary.exitCode == 1)
        #expect(summary.humanReport() == """
        ✓ first passes  s.yaml
        ✗ second stops with an error  s.yaml
          s.yaml:16:5: error: invalid-step: lift: finger 1 is already dragging
        ✓ third passes  s.yaml

        2 passed, 0 failed, 1 error

        """)
    }

    @Test("a scenario after an error traces exactly what it traces alone")
    func noLeak() {
        let together = runYAML(Self.threeScenarios).results
        let alone = runYAML(String(Self.threeScenarios.split(separator: "---\n").last ?? "")).results
        #expect(together.count == 3 && alone.count == 1)
        #expect(together.last?.trace.map(\.line) == alone.first?.trace.map(\.line))
        #expect(alone.first?.trace.isEmpty == false)
    }

    @Test("a file's scenarios run in file order, whatever their outcome")
    func order() {
        #expect(runYAML(Self.threeScenarios).results.map(\.name) == ["first passes", "second stops with an error", "third passes"])
    }

    @Test("only a run where every scenario passed exits 0")
    func exitCodes() {
        let passed = ScenarioResult(file: "f", name: "p", status: .passed)
        let failed = ScenarioResult(file: "f", name: "f", status: .failed)
        let stopped = ScenarioResult(file: "f", name: "e", status: .error)
        #expect(RunSummary(results: [passed, passed]).exitCode == 0)
        #expect(RunSummary(results: [passed, failed]).exitCode == 1)
        #expect(RunSummary(results: [stopped, passed]).exitCode == 1)
    }
}
