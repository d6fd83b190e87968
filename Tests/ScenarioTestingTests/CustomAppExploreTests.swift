import ScenarioKit
import ScenarioTestSupport
import Testing

/// `explore` works on an app of one's own: it compares outcomes through the app's state.
@Suite("Exploring an app of one's own")
struct CustomAppExploreTests {
    static let yaml = """
    scenario: two texts, each dropped on its own
    sources:
      mail:
        - id: a
          provides: { public.plain-text: { value: a, after: 100ms } }
        - id: b
          provides: { public.plain-text: { value: b, after: 200ms } }
    \(ScenarioText.drag(from: "source: mail, item: a", to: "view: inbox"))
    \(ScenarioText.dragSteps(from: "source: mail, item: b", to: "view: inbox"))
    expect:
      state: { notes: [a, b] }
    """

    @Test("run passes in the scenario's order; explore finds the order where b lands first")
    func explore() throws {
        let (file, diagnostics) = ScenarioFile.decode(Self.yaml, path: "two.yaml", apps: notesApps)
        #expect(diagnostics.isEmpty)
        let scenario = try #require(file.scenarios.first)
        #expect(ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: "two.yaml").status == .passed)
        let result = Explorer().explore(scenario, file: "two.yaml")
        #expect(result.outcomes.count == 2)
        let failure = try #require(result.failure)
        #expect(failure.result.failures.map(\.message) == ["state.notes differs"])
        #expect(failure.result.failures.first?.location.line == 18)
    }
}
