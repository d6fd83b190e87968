import GalleryCore
import Foundation
import ScenarioKit
import Testing

/// The scenarios shipped in `Scenarios/` are part of the test suite: each must pass, with
/// golden traces compared and never written (as in CI).
@Suite("Shipped scenarios")
struct ShippedScenariosTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios").path

    static let loaded = ScenarioLoader(apps: .shipped).load([folder])

    @Test("every file under Scenarios/ is valid")
    func valid() {
        #expect(Self.loaded.renderedDiagnostics() == [])
        #expect(Self.loaded.scenarios.count > 0)
    }

    @Test("every scenario under Scenarios/ passes", arguments: loaded.scenarios.map { "\($0.file.path)|\($0.scenario.name)" })
    func passes(key: String) {
        guard let entry = Self.loaded.scenarios.first(where: { "\($0.file.path)|\($0.scenario.name)" == key }) else {
            Issue.record("no scenario \(key)")
            return
        }
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        let result = runner.run(entry.scenario, file: entry.file.path)
        #expect(result.status == .passed, "\(RunSummary(results: [result]).humanReport())")
    }
}
