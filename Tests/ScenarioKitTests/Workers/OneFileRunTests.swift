import Foundation
import GalleryCore
import ScenarioExecution
import ScenarioKit
import ScenarioTestSupport
import Testing

/// A one-file `run` decodes its file once, in the worker that runs it (issue 40): the command
/// reads no `given`, and an app that traps reading one is still reported at its line.
@Suite("One-file run")
struct OneFileRunTests {
    /// Counts the `given`s this process reads, through the loader's own hook.
    final class GivenCount: @unchecked Sendable {
        var count = 0
    }

    @Test("the command reads no 'given' of its one file: the worker decodes it and runs it")
    func decodedOnce() throws {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let path = PackagePaths.scenarios + "/regression/gallery-moves.yaml"
        let counted = GivenCount()
        var apps = AppRegistry.shipped
        apps.readingGiven = { _, _, read in
            counted.count += 1
            read()
        }
        let loader = ScenarioLoader(apps: apps)
        let ran = try #require(try loader.run([path], jobs: 2, launch: .executable(executable, arguments: ["worker"]), selection: ScenarioSelection(), goldens: GoldenTrace(update: false, isCI: true)))
        #expect(counted.count == 0)
        #expect(ran.loaded.renderedDiagnostics() == [])
        #expect(ran.summary?.countsLine == "3 passed, 0 failed")
        // The same hook counts a decode in this process: the zero above means something.
        _ = loader.load([path])
        #expect(counted.count == 3)
    }

    @Test("a one-file run starts one worker: the runs its file asks for go to the worker that decoded it")
    func oneWorker() throws {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Each worker started adds a line to `started`, then serves.
        let script = folder + "/worker.sh"
        try Data("echo started >> \"$1\"\nexec \"$2\" worker\n".utf8).write(to: URL(fileURLWithPath: script))
        let launch = WorkerPool.Launch.executable("/bin/sh", arguments: [script, folder + "/started", executable])
        let path = PackagePaths.scenarios + "/regression/gallery-moves.yaml"
        let ran = try #require(try ScenarioLoader(apps: .shipped).run([path], jobs: 2, launch: launch, selection: ScenarioSelection(), goldens: GoldenTrace(update: false, isCI: true)))
        #expect(ran.summary?.countsLine == "3 passed, 0 failed")
        #expect(try String(contentsOfFile: folder + "/started", encoding: .utf8) == "started\n")
    }

    @Test("an app that traps reading 'given' of a one-file run's file: an error at the given's line, exit 2")
    func trapReadingGiven() throws {
        let folder = try freshFolder(["lit.yaml": LitFuse.lit])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", "lit.yaml"], in: folder, trapping: true)
        #expect(output.status == 2)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("lit.yaml:3:8: error: the app 'trapping' trapped reading 'given' (SIG") == true, "\(output.standardOutput)")
        #expect(lines.first?.hasSuffix("): Fatal error: the fuse was lit in 'given'") == true)
        #expect(lines.contains("given: { fuse: lit }"))
        #expect(lines.last == "checked 0 files, 0 scenarios: 1 error")
    }
}
