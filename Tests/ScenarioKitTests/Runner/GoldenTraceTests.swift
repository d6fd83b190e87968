import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Golden traces")
struct GoldenTraceTests {
    /// A fresh folder holding `scenario.yaml`; the golden is `scenario.trace` beside it.
    func scenarioFile() throws -> String {
        try freshFolder(["scenario.yaml": "scenario: s\n"]) + "/scenario.yaml"
    }

    func goldenPath(_ scenario: String) -> String {
        (scenario as NSString).deletingLastPathComponent + "/scenario.trace"
    }

    @Test("a missing golden is recorded outside CI")
    func recordsOutsideCI() throws {
        let file = try scenarioFile()
        #expect(GoldenTrace(update: false, isCI: false).check("scenario.trace", scenarioFile: file, actual: "a\n") == .recorded)
        #expect(FileManager.default.contents(atPath: goldenPath(file)) == Data("a\n".utf8))
        #expect(GoldenTrace(update: false, isCI: false).check("scenario.trace", scenarioFile: file, actual: "a\n") == .matched)
    }

    @Test("a golden trace that defers its writes says what and where it would record or rewrite, and writes nothing")
    func deferred() throws {
        let file = try scenarioFile()
        var goldens = GoldenTrace(update: true, isCI: false)
        goldens.defersWrites = true
        let resolved = try #require(realpath(goldenPath(file).replacingOccurrences(of: "/scenario.trace", with: ""), nil).map { String(cString: $0) }) + "/scenario.trace"
        #expect(goldens.check("scenario.trace", scenarioFile: file, actual: "a\n") == .deferred(recorded: true, resolved: resolved))
        #expect(!FileManager.default.fileExists(atPath: goldenPath(file)))
        try Data("a\n".utf8).write(to: URL(fileURLWithPath: goldenPath(file)))
        #expect(goldens.check("scenario.trace", scenarioFile: file, actual: "a\n") == .matched)
        #expect(goldens.check("scenario.trace", scenarioFile: file, actual: "b\n") == .deferred(recorded: false, resolved: resolved))
        #expect(FileManager.default.contents(atPath: goldenPath(file)) == Data("a\n".utf8))
        goldens.isCI = true
        #expect(goldens.check("scenario.trace", scenarioFile: file, actual: "b\n") == .mismatch(LineDiff(expected: ["a"], actual: ["b"])))
    }

    @Test("a missing golden in CI is a failure and nothing is written, even with --update-goldens")
    func refusesInCI() throws {
        let file = try scenarioFile()
        #expect(GoldenTrace(update: false, isCI: true).check("scenario.trace", scenarioFile: file, actual: "a\n") == .missingInCI)
        #expect(GoldenTrace(update: true, isCI: true).check("scenario.trace", scenarioFile: file, actual: "a\n") == .missingInCI)
        #expect(!FileManager.default.fileExists(atPath: goldenPath(file)))
    }

    @Test("a different golden is a diff unless goldens are being updated, and the rewrite leaves no temporary file")
    func mismatch() throws {
        let file = try scenarioFile()
        let path = goldenPath(file)
        try Data("a\nb\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GoldenTrace(update: false, isCI: false).check("scenario.trace", scenarioFile: file, actual: "a\nc\n") == .mismatch(LineDiff(expected: ["a", "b"], actual: ["a", "c"])))
        #expect(GoldenTrace(update: true, isCI: false).check("scenario.trace", scenarioFile: file, actual: "a\nc\n") == .updated)
        #expect(FileManager.default.contents(atPath: path) == Data("a\nc\n".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
        #expect(leftovers == ["scenario.trace", "scenario.yaml"])
    }

    @Test("a golden that is not UTF-8 text is refused and never replaced, even with --update-goldens")
    func binaryGoldenIsLeftAlone() throws {
        let file = try scenarioFile()
        let picture = (file as NSString).deletingLastPathComponent + "/picture.png"
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
        try bytes.write(to: URL(fileURLWithPath: picture))
        let outcome = GoldenTrace(update: true, isCI: false).check("picture.png", scenarioFile: file, actual: "a\n")
        #expect(outcome == .refused("golden 'picture.png' is not UTF-8 text, so it is left alone; point 'golden' at a .trace file"))
        #expect(FileManager.default.contents(atPath: picture) == bytes)
    }

    @Test("CI is read from the environment as CI systems set it", arguments: [
        (["CI": "true"], true), (["CI": "1"], true), (["CI": "false"], false), (["CI": ""], false), ([:], false),
    ] as [([String: String], Bool)])
    func environment(variables: [String: String], isCI: Bool) {
        #expect(GoldenTrace.isCI(environment: variables) == isCI)
    }
}
