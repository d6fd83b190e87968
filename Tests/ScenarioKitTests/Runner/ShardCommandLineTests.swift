import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `--shard I/N` as a CI matrix runs it: N processes that agree on the split without
/// talking to each other, none of which fails for having nothing to run (#31).
@Suite("dnd-scenario run and explore --shard")
struct ShardCommandLineTests {
    /// The ✓/✗ lines of a human report.
    static func verdicts(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }
    }

    @Test("the tutorial split five ways: every shard exits 0, each has a scenario, together they run all six once")
    func tutorialFiveWays() throws {
        let shards = try (1...5).map { try BuiltCommand.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery", "--shard", "\($0)/5"]) }
        #expect(shards.map(\.status) == [0, 0, 0, 0, 0])
        #expect(shards.allSatisfy { !Self.verdicts($0.standardOutput).isEmpty })
        let whole = try BuiltCommand.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery"])
        #expect(shards.flatMap { Self.verdicts($0.standardOutput) } == Self.verdicts(whole.standardOutput))
    }

    @Test("a shard's JSON and JUnit reports are the same bytes for any --jobs, durations aside", arguments: [["--format", "json"], ["--format", "junit"], ["--shard-by", "count", "--format", "json", "--tag", "gallery"]])
    func sameForAnyJobs(options: [String]) throws {
        let output = try RunDecodingTests.sameForAnyJobs([PackagePaths.scenarios, "--shard", "2/3"] + options)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("{") || output.standardOutput.hasPrefix("<?xml"))
    }

    @Test("an empty shard runs nothing, exits 0 and says why on standard error")
    func emptyShard() throws {
        let venice = PackagePaths.root + "/docs/examples/venice.yaml"
        let first = try BuiltCommand.run(["run", venice, "--shard", "1/2"])
        #expect(first.status == 0)
        #expect(Self.verdicts(first.standardOutput).count == 1)
        #expect(first.standardError == "")
        let second = try BuiltCommand.run(["run", venice, "--shard", "2/2"])
        #expect(second.status == 0)
        #expect(second.standardOutput == "\n0 passed, 0 failed\n")
        #expect(second.standardError == "shard 2/2 has no scenario to run: the selection has 1 scenario for 2 shards\n")
    }

    @Test("an empty shard still writes its JSON report, for the merge job to count it")
    func emptyShardReport() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", PackagePaths.root + "/docs/examples/venice.yaml", "--shard", "2/2", "--format", "json", "--output", folder + "/shard.json"])
        #expect(output.status == 0)
        let report = try String(contentsOfFile: folder + "/shard.json", encoding: .utf8)
        #expect(report.contains("\"scenarios\": []"))
    }

    @Test("a filter or tag that names nothing is still an error with a shard: exit 2", arguments: [["--filter", "nothing like it"], ["--tag", "nosuchtag"]])
    func typoStaysAnError(options: [String]) throws {
        let output = try BuiltCommand.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery", "--shard", "1/5"] + options)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("Error: "))
    }

    @Test("--list with a shard lists that shard's scenarios")
    func listShard() throws {
        let listed = try (1...3).map { try BuiltCommand.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery", "--shard", "\($0)/3", "--list"]) }
        #expect(listed.map(\.status) == [0, 0, 0])
        #expect(listed.map { $0.standardOutput.split(separator: "\n").last.map(String.init) } == Array(repeating: "4 scenarios in 4 files", count: 3))
    }

    @Test("shards balanced by durations need the durations, and durations need that balance", arguments: [
        (["--shard", "1/2", "--shard-by", "durations"], "Error: --shard-by durations needs --durations FILE, a JSON report of an earlier run"),
        (["--shard", "1/2", "--durations", "x.json"], "Error: --durations is read only with --shard-by durations"),
        (["--shard-by", "durations", "--durations", "x.json"], "Error: --shard-by durations needs --shard I/N"),
    ])
    func durationsOptions(options: [String], message: String) throws {
        let output = try BuiltCommand.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery"] + options)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix(message + "\n"))
    }

    @Test("a durations file that cannot be read or is no report stops the run: exit 2, saying which and why")
    func badDurations() throws {
        let folder = try freshFolder(["notes.json": "{\"passed\": 1}"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = try BuiltCommand.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery", "--shard", "1/2", "--shard-by", "durations", "--durations", folder + "/none.json"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "Error: cannot read --durations \(folder)/none.json: No such file or directory\n")
        let wrong = try BuiltCommand.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery", "--shard", "1/2", "--shard-by", "durations", "--durations", folder + "/notes.json"])
        #expect(wrong.status == 2)
        #expect(wrong.standardError == "Error: --durations \(folder)/notes.json: error: not a JSON report of dnd-scenario run: failed is missing\n")
    }

    @Test("explore shards too: every scenario explored in exactly one shard, an empty shard exits 0")
    func exploreShards() throws {
        let folder = PackagePaths.scenarios + "/tutorial/000-gallery"
        let whole = try BuiltCommand.run(["explore", folder])
        let shards = try (1...13).map { try BuiltCommand.run(["explore", folder, "--shard", "\($0)/13"]) }
        #expect(shards[12].status == 0)
        #expect(shards.map(\.status).max() == whole.status)
        #expect(shards[12].standardError == "shard 13/13 has no scenario to run: the selection has 12 scenarios for 13 shards\n")
        let lines = { (output: String) in output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") } }
        #expect(shards.flatMap { lines($0.standardOutput) }.map(Self.withoutTimes) == lines(whole.standardOutput).map(Self.withoutTimes))
    }

    @Test("explore --shard decodes only its share: a format error in another shard's file stops only that shard")
    func exploreDecodesItsShare() throws {
        let folder = try freshFolder(["a.yaml": ShardLoadTests.plain, "b.yaml": ShardLoadTests.badStep])
        let first = try BuiltCommand.run(["explore", folder, "--shard", "1/2"])
        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(lines(first.standardOutput).count == 1)
        #expect(!first.standardOutput.contains("b.yaml"))
        let second = try BuiltCommand.run(["explore", folder, "--shard", "2/2"])
        #expect(second.status == 2)
        #expect(second.standardOutput.contains("b.yaml:8:"))
    }

    /// The ✓/✗ lines of a report.
    private func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }
    }

    /// An explore line without its milliseconds.
    static func withoutTimes(_ line: String) -> String {
        line.replacingOccurrences(of: #"[0-9.]+ ?ms"#, with: "ms", options: .regularExpression)
    }
}
