import Foundation
import ScenarioKit
import Testing

@Suite("Golden traces")
struct GoldenTraceTests {
    func temporaryPath() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("scenario.trace").path
    }

    @Test("a missing golden is recorded outside CI")
    func recordsOutsideCI() throws {
        let path = try temporaryPath()
        #expect(GoldenTrace(update: false, isCI: false).check(path: path, actual: "a\n") == .recorded)
        #expect(FileManager.default.contents(atPath: path) == Data("a\n".utf8))
        #expect(GoldenTrace(update: false, isCI: false).check(path: path, actual: "a\n") == .matched)
    }

    @Test("a missing golden in CI is a failure and nothing is written, even with --update-goldens")
    func refusesInCI() throws {
        let path = try temporaryPath()
        #expect(GoldenTrace(update: false, isCI: true).check(path: path, actual: "a\n") == .missingInCI)
        #expect(GoldenTrace(update: true, isCI: true).check(path: path, actual: "a\n") == .missingInCI)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a different golden is a diff unless goldens are being updated")
    func mismatch() throws {
        let path = try temporaryPath()
        try Data("a\nb\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(GoldenTrace(update: false, isCI: false).check(path: path, actual: "a\nc\n") == .mismatch(LineDiff(expected: ["a", "b"], actual: ["a", "c"])))
        #expect(GoldenTrace(update: true, isCI: false).check(path: path, actual: "a\nc\n") == .updated)
        #expect(FileManager.default.contents(atPath: path) == Data("a\nc\n".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["scenario.trace"])
    }

    @Test("CI is read from the environment as CI systems set it", arguments: [
        (["CI": "true"], true), (["CI": "1"], true), (["CI": "false"], false), (["CI": ""], false), ([:], false),
    ] as [([String: String], Bool)])
    func environment(variables: [String: String], isCI: Bool) {
        #expect(GoldenTrace.isCI(environment: variables) == isCI)
    }
}
