import DragDropCore
import Foundation
import ScenarioAppKit
import ScenarioKit
import ScenarioTestSupport
import Testing
import YAMLReader

/// Putting the JSON reports of a suite's shards back together, and refusing what no single
/// run could have written (#31).
@Suite("Merging shards' reports")
struct ShardMergeTests {
    /// Five results, the second failing, as a whole run of `Scenarios` gives them.
    static let results: [ScenarioResult] = (0..<5).map { index in
        ScenarioResult(
            file: "Scenarios/\(index < 3 ? "a" : "b").yaml", name: "scenario \(index)", status: index == 1 ? .failed : .passed,
            failures: index == 1 ? [ScenarioFailure(location: SourceLocation(file: "Scenarios/a.yaml", line: 9, column: 5), message: "images differ", details: ["- a.jpg", "+ b.jpg"])] : [],
            trace: [TraceEvent(time: index, role: "app", text: "launched")], line: 1 + 8 * index, tags: ["t\(index)"], duration: .milliseconds(index + 1)
        )
    }

    static var scenarios: [Named] { results.map { Named(name: $0.name, file: $0.file) } }

    /// The JSON report of shard `index` of `count` of `results`, or of the whole run without one.
    static func report(_ index: Int?, of count: Int, balance: Shard.Balance = .count, results: [ScenarioResult] = results) -> String {
        let shard = index.flatMap { Shard(index: $0, count: count, balance: balance) }
        let scope = ScenarioSelection(shard: shard).scope(of: results.map { Named(name: $0.name, file: $0.file) }, paths: ["Scenarios"])
        return RunSummary(results: scope.positions.map { results[$0] }, scope: scope).jsonReport()
    }

