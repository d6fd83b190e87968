import Foundation
import GalleryCore
@testable import ScenarioKit
@testable import ScenarioExecution
import ScenarioTestSupport
import Testing

/// `run` with workers runs each scenario as soon as its file is decoded (issue 11), with no
/// pause between decoding and running: the results are a run's after decoding, in suite
/// order, and nothing that runs before the suite is known valid writes a golden trace.
@Suite("Scenarios run as their files decode")
struct RunAsDecodedTests {
    /// A scenario whose expectations hold, its trace compared with the golden `NAME.trace`.
    static func withGolden(_ name: String) -> String {
        """
        scenario: \(name)
        \(CrashIsolationTests.gallery)
        \(ScenarioText.drag(from: "cell: 2", to: "cell: 0"))
        expect:
          images: [c.jpg, a.jpg, b.jpg]
          trace: { golden: \(name).trace }
        """
    }

    /// Workers started as `dnd-scenario worker`: this test process may not fork.
    static func launch() throws -> WorkerPool.Launch {
        .executable(try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build"), arguments: ["worker"])
    }

    @Test("the results, a crash's included, are those of a run after decoding, in suite order, for what the selection takes", arguments: [1, 2])
    func sameResults(jobs: Int) throws {
        let folder = try freshFolder(["a.yaml": CrashIsolationTests.first, "b.yaml": CrashIsolationTests.second])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loader = ScenarioLoader(apps: .shipped)
        let goldens = GoldenTrace(update: false, isCI: true)
        for selection in [ScenarioSelection(), ScenarioSelection(filter: "a")] {
            let launch = try Self.launch()
            let ran = try #require(try loader.run([folder], jobs: jobs, launch: launch, selection: selection, goldens: goldens, keepsTrace: true))
            ran.suite.pool.shutDown()
            #expect(ran.loaded.isValid)
            let summary = try #require(ran.summary)
            let after = try #require(try loader.suite([folder], jobs: jobs, launch: launch))
            let expected = try after.suite.run(selection, goldens: goldens, keepsTrace: true)
            after.suite.pool.shutDown()
            #expect(summary.results.map(\.name) == expected.results.map(\.name))
            #expect(summary.results.map(\.status) == expected.results.map(\.status))
            #expect(summary.results.map(\.trace) == expected.results.map(\.trace))
            #expect(summary.results.map(\.failures) == expected.results.map(\.failures))
            #expect(summary.results.map { $0.stepMarks.map(\.traceIndex) } == expected.results.map { $0.stepMarks.map(\.traceIndex) })
        }
    }

    @Test("a golden missing outside CI is recorded once, after the suite is known valid, and announced as recorded")
    func goldenRecordedAfter() throws {
        let folder = try freshFolder(["a.yaml": Self.withGolden("a"), "b.yaml": Self.withGolden("b")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let launch = try Self.launch()
        let ran = try #require(try ScenarioLoader(apps: .shipped).run([folder], jobs: 2, launch: launch, selection: ScenarioSelection(), goldens: GoldenTrace(update: false, isCI: false)))
        ran.suite.pool.shutDown()
        var summary = try #require(ran.summary)
        #expect(summary.results.map(\.status) == [.passed, .passed])
        #expect(summary.results.flatMap(\.goldenWrites).map(\.description) == ["recorded \(folder)/a.trace", "recorded \(folder)/b.trace"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.trace"), "the workers leave the writing to the caller")
        #expect(summary.writeDeferredGoldens() == false)
        #expect(summary.results.flatMap(\.goldenWrites).map(\.pending) == [nil, nil])
        #expect(FileManager.default.fileExists(atPath: folder + "/a.trace"))
        #expect(FileManager.default.fileExists(atPath: folder + "/b.trace"))
    }

    @Test("with an invalid file in the suite, nothing is written, whatever ran before it was found, and no summary comes back")
    func invalidSuiteWritesNothing() throws {
        var files: [String: String] = [:]
        for name in ["a", "b", "c", "d", "e", "f"] { files["\(name).yaml"] = Self.withGolden(name) }
        files["z.yaml"] = "scenario: broken\napp: gallery\nsteps: [{ lift: 3 }]\n"
        let folder = try freshFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let launch = try Self.launch()
        let ran = try #require(try ScenarioLoader(apps: .shipped).run([folder], jobs: 2, launch: launch, selection: ScenarioSelection(), goldens: GoldenTrace(update: false, isCI: false)))
        ran.suite.pool.shutDown()
        #expect(!ran.loaded.isValid)
        #expect(ran.summary == nil)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".trace") }
        #expect(written == [])
    }

    @Test("run --update-goldens with workers records a missing golden and rewrites a changed one, each announced once, as in one process", arguments: [1, 2])
    func updateGoldensFromTheCommandLine(jobs: Int) throws {
        let folder = try freshFolder(["a.yaml": Self.withGolden("a"), "b.yaml": Self.withGolden("b"), "b.trace": "stale\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", ".", "--update-goldens", "--jobs", "\(jobs)"], environment: ["CI": "false"], in: folder)
        #expect(output.status == 0)
        #expect(output.standardError == "recorded ./a.trace\nupdated ./b.trace\n")
        #expect(output.standardOutput.hasSuffix("2 passed, 0 failed\n"))
        let recorded = try String(contentsOfFile: folder + "/a.trace", encoding: .utf8)
        #expect(recorded.hasPrefix("    0ms  collection "))
        #expect(try String(contentsOfFile: folder + "/b.trace", encoding: .utf8) == recorded)
        // Written once: a second run finds both matching and writes nothing.
        let again = try BuiltCommand.run(["run", ".", "--jobs", "\(jobs)"], environment: ["CI": "false"], in: folder)
        #expect(again.status == 0)
        #expect(again.standardError == "")
    }

    @Test("workers let go end on their own, and what is asked after starts fresh ones that answer the same")
    func askedAfterLettingGo() throws {
        let folder = try freshFolder(["a.yaml": CrashIsolationTests.first, "b.yaml": CrashIsolationTests.second])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let launch = try Self.launch()
        let decoded = try #require(try ScenarioLoader(apps: .shipped).suite([folder], jobs: 2, launch: launch))
        let goldens = GoldenTrace(update: false, isCI: true)
        let before = try decoded.suite.run(goldens: goldens, keepsTrace: true)
        decoded.suite.pool.letGo()
        let after = try decoded.suite.run(goldens: goldens, keepsTrace: true)
        decoded.suite.pool.shutDown()
        #expect(after.results.map(\.status) == [.passed, .crashed, .passed, .passed])
        #expect(after.results.map(\.status) == before.results.map(\.status))
        #expect(after.results.map(\.trace) == before.results.map(\.trace))
        #expect(after.results.map(\.failures) == before.results.map(\.failures))
    }

    @Test("a selection that names nothing brings no summary back, for the command to refuse")
    func selectionNamingNothing() throws {
        let folder = try freshFolder(["a.yaml": CrashIsolationTests.first, "b.yaml": CrashIsolationTests.second])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let launch = try Self.launch()
        let ran = try #require(try ScenarioLoader(apps: .shipped).run([folder], jobs: 2, launch: launch, selection: ScenarioSelection(tags: ["nosuch"]), goldens: GoldenTrace(update: false, isCI: true)))
        ran.suite.pool.shutDown()
        #expect(ran.loaded.isValid)
        #expect(ran.summary == nil)
        #expect(ran.suite.scenarios.count == 4)
    }
}
