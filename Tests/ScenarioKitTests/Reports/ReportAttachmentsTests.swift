import DragDropCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Reports proportional to what failed (#40): a passing scenario's trace and pictures stay
/// out of the reports unless `--attach all` asks for them.
@Suite("Report attachments")
struct ReportAttachmentsTests {
    static let passing = "scenario: passes\ngiven: { images: [https://img.example/a.jpg, https://img.example/b.jpg] }\nsteps:\n  - settle\n  - expect: { images: [a.jpg, b.jpg] }\n"
    static let failing = "scenario: fails\ngiven: { images: [https://img.example/a.jpg] }\nexpect: { placeholders: 1 }\n"

    /// A summary of `copies` passing scenarios and one failing, recorded as `run --format json` records.
    static func summary(copies: Int) throws -> RunSummary {
        let pass = try recordYAML(passing)
        let fail = try recordYAML(failing)
        #expect(pass.status == .passed && fail.status == .failed)
        var results = (0..<copies).map { index -> ScenarioResult in
            var result = pass
            result.name = "passes \(index)"
            return result
        }
        results.append(fail)
        return RunSummary(results: results)
    }

    @Test("the JSON report carries a passing scenario in a few hundred bytes, a failing one with its trace and pictures")
    func jsonBytes() throws {
        let summary = try Self.summary(copies: 1)
        let all = summary.attaching(.all).jsonReport()
        let failures = summary.attaching(.failures).jsonReport()
        let lines = failures.split(separator: "\n").filter { $0.contains("\"position\"") }
        let passLine = try #require(lines.first { $0.contains("\"status\": \"passed\"") })
        let failLine = try #require(lines.first { $0.contains("\"status\": \"failed\"") })
        #expect(passLine.utf8.count < 300, "\(passLine)")
        #expect(!passLine.contains("\"trace\"") && !passLine.contains("\"pictures\""))
        #expect(failLine.contains("\"trace\": [{") && failLine.contains("\"pictures\": {\"launch\""))
        #expect(all.utf8.count > failures.utf8.count + 2_000, "--attach all keeps the passing scenario's pictures")
        let none = summary.attaching(.none).jsonReport()
        #expect(!none.contains("\"trace\"") && none.contains("\"message\""), "--attach none keeps messages, not traces")
    }

    @Test("JUnit carries a trace in system-out only for an attached scenario")
    func junit() throws {
        let summary = try Self.summary(copies: 2)
        #expect(summary.attaching(.failures).junitReport().components(separatedBy: "<system-out>").count == 2)
        #expect(summary.attaching(.all).junitReport().components(separatedBy: "<system-out>").count == 4)
        #expect(!summary.attaching(.none).junitReport().contains("<system-out>"))
    }

    @Test("the HTML report's size per passing scenario is bounded, and says how to draw one on demand")
    func htmlBounded() throws {
        let (file, _) = ScenarioFile.decode(Self.passing, path: "s.yaml", apps: .shipped)
        let small = HTMLReport(summary: try Self.summary(copies: 10).attaching(.failures), files: [file]).render()
        let large = HTMLReport(summary: try Self.summary(copies: 110).attaching(.failures), files: [file]).render()
        let perScenario = Double(large.utf8.count - small.utf8.count) / 100
        #expect(perScenario < 400, "\(perScenario) bytes per passing scenario")
        #expect(large.contains("dnd-scenario show-report"))
        #expect(large.components(separatedBy: "<svg").count == small.components(separatedBy: "<svg").count, "no passing scenario drawn")
        let all = HTMLReport(summary: try Self.summary(copies: 10), files: [file]).render()
        #expect(all.components(separatedBy: "<figure").count > small.components(separatedBy: "<figure").count + 10)
        #expect(!all.contains("class=\"on-demand\""))
    }

    @Test("reports with bare passing scenarios merge into the whole run's report")
    func mergesBare() throws {
        let results = try Self.summary(copies: 3).results
        let named = results.map { Named(name: $0.name, file: $0.file) }
        func report(_ shard: Shard?) -> String {
            let scope = ScenarioSelection(shard: shard).scope(of: named, paths: ["s.yaml"])
            return RunSummary(results: scope.positions.map { results[$0] }, scope: scope).attaching(.failures).jsonReport()
        }
        let shards = (1...2).map { ("shard-\($0).json", report(Shard(index: $0, count: 2, balance: .count))) }
        let merged = try ShardMerge.merge(shards)
        #expect(merged.attaching(.failures).jsonReport() == report(nil))
        #expect(merged.results.last?.trace.isEmpty == false)
        #expect(merged.results.first?.trace.isEmpty == true)
    }

    @Test("run --attach: the default keeps a passing scenario's report bare, all keeps it whole")
    func commandLine() throws {
        let folder = try freshFolder(["s/a.yaml": Self.passing + "---\n" + Self.failing])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bare = try BuiltCommand.run(["run", "s", "--format", "json"], environment: ["CI": "true"], in: folder)
        let whole = try BuiltCommand.run(["run", "s", "--format", "json", "--attach", "all"], environment: ["CI": "true"], in: folder)
        #expect(bare.status == 1 && whole.status == 1)
        #expect(bare.standardOutput.components(separatedBy: "\"pictures\"").count == 2)
        #expect(whole.standardOutput.components(separatedBy: "\"pictures\"").count == 3)
        let bad = try BuiltCommand.run(["run", "s", "--attach", "some"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--attach"))
    }
}