    static func problem(_ files: [(path: String, text: String)]) -> String? {
        do {
            _ = try ShardMerge.merge(files)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the shards of a run, in any order, merge into the whole run's report", arguments: [1, 2, 3, 5, 7])
    func merges(count: Int) throws {
        let whole = Self.report(nil, of: 1)
        let shards = (1...count).map { ("shard-\($0).json", Self.report($0, of: count)) }
        #expect(try ShardMerge.merge(shards).jsonReport() == whole)
        #expect(try ShardMerge.merge(shards.reversed()).jsonReport() == whole)
        #expect(try ShardMerge.merge(shards).exitCode == 1)
    }

    @Test("a whole run's report merged alone is that report")
    func alone() throws {
        let whole = Self.report(nil, of: 1)
        #expect(try ShardMerge.merge([("whole.json", whole)]).jsonReport() == whole)
    }

    @Test("shards balanced by durations merge as those balanced by count do")
    func byDurations() throws {
        let seconds = Dictionary(uniqueKeysWithValues: Self.results.map { (ShardDurations.Key(file: $0.file, name: $0.name), Double($0.line)) })
        let shards = (1...3).map { ("shard-\($0).json", Self.report($0, of: 3, balance: .durations(ShardDurations(seconds: seconds)))) }
        #expect(try ShardMerge.merge(shards).jsonReport() == Self.report(nil, of: 1))
    }

    @Test("reports that cannot make one run are refused, saying which and why", arguments: [
        ([("s1.json", "not json")], "s1.json: error: not a JSON report of dnd-scenario run: not JSON"),
        ([("s1.json", "{\"passed\": 0, \"failed\": 0, \"errors\": 0, \"scenarios\": []}")],
         "s1.json: error: the report has no suite: it was written by a dnd-scenario that could not merge; run the shards again with this one"),
        ([("s1.json", report(1, of: 2)), ("s1-again.json", report(1, of: 2))],
         "s1-again.json:9:3: error: shard 1/2 is also in s1.json: each shard's report must be given once"),
        ([("s1.json", report(1, of: 2)), ("s2.json", report(2, of: 3))],
         "s2.json:9:3: error: shard 2/3 is one of 3, but s1.json holds shard 1/2, one of 2"),
        ([("s1.json", report(1, of: 3))],
         "s1.json: error: 3 of the 5 selected scenarios are in none of the reports: no report of shard 2/3, 3/3 was given"),
        ([("s1.json", report(1, of: 2)), ("whole.json", report(nil, of: 1))],
         "whole.json:9:3: error: a report of a whole run, not of a shard: merge it alone, or merge the shards' reports without it"),
        ([("s1.json", report(1, of: 2)), ("other.json", report(2, of: 2, results: Array(results.prefix(4))))],
         "other.json:6:3: error: a report of another suite than s1.json: suite \(RunScope(wholeRunOf: Array(results.prefix(4))).suite) of 4 scenarios from Scenarios, not \(RunScope(wholeRunOf: results).suite) of 5 from Scenarios; merge the shards of one run, made with the same paths, filter and tags"),
    ] as [([(String, String)], String)])
    func refusals(files: [(String, String)], message: String) {
        let found = Self.problem(files.map { (path: $0.0, text: $0.1) })
        #expect(found?.hasPrefix(message) == true, "\(found ?? "no problem")")
    }

    @Test("shards split two different ways overlap, and the merge says which scenario is in two reports")
    func overlap() {
        let byCount = Self.report(1, of: 2)
        // Balanced by durations that make scenario 0 the slowest: shard 2 of that split holds it too.
        let seconds = Dictionary(uniqueKeysWithValues: Self.results.map { (ShardDurations.Key(file: $0.file, name: $0.name), $0.name == "scenario 0" ? 9.0 : 1.0) })
        var other = Self.report(2, of: 2, balance: .durations(ShardDurations(seconds: seconds)))
        other = other.replacingOccurrences(of: "\"by\": \"durations\"", with: "\"by\": \"count\"")
        #expect(Self.problem([("count.json", byCount), ("durations.json", other)])?.hasPrefix("durations.json:11:6: error: scenario 'scenario 1' (Scenarios/a.yaml) is also in count.json: the shards overlap") == true)
        #expect(Self.problem([("count.json", byCount), ("durations.json", Self.report(2, of: 2, balance: .durations(ShardDurations(seconds: seconds))))])
            == "durations.json:9:3: error: shard 2/2 was split by durations, but count.json by count: the shards overlap")
    }

    @Test("a report whose counts disagree with its scenarios is refused as damaged")
    func damagedCounts() {
        let damaged = Self.report(nil, of: 1).replacingOccurrences(of: "\"passed\": 4,", with: "\"passed\": 5,")
        #expect(Self.problem([("whole.json", damaged)]) == "whole.json:2:3: error: \"passed\" is 5, but 4 of the report's scenarios have status passed")
    }

    @Test("a failure whose message does not end with its details is refused as damaged")
    func damagedFailure() {
        let damaged = Self.report(nil, of: 1).replacingOccurrences(of: "images differ\\n- a.jpg", with: "images differ\\n- c.jpg")
        #expect(Self.problem([("whole.json", damaged)]) == "whole.json: error: scenarios[1] ('scenario 1') has a failure whose message does not end with its details")
    }

    @Test("a report that says it selected a trillion scenarios is refused, not allocated")
    func hugeSelection() {
        let text = Self.report(nil, of: 1).replacingOccurrences(of: "\"selected\": 5,", with: "\"selected\": 1000000000000,")
        #expect(Self.problem([("whole.json", text)]) == "whole.json: error: 999999999995 of the 1000000000000 selected scenarios are in none of the reports")
    }

    @Test("steps that begin outside the trace are refused")
    func stepsOutsideTrace() {
        let text = Self.report(nil, of: 1).replacingOccurrences(of: "\"steps\": [], \"settle\": null", with: "\"steps\": [0, 7], \"settle\": null")
        #expect(Self.problem([("whole.json", text)]) == "whole.json: error: scenarios[0] ('scenario 0') has steps or a settle that begin outside its trace or out of order")
    }

    @Test("a damaged report is refused or read, never trapping: cut anywhere, or a byte changed anywhere")
    func damagedAnywhere() {
        let text = Array(Self.report(1, of: 2).utf8)
        for cut in stride(from: 0, to: text.count, by: 7) {
            _ = Self.problem([("cut.json", String(decoding: text[..<cut], as: UTF8.self))])
        }
        for place in stride(from: 0, to: text.count, by: 5) {
            for byte in [UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "\""), UInt8(ascii: "}")] {
                var changed = text
                changed[place] = byte
                _ = Self.problem([("changed.json", String(decoding: changed, as: UTF8.self)), ("s2.json", Self.report(2, of: 2))])
            }
        }
    }

