import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
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

    /// Every shipped scenario's status and failures, from one run of the built `dnd-scenario`
    /// over the folder, in worker processes as a user runs it: the tutorial's pinned crashes
    /// end a worker there, never this test process.
    static let report: [String: (status: String, failures: String)] = {
        guard let output = try? BuiltCommand.run(["run", folder, "--format", "json"], environment: ["CI": "true"]),
              let object = try? JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any],
              let scenarios = object["scenarios"] as? [[String: Any]]
        else { return [:] }
        var report: [String: (status: String, failures: String)] = [:]
        for scenario in scenarios {
            let key = "\(scenario["file"] as? String ?? "")|\(scenario["name"] as? String ?? "")"
            let failures = (scenario["failures"] as? [[String: Any]] ?? []).map { "line \($0["line"] ?? ""): \($0["message"] ?? "")" }
            report[key] = (scenario["status"] as? String ?? "", failures.joined(separator: "\n"))
        }
        return report
    }()

    @Test("every scenario under Scenarios/ passes", arguments: loaded.scenarios.map { "\($0.file.path)|\($0.scenario.name)" })
    func passes(key: String) {
        guard let entry = Self.report[key] else {
            Issue.record("\(key) is not in the report of `dnd-scenario run \(Self.folder)` (is dnd-scenario built?)")
            return
        }
        #expect(entry.status == "passed", "\(entry.failures)")
    }

    @Test("each of the tutorial's crashes is pinned beside the corrected app's scenario, which does not crash")
    func pinnedCrashes() {
        let all = Self.loaded.scenarios.map(\.scenario)
        let pinned = all.indices.filter { all[$0].expect?.error?.kind == .crash && all[$0].tags.contains("tutorial") }
        #expect(pinned.count >= 2)
        for index in pinned {
            let next = all.indices.contains(index + 1) ? all[index + 1] : nil
            #expect(next?.tags.contains("corrected") == true && next?.expect?.error == nil, "no corrected scenario after '\(all[index].name)'")
        }
    }
}
