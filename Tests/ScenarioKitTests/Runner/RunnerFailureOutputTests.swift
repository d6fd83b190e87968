import ScenarioKit
import Testing

/// What the runner says when a scenario fails, compared as the whole human report, the way
/// TCA's TestStoreFailureTests pin the test store's own failure messages.
@Suite("Runner failure output")
struct RunnerFailureOutputTests {
    @Test("each failing run reports every failure at its line, explained", arguments: failingRuns)
    func report(_ run: FailingRun) {
        #expect(runYAML(run.yaml).humanReport() == run.expected)
    }

    @Test("the table names each case once, and every case really fails")
    func table() {
        #expect(Set(failingRuns.map(\.name)).count == failingRuns.count)
        for run in failingRuns {
            #expect(runYAML(run.yaml).exitCode == 1, "\(run.name)")
        }
    }

    @Test("a step that makes no sense gives status error, not failed", arguments: [
        "steps:\n  - drop", "steps:\n  - lift", "steps:\n  - touch: { cell: 7 }", "steps:\n  - touch: { cell: [3, 0] }",
        "steps:\n  - touch: { cell: 0 }\n  - touch: { cell: 1 }", "steps:\n  - reorder: { from: 9, to: 0 }",
    ])
    func errorStatus(steps: String) {
        let summary = runYAML("scenario: s\n" + steps + "\n")
        #expect(summary.results.map(\.status) == [.error])
        #expect(summary.results.first?.failures.count == 1)
    }
}
