import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `dnd-scenario merge` end to end, as a CI matrix uses it: the shipped suites run as N
/// separate shard processes, their JSON reports merged, compared with one unsharded run (#31).
@Suite("dnd-scenario merge")
struct MergeCommandLineTests {
    /// A report without its wall times, the one thing that differs between two runs.
    static func withoutTimes(_ report: String) -> String {
        JobsTests.withoutTimes(report)
    }

    /// Runs `dnd-scenario ARGUMENTS` in `folder` and expects `status`.
    @discardableResult
    static func run(_ arguments: [String], in folder: String, status: Int32 = 0) throws -> BuiltCommand.Output {
        let output = try BuiltCommand.run(arguments, environment: ["CI": "true"], in: folder)
        #expect(output.status == status, "dnd-scenario \(arguments.joined(separator: " ")): \(output.standardError)")
        return output
    }

    @Test("the shipped suites as N shard processes, merged, give the unsharded run's reports and exit code", arguments: [1, 2, 3, 7])
    func shippedSuites(count: Int) throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let suites = PackagePaths.scenarios
        for index in 1...count {
            try Self.run(["run", suites, "--shard", "\(index)/\(count)", "--format", "json", "--output", "shard-\(index).json"], in: folder)
        }
        let shards = (1...count).map { "shard-\($0).json" }
        for format in ["json", "junit", "human", "html"] {
            let whole = try Self.run(["run", suites, "--format", format], in: folder)
            let merged = try Self.run(["merge"] + shards + ["--format", format], in: folder)
            #expect(Self.withoutTimes(merged.standardOutput) == Self.withoutTimes(whole.standardOutput), "merged \(format) differs")
            if format == "junit" {
                let (parsedWhole, parsedMerged) = (try JUnitParserTests.parse(whole.standardOutput), try JUnitParserTests.parse(merged.standardOutput))
                #expect(parsedMerged.declared == parsedWhole.declared)
                #expect(parsedMerged.recounted == parsedMerged.declared)
                #expect(parsedMerged.suites.map(\.name) == parsedWhole.suites.map(\.name))
                let cases = { (parsed: JUnitParserTests.Parsed) in parsed.suites.flatMap(\.cases).map { [$0.name, $0.classname, $0.file ?? "", $0.line ?? "", $0.results.joined(), $0.out] } }
                #expect(cases(parsedMerged) == cases(parsedWhole))
            }
        }
    }

    @Test("a failing suite's shards merge to its exit code, 1, and --output writes the report and prints the human one")
    func failingSuite() throws {
        let folder = try freshFolder([
            "s/a.yaml": "scenario: passes\nsteps: [settle]\n---\nscenario: fails\ngiven: { images: [https://img.example/a.jpg] }\nexpect: { placeholders: 1 }\n",
            "s/b.yaml": "scenario: stops\nsteps: [lift]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 1...2 {
            try Self.run(["run", "s", "--shard", "\(index)/2", "--format", "json", "--output", "shard-\(index).json"], in: folder, status: 1)
        }
        let whole = try Self.run(["run", "s"], in: folder, status: 1)
        let merged = try Self.run(["merge", "shard-2.json", "shard-1.json", "--format", "junit", "--output", "merged.xml"], in: folder, status: 1)
        #expect(merged.standardOutput == whole.standardOutput)
        let junit = try String(contentsOfFile: folder + "/merged.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"dnd-scenario\" tests=\"3\" failures=\"1\" errors=\"1\""))
    }

    @Test("merge refuses reports it cannot put together: exit 2, the problem on standard error")
    func refusal() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.run(["run", PackagePaths.scenarios + "/tutorial/000-gallery", "--shard", "1/3", "--format", "json", "--output", "shard-1.json"], in: folder)
        let output = try Self.run(["merge", "shard-1.json"], in: folder, status: 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "shard-1.json: error: 8 of the 12 selected scenarios are in none of the reports: no report of shard 2/3, 3/3 was given\n")
        let missing = try Self.run(["merge", "shard-1.json", "nothing.json"], in: folder, status: 2)
        #expect(missing.standardError == "nothing.json: error: cannot read: No such file or directory\n")
    }

    @Test("merge never writes its report over one of the reports it reads")
    func clobber() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.run(["run", PackagePaths.scenarios + "/tutorial", "--format", "json", "--output", "whole.json"], in: folder)
        let before = try String(contentsOfFile: folder + "/whole.json", encoding: .utf8)
        let output = try Self.run(["merge", "whole.json", "--format", "json", "--output", "./whole.json"], in: folder, status: 2)
        #expect(output.standardError.hasPrefix("Error: --output ./whole.json is the report whole.json, which this command reads; choose another file\n"))
        #expect(try String(contentsOfFile: folder + "/whole.json", encoding: .utf8) == before)
    }

    @Test("merge --output refuses the suite's scenario and fragment files, as run --output does (#39)")
    func refusesInputs() throws {
        let folder = try freshFolder([
            "s/a.yaml": "scenario: passes\nsteps:\n  - use: lib/steps.yaml#wait\n",
            "s/lib/steps.yaml": "fragment: wait\nsteps: [settle]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.run(["run", "s", "--format", "json", "--output", "whole.json"], in: folder)
        for (target, kind) in [("s/a.yaml", "scenario file"), ("s/lib/steps.yaml", "fragment file")] {
            let before = try String(contentsOfFile: folder + "/" + target, encoding: .utf8)
            for format in ["junit", "html", "json"] {
                let output = try Self.run(["merge", "whole.json", "--format", format, "--output", target], in: folder, status: 2)
                #expect(output.standardError.contains("--output \(target) is the \(kind)"), "\(output.standardError)")
                #expect(try String(contentsOfFile: folder + "/" + target, encoding: .utf8) == before)
            }
        }
        try Self.run(["merge", "whole.json", "--format", "junit", "--output", "merged.xml"], in: folder)
    }

    @Test("merge --format html reads again only the files it quotes: a passing scenario's file is not needed (#40)")
    func htmlReadsQuotedFilesOnly() throws {
        let folder = try freshFolder([
            "s/a.yaml": "scenario: passes\nsteps: [settle]\n",
            "s/b.yaml": "scenario: fails\ngiven: { images: [https://img.example/a.jpg] }\nexpect: { placeholders: 1 }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.run(["run", "s", "--format", "json", "--output", "whole.json"], in: folder, status: 1)
        try FileManager.default.removeItem(atPath: folder + "/s/a.yaml")
        try Self.run(["merge", "whole.json", "--format", "html", "--output", "merged.html"], in: folder, status: 1)
        let page = try String(contentsOfFile: folder + "/merged.html", encoding: .utf8)
        #expect(page.contains(">passes<") && page.contains("s/a.yaml:1"))
        #expect(page.contains("s/b.yaml:3:") && page.contains("error: placeholders"))
    }

    @Test("merge prints names from reports and the command line escaped: no newline, ESC or OSC reaches the terminal (#39)")
    func escapesNames() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let forged = "{\"passed\": 1, \"failed\": 0, \"errors\": 0, \"crashed\": 0, \"suite\": \"x\", \"paths\": [\"s\"], \"selected\": 1, \"shard\": null, \"scenarios\": [{\"position\": 5, \"file\": \"a.yaml\", \"name\": \"evil\\n\\u001b]8;;http://x\\u0007\\u001b[31m\", \"line\": 1, \"status\": \"passed\", \"tags\": [], \"duration\": 0, \"failures\": []}]}\n"
        try Data(forged.utf8).write(to: URL(fileURLWithPath: folder + "/r\u{1B}[2J.json"))
        let output = try Self.run(["merge", "r\u{1B}[2J.json"], in: folder, status: 2)
        #expect(!output.standardError.contains("\u{1B}") && !output.standardError.contains("\u{07}"), "\(output.standardError.debugDescription)")
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
        #expect(output.standardError.contains("r\\e[2J.json:1:6: error: scenario 'evil\\n\\e]8;;http://x\\u{7}\\e[31m' has position 5, outside the 1 selected scenarios"), "\(output.standardError)")
        let missing = try Self.run(["merge", "no\nsuch.json"], in: folder, status: 2)
        #expect(missing.standardError == "no\\nsuch.json: error: cannot read: No such file or directory\n")
    }

    @Test("shards balanced by the durations of an earlier run: every scenario once, the slowest shard within one scenario of the mean")
    func balancedByDurations() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let suites = PackagePaths.scenarios
        try Self.run(["run", suites, "--format", "json", "--output", "durations.json"], in: folder)
        let durations = try RunReport(json: String(contentsOfFile: folder + "/durations.json", encoding: .utf8), path: "durations.json")
        let seconds = Dictionary(durations.scenarios.map { ("\($0.file)|\($0.name)", $0.duration) }) { first, _ in first }
        let count = 4
        var loads: [Double] = []
        var seen: [String] = []
        for index in 1...count {
            try Self.run(["run", suites, "--shard", "\(index)/\(count)", "--shard-by", "durations", "--durations", "durations.json", "--format", "json", "--output", "shard-\(index).json"], in: folder)
            let shard = try RunReport(json: String(contentsOfFile: folder + "/shard-\(index).json", encoding: .utf8), path: "shard-\(index).json")
            #expect(shard.shard?.by == "durations")
            let keys = shard.scenarios.map { "\($0.file)|\($0.name)" }
            seen += keys
            loads.append(keys.map { seconds[$0] ?? 0 }.reduce(0, +))
        }
        #expect(seen.sorted() == seconds.keys.sorted())
        let mean = seconds.values.reduce(0, +) / Double(count)
        let slowest = seconds.values.max() ?? 0
        #expect((loads.max() ?? 0) <= mean + slowest + 1e-9, "shard times \(loads) against a mean of \(mean)")
        let merged = try Self.run(["merge"] + (1...count).map { "shard-\($0).json" } + ["--format", "json"], in: folder)
        let whole = try String(contentsOfFile: folder + "/durations.json", encoding: .utf8)
        #expect(Self.withoutTimes(merged.standardOutput) == Self.withoutTimes(whole))
    }
}
