import DragDropCore
import Foundation
import ScenarioAppKit
import ScenarioKit
import Testing
import YAMLReader

/// The JSON report's shape: the same keys whatever the counts (#29), and what `merge`
/// needs to put shards back together (#31), read back as it was written.
@Suite("The JSON report's shape")
struct JSONReportShapeTests {
    static func object(_ summary: RunSummary) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(summary.jsonReport().utf8)) as? [String: Any])
    }

    static let crashed = ScenarioResult(file: "a.yaml", name: "traps", status: .crashed, failures: [
        ScenarioFailure(location: SourceLocation(file: "a.yaml", line: 4, column: 5), message: "crash: Fatal error (SIGILL)", details: ["the trace up to the crash:", "  0ms  app  launched"]),
    ], trace: [TraceEvent(time: 0, role: "app", text: "launched")], line: 2, duration: .milliseconds(40))

    @Test("every key is there whatever the counts: crashed is 0, not left out", arguments: [0, 1, 3])
    func sameKeys(count: Int) throws {
        let passing = (0..<count).map { ScenarioResult(file: "a.yaml", name: "s\($0)", status: .passed) }
        let without = try Self.object(RunSummary(results: passing))
        let with = try Self.object(RunSummary(results: passing + [Self.crashed]))
        #expect(without.keys.sorted() == with.keys.sorted())
        #expect(without["crashed"] as? Int == 0)
        #expect(with["crashed"] as? Int == 1)
    }

    @Test("the counts come first, then the scope, then the scenarios, one line each")
    func layout() {
        let report = RunSummary(results: [Self.crashed]).jsonReport()
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.prefix(10) == [
            "{", "  \"passed\": 0,", "  \"failed\": 0,", "  \"errors\": 0,", "  \"crashed\": 1,",
            "  \"suite\": \"\(RunScope(wholeRunOf: [Self.crashed]).suite)\",", "  \"paths\": [],", "  \"selected\": 1,", "  \"shard\": null,", "  \"scenarios\": [",
        ])
        #expect(lines.count == 13)
    }

    @Test("a crashed scenario reports its duration, not 0")
    func crashedDuration() throws {
        let scenarios = try #require(try Self.object(RunSummary(results: [Self.crashed]))["scenarios"] as? [[String: Any]])
        #expect(scenarios.first?["duration"] as? Double == 0.04)
    }

    @Test("a failure keeps its message with the details after it, and gives file and details apart")
    func failureKeys() throws {
        let scenarios = try #require(try Self.object(RunSummary(results: [Self.crashed]))["scenarios"] as? [[String: Any]])
        let failure = try #require((scenarios.first?["failures"] as? [[String: Any]])?.first)
        #expect(failure["message"] as? String == "crash: Fatal error (SIGILL)\nthe trace up to the crash:\n  0ms  app  launched")
        #expect(failure["file"] as? String == "a.yaml")
        #expect(failure["details"] as? [String] == ["the trace up to the crash:", "  0ms  app  launched"])
    }

    @Test("the scope says which suite and which shard, and each scenario its place among the selected")
    func scope() throws {
        var summary = RunSummary(results: [Self.crashed])
        summary.scope = RunScope(suite: "00112233aabbccdd", paths: ["Scenarios"], selected: 5, shard: Shard(index: 2, count: 3), positions: [3])
        let object = try Self.object(summary)
        #expect(object["suite"] as? String == "00112233aabbccdd")
        #expect(object["paths"] as? [String] == ["Scenarios"])
        #expect(object["selected"] as? Int == 5)
        let shard = try #require(object["shard"] as? [String: Any])
        #expect(shard["index"] as? Int == 2)
        #expect(shard["count"] as? Int == 3)
        #expect(shard["by"] as? String == "count")
        #expect((object["scenarios"] as? [[String: Any]])?.first?["position"] as? Int == 3)
    }

    @Test("a suite's identity changes when a scenario is added, renamed or moved, and only then")
    func identity() {
        let results = ["a", "b", "c"].map { ScenarioResult(file: "s.yaml", name: $0, status: .passed) }
        let identity = { (results: [ScenarioResult]) in RunScope(wholeRunOf: results).suite }
        #expect(identity(results) == identity(results.map { var result = $0; result.status = .failed; return result }))
        #expect(identity(results) != identity(results + [ScenarioResult(file: "s.yaml", name: "d", status: .passed)]))
        #expect(identity(results) != identity([results[1], results[0], results[2]]))
        #expect(identity(results) != identity(results.map { var result = $0; result.file = "t.yaml"; return result }))
        #expect(identity(results).count == 16)
    }
}