    @Test("no report at all is refused")
    func nothing() {
        #expect(Self.problem([]) == "merge: error: no report to merge")
    }

    @Test("durations extreme or negative read back within bounds, never trapping")
    func extremeDurations() throws {
        let text = Self.report(nil, of: 1).replacingOccurrences(of: "\"duration\": 0.001000", with: "\"duration\": 1e308")
            .replacingOccurrences(of: "\"duration\": 0.002000", with: "\"duration\": -5")
        let merged = try ShardMerge.merge([("whole.json", text)])
        #expect(merged.results.map(\.seconds).prefix(2) == ["31536000.000000", "0.000000"])
    }

    @Test("what the report holds reads back as it was written: results, trace, steps and pictures")
    func roundTrip() throws {
        var result = Self.results[1]
        result.stepMarks = [StepMark(traceIndex: 0, step: Step(.settle, location: SourceLocation(file: "a.yaml", line: 5, column: 5))), StepMark(traceIndex: 1, step: nil)]
        let picture = Picture(width: .infinity, height: 120.5, title: "the \"gallery\"", shapes: [
            .box(x: 0, y: -3, width: 10, height: .nan, style: .init(fill: "#fff", stroke: "none", dashed: true, radius: 2)),
            .text(x: 1e-7, y: 2, "Venice & <Artika>", size: 11, anchor: .middle, colour: "#222"),
            .line(x1: 0, y1: 0, x2: 5, y2: 5, colour: "#555", dashed: false, arrow: true),
        ])
        result.recording = Recording(launch: picture, afterStep: [0: picture], withinStep: [0: [picture, picture]], end: nil)
        let summary = RunSummary(results: [result])
        let merged = try ShardMerge.merge([("whole.json", summary.jsonReport())])
        #expect(merged.jsonReport() == summary.jsonReport())
        let read = try #require(merged.results.first)
        #expect(read.failures == result.failures)
        #expect(read.trace == result.trace)
        #expect(read.tags == result.tags)
        #expect(read.duration == result.duration)
        #expect(read.stepMarks.map(\.traceIndex) == [0, 1])
        #expect(read.stepMarks.map { $0.step == nil } == [false, true])
        #expect(read.recording?.launch?.svg() == picture.svg())
        #expect(read.recording?.afterStep[0]?.svg(scale: 0.5) == picture.svg(scale: 0.5))
        #expect(read.recording?.withinStep[0]?.map { $0.svg() } == [picture.svg(), picture.svg()])
        #expect(read.recording?.end == nil)
    }

    @Test("a report written before pictures inside a step were drawn still reads, with none")
    func reportWithoutPicturesInsideSteps() throws {
        var result = Self.results[1]
        result.recording = Recording(launch: Picture(width: 1, height: 1, title: "a"))
        let json = RunSummary(results: [result]).jsonReport().replacingOccurrences(of: ", \"withinStep\": []", with: "")
        #expect(!json.contains("withinStep"))
        let read = try #require(try ShardMerge.merge([("old.json", json)]).results.first)
        #expect(read.recording?.withinStep == [:])
        #expect(read.recording?.launch?.title == "a")
    }
}

