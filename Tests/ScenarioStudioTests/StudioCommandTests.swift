import Foundation
import ScenarioExecution
import ScenarioTestSupport
import Testing

/// `dnd-scenario studio` as a person starts it: it prints its address, serves its page
/// there, and Ctrl-C (or SIGTERM) stops it.
@Suite("dnd-scenario studio", .serialized)
struct StudioCommandTests {
    /// Starts `dnd-scenario studio ARGUMENTS`, its output going to `folder/.out`, and waits
    /// for the line that gives its address; returns the process and the port.
    static func start(_ arguments: [String], in folder: String) throws -> (process: ChildSpawn, port: Int, output: String) {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        return try RunningProcess.startServing(executable, ["studio"] + arguments, in: folder)
    }

    /// SIGTERM, as Ctrl-C's SIGINT: the studio must end within 10 s.
    static func stop(_ process: ChildSpawn) {
        if !RunningProcess.stop(process) { Issue.record("dnd-scenario studio did not stop on SIGTERM") }
    }

    @Test("it prints its address on a free port, serves the page there, and SIGTERM stops it")
    func startsAndStops() throws {
        let folder = try freshFolder(["a.yaml": StudioServerTests.scenario])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (process, port, output) = try Self.start(["--no-open"], in: folder)
        #expect(port > 0, "\(output)")
        #expect(output == "studio: http://127.0.0.1:\(port)/ serving \(folder); Ctrl-C stops\n")
        let page = try StudioFixture.request("GET", "/", port: port, headers: ["Host": "localhost:\(port)"])
        #expect(page.status == 200)
        let files = try StudioFixture.request("GET", "/api/files", port: port, headers: ["Host": "127.0.0.1:\(port)"])
        #expect(files.json["files"] as? [String] == ["a.yaml"])
        Self.stop(process)
    }

    @Test("a scenario whose app traps leaves the studio up: its replay shows the crash, and the studio answers on")
    func trapLeavesItUp() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (process, port, output) = try Self.start(["--no-open"], in: folder)
        #expect(port > 0, "\(output)")
        let host = ["Host": "127.0.0.1:\(port)", "Content-Type": "application/json"]
        let body = try JSONSerialization.data(withJSONObject: ["path": "quirk.yaml", "text": StudioWorkerTests.trapping, "scenario": 0])
        let replay = try StudioFixture.request("POST", "/api/replay", port: port, body: body, headers: host.merging(["Content-Length": "\(body.count)"]) { $1 })
        #expect(replay.json["status"] as? String == "crashed", "\(replay.body)")
        #expect(process.isRunning)
        let files = try StudioFixture.request("GET", "/api/files", port: port, headers: host)
        #expect(files.status == 200)
        Self.stop(process)
    }

    @Test("a port out of range, an unknown app or a missing folder exits 2 with a message")
    func badArguments() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (arguments, message) in [
            (["--port", "70000"], "--port 70000 is no port: give 1 to 65535, or 0 for any free one"),
            (["--app", "todo"], "--app todo is no app here; the apps are gallery, board, canvas"),
            (["--app", "bord"], "--app bord is no app here (did you mean 'board'?); the apps are gallery, board, canvas"),
            (["missing"], "missing is no folder; name the folder of your scenario files"),
        ] {
            let (process, _, output) = try Self.start(arguments + ["--no-open"], in: folder)
            #expect(process.terminationStatus == 2)
            #expect(output.contains(message), "\(output)")
        }
    }
}
