import Foundation
import GalleryCore
import ScenarioKit
@testable import ScenarioExecution
import ScenarioTestSupport
import Testing

/// The pool as a library, with workers started as `dnd-scenario worker` — the way on
/// platforms without fork, and for any program that is not itself the command (this test
/// process is one: it never forks, having threads).
@Suite("Worker pool, started as `dnd-scenario worker`")
struct WorkerPoolTests {
    @Test("workers started from the executable decode, run and isolate a crash, results in suite order", arguments: [1, 2])
    func executableWorkers(jobs: Int) throws {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let folder = try freshFolder(["a.yaml": CrashIsolationTests.first, "b.yaml": CrashIsolationTests.second])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = ScenarioLoader(apps: .shipped).load([folder])
        #expect(loaded.isValid)
        let suite = WorkerSuite(pool: WorkerPool(executable: executable, jobs: jobs), loaded: loaded)
        let summary = try suite.run(goldens: GoldenTrace(update: false, isCI: true), keepsTrace: true)
        suite.pool.shutDown()
        #expect(summary.results.map(\.name) == ["moves a to the middle", "drops a past the end", "moves c to the front", "pins the crash"])
        #expect(summary.results.map(\.status) == [.passed, .crashed, .passed, .passed])
        let crashed = summary.results[1]
        #expect(crashed.failures.last?.message == "crash: Fatal error: Array index is out of range (SIGILL)")
        #expect(crashed.failures.last?.location.line == 21)
        #expect(crashed.trace.last?.line == "    0ms  app              saved 2 images")
        // The passing scenarios trace what they trace in this process.
        let alone = loaded.run(ScenarioSelection(filter: "moves c"), with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)))
        #expect(summary.results[2].trace == alone.results.first?.trace)
    }

    @Test("an executable that cannot start is an error the command reports, not a crash")
    func missingExecutable() throws {
        let loaded = ScenarioLoader(apps: .shipped).load([PackagePaths.scenarios + "/tutorial/000-gallery"])
        let suite = WorkerSuite(pool: WorkerPool(executable: "/nonexistent/dnd-scenario", jobs: 1), loaded: loaded)
        #expect(throws: WorkerPool.StartError.self) { try suite.run(goldens: GoldenTrace(update: false, isCI: true)) }
    }
}