/// `merge` reads reports a line at a time (#40): a report larger than any one file read for
/// scenarios merges, and what bounds malformed input is a line's length. The large reports
/// are written and merged by child processes, so this test process never holds them (other
/// tests measure their children's memory, which a large parent inflates).
@Suite("Merging reports of any size")
struct StreamingMergeTests {
    /// A whole run's report of two failing scenarios, each with a trace line of `bytes` x's,
    /// written by the shell into `folder/r.json`.
    static func write(traceBytes bytes: Int) throws -> (folder: String, path: String) {
        let folder = try freshFolder([:])
        let entry = { (index: Int) in
            "    {\"position\": \(index), \"file\": \"a.yaml\", \"name\": \"big \(index)\", \"line\": \(index + 1), \"status\": \"failed\", \"tags\": [], \"duration\": 0.000001, "
                + "\"failures\": [{\"message\": \"differs\", \"line\": 1, \"column\": 1, \"file\": \"a.yaml\", \"details\": []}], \"trace\": [{\"time\": 0, \"role\": \"app\", \"text\": \""
        }
        let header = "{\n  \"passed\": 0,\n  \"failed\": 2,\n  \"errors\": 0,\n  \"crashed\": 0,\n  \"suite\": \"0000000000000000\",\n  \"paths\": [\"a.yaml\"],\n  \"selected\": 2,\n  \"shard\": null,\n  \"scenarios\": [\n"
        let tail = "\"}], \"steps\": [], \"settle\": null, \"pictures\": null}"
        let script = "{ printf '%s' \"$1\"; printf '%s' \"$2\"; head -c \(bytes) /dev/zero | tr '\\0' x; printf '%s,\\n' \"$4\"; printf '%s' \"$3\"; head -c \(bytes) /dev/zero | tr '\\0' x; printf '%s\\n  ]\\n}\\n' \"$4\"; } > r.json"
        let output = try ChildProcess.run("/bin/sh", ["-c", script, "sh", header, entry(0), entry(1), tail], in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        return (folder, folder + "/r.json")
    }

    static func size(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }

    @Test("a report larger than the 64 MB a scenario file may hold merges, read a line at a time")
    func largerThanAFile() throws {
        let (folder, path) = try Self.write(traceBytes: 40 * 1_048_576)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.size(path) > RegularFile.maximumBytes)
        let merged = try BuiltCommand.run(["merge", "r.json", "--format", "junit", "--output", "merged.xml"], in: folder)
        #expect(merged.status == 1, "\(merged.standardError)")
        #expect(merged.standardOutput.hasSuffix("0 passed, 2 failed\n"))
        #expect(Self.size(folder + "/merged.xml") > 80 * 1_048_576)
    }

    @Test("a line longer than any scenario's result is refused where it starts")
    func lineCap() throws {
        let (folder, _) = try Self.write(traceBytes: RegularFile.maximumBytes + 10)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let merged = try BuiltCommand.run(["merge", "r.json"], in: folder)
        #expect(merged.status == 2)
        #expect(merged.standardError == "r.json:11:1: error: a line longer than \(RegularFile.maximumBytes) bytes, more than any scenario's result holds\n")
    }

    /// A whole run's small report of two failing scenarios.
    static func report() -> String {
        let results = (0..<2).map { index in
            ScenarioResult(
                file: "a.yaml", name: "big \(index)", status: .failed,
                failures: [ScenarioFailure(location: SourceLocation(file: "a.yaml", line: 1, column: 1), message: "differs")],
                trace: [TraceEvent(time: 0, role: "app", text: "xxx")], line: 1 + index
            )
        }
        let scope = ScenarioSelection().scope(of: results.map { Named(name: $0.name, file: $0.file) }, paths: ["a.yaml"])
        return RunSummary(results: results, scope: scope).jsonReport()
    }

    @Test("a scenario line that is not JSON is refused at its line")
    func brokenLine() throws {
        var lines = Self.report().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[11] = "    {\"position\": 1, \"file\": "
        let problem = ShardMergeTests.problem([("r.json", lines.joined(separator: "\n"))])
        #expect(problem?.hasPrefix("r.json:12:1: error: not a JSON report of dnd-scenario run: scenarios[1]: ") == true, "\(problem ?? "")")
    }

    @Test("a report reformatted by another tool is still read, whole")
    func otherLayout() throws {
        let text = Self.report()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let compact = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(try ShardMerge.merge([("r.json", compact)]).jsonReport() == text)
    }
}
