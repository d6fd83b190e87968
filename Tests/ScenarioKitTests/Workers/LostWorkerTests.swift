import Foundation
import GalleryCore
import ScenarioExecution
import ScenarioKit
import ScenarioTestSupport
import Testing

/// A worker ended from outside while it decodes files (the out-of-memory killer, a user's
/// `kill`) loses nothing: its files are decoded again by a fresh worker, and the suite is as
/// valid as it is (issue 39).
@Suite("Workers lost while files load")
struct LostWorkerTests {
    /// A worker launcher whose first worker is killed as it starts, the others serving.
    static func killingFirstWorker(in folder: String) throws -> WorkerPool.Launch {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let script = folder + "/worker.sh"
        try Data("if mkdir \"$1\" 2>/dev/null; then kill -KILL $$; fi\nexec \"$2\" worker\n".utf8).write(to: URL(fileURLWithPath: script))
        return .executable("/bin/sh", arguments: [script, folder + "/killed", executable])
    }

    @Test("a worker killed while files load is replaced: the files are valid, check and run alike")
    func killedWhileLoading() throws {
        let folder = try freshFolder(["suite/a.yaml": "scenario: a\nsteps: [wait: 1s]\n", "suite/b.yaml": "scenario: b\nsteps: [wait: 1s]\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loader = ScenarioLoader(apps: .shipped)
        let launch = try Self.killingFirstWorker(in: folder)
        let checked = try loader.check([folder + "/suite"], jobs: 2, launch: launch)
        #expect(checked.renderedDiagnostics() == [])
        #expect(FileManager.default.fileExists(atPath: folder + "/killed"), "no worker was killed: the test proves nothing")
        try FileManager.default.removeItem(atPath: folder + "/killed")
        let ran = try #require(try loader.run([folder + "/suite"], jobs: 2, launch: launch, selection: ScenarioSelection(), goldens: GoldenTrace(update: false, isCI: true)))
        #expect(ran.loaded.renderedDiagnostics() == [])
        #expect(ran.summary?.countsLine == "2 passed, 0 failed")
    }
}
