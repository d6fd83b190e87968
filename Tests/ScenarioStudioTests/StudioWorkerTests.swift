import Foundation
@testable import ScenarioExecution
import ScenarioStudio
import ScenarioTestSupport
import Testing

/// Replays in worker processes: an app that traps ends a worker, never the studio, and the
/// page is shown the crash as `run` shows it; a replay the page abandons, or that runs past
/// its limit, is ended.
@Suite("The studio's replay workers", .serialized)
struct StudioWorkerTests {
    /// The tutorial's gallery traps dropping past its last cell (Scenarios/regression/quirks.yaml).
    static let trapping = """
    scenario: drops past the last cell
    app: gallery
    given: { variant: tutorial }
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { cell: 3 }
      - drop
    expect:
      images: [canal-of-Venice.jpg]

    """

    static func workers(limit: Duration = .seconds(30), trapping: Bool = false) throws -> StudioHandler.Replays {
        let executable = try #require(trapping ? BuiltCommand.trappingPath : BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        return .workers(StudioReplayWorker(executable: executable, limit: limit))
    }

    /// A drag onto the trapping app's fuse that never returns once the text loads.
    static let hanging = "scenario: never returns\napp: trapping\nsources:\n  notes:\n    - { id: note, provides: { public.plain-text: { value: hang } } }\n"
        + ScenarioText.drag(from: "source: notes, item: note", to: "view: fuse") + "\n"

    @Test("an app that traps ends its worker, not the studio: the crash is shown at the step it died at, with its message and signal")
    func crashShown() async throws {
        let studio = try await StudioFixture.start(replays: Self.workers())
        defer { Task { await studio.stop() } }
        let answer = try await studio.post("/api/replay", ["path": "quirk.yaml", "text": Self.trapping, "scenario": 0])
        #expect(answer.status == 200, "\(answer.body)")
        let json = answer.json
        #expect(json["status"] as? String == "crashed")
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.map { $0["label"] as? String } == ["launch", "touch: {cell: 0}", "lift", "move: {cell: 3}", "drop", "end, once everything settled"])
        // At the drop's line, as `run` prints it: the runtime's message, the signal, the trace's end.
        let drop = frames[4]
        #expect(drop["line"] as? Int == 8)
        let failure = try #require((drop["failures"] as? [String])?.first)
        #expect(failure.hasPrefix("quirk.yaml:8:5: error: crash: Fatal error: Array index is out of range (SIG"), "\(failure)")
        #expect(failure.contains("the trace up to the crash"), "\(failure)")
        // The steps before it are drawn, the drop as the app was before it.
        #expect((frames[3]["svg"] as? String)?.hasPrefix("<svg") == true)
        #expect(drop["svg"] as? String == frames[3]["svg"] as? String)
        // And the studio answers on.
        let files = try await studio.request("GET", "/api/files", headers: ["Host": "127.0.0.1:\(studio.server.port)"])
        #expect(files.status == 200)
        let again = try await studio.post("/api/replay", ["path": "ok.yaml", "text": StudioServerTests.scenario, "scenario": 0])
        #expect(again.json["status"] as? String == "passed")
    }

    @Test("a crash the scenario expects passes in the studio as it does in run")
    func expectedCrash() async throws {
        let studio = try await StudioFixture.start(replays: Self.workers())
        defer { Task { await studio.stop() } }
        let text = Self.trapping.replacingOccurrences(of: "  images: [canal-of-Venice.jpg]", with: "  error: { kind: crash, message: \"Fatal error: Array index is out of range\" }")
        let answer = try await studio.post("/api/replay", ["path": "quirk.yaml", "text": text, "scenario": 0])
        #expect(answer.json["status"] as? String == "passed", "\(answer.body)")
    }

    @Test("the picture's targets and 'Expect this' are answered by a worker as by the studio itself")
    func targetAndExpect() async throws {
        let here = try await StudioFixture.start()
        defer { Task { await here.stop() } }
        let studio = try await StudioFixture.start(replays: Self.workers())
        defer { Task { await studio.stop() } }
        for (path, fields) in [
            ("/api/replay", ["path": "a.yaml", "text": StudioServerTests.scenario, "scenario": 0] as [String: Any]),
            ("/api/target", ["path": "a.yaml", "text": StudioServerTests.scenario, "x": 300.0, "y": 100.0, "frame": 1]),
            ("/api/expect", ["path": "a.yaml", "text": StudioServerTests.scenario, "frame": 5, "trace": [String]()]),
        ] {
            let expected = try await here.post(path, fields)
            let answer = try await studio.post(path, fields)
            #expect(answer.status == expected.status)
            #expect(answer.body == expected.body, "\(path)")
        }
    }

    @Test("an app that traps reading its given is refused with the crash, and the studio stays up")
    func givenTrap() async throws {
        let studio = try await StudioFixture.start(replays: Self.workers(trapping: true))
        defer { Task { await studio.stop() } }
        let answer = try await studio.post("/api/replay", ["path": "lit.yaml", "text": "scenario: lit\napp: trapping\ngiven: { fuse: lit }\nsteps: []\n", "scenario": 0])
        #expect(answer.status == 422)
        #expect((answer.json["error"] as? String)?.hasPrefix("the app crashed reading the scenario's 'given': Fatal error: the fuse was lit in 'given' (SIG") == true, "\(answer.body)")
    }

    @Test("a replay past its time limit is ended and answered with why")
    func timeLimit() throws {
        let worker = StudioReplayWorker(executable: try #require(BuiltCommand.trappingPath), limit: .seconds(2))
        let started = ContinuousClock.now
        let outcome = worker.answer(StudioReplayRequest(text: Self.hanging, path: FileManager.default.temporaryDirectory.path + "/hang.yaml", root: "/", scenario: 0, question: .replay))
        #expect(ContinuousClock.now - started < .seconds(10))
        guard case .answered(let status, let body) = outcome else { Issue.record("\(outcome)"); return }
        #expect(status == 504)
        #expect(String(decoding: body, as: UTF8.self).contains("the replay took longer than 2 seconds, so it was stopped"))
    }

    @Test("a replay the page stops waiting for is ended, asked first, then killed")
    func abandoned() throws {
        let worker = StudioReplayWorker(executable: try #require(BuiltCommand.trappingPath), limit: .seconds(600))
        let started = ContinuousClock.now
        let outcome = worker.answer(StudioReplayRequest(text: Self.hanging, path: FileManager.default.temporaryDirectory.path + "/hang.yaml", root: "/", scenario: 0, question: .replay)) {
            ContinuousClock.now - started > .milliseconds(500)
        }
        #expect(outcome == .abandoned)
        // Returned once the worker ended and was reaped: within its grace, not its limit.
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("connections that close on replays free the studio: their workers end and the next replay is answered")
    func closedConnections() async throws {
        let studio = try await StudioFixture.start(replays: Self.workersOfTrapping(limit: .seconds(600)))
        defer { Task { await studio.stop() } }
        let port = studio.server.port
        let body = try JSONSerialization.data(withJSONObject: ["path": "hang.yaml", "text": Self.hanging, "scenario": 0])
        let request = Array("POST /api/replay HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
        // As many as the studio answers at once, each given up after a second.
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { _ = try? StudioFixture.raw(request, port: port, waitingUpTo: 1) }
            }
        }
        let started = ContinuousClock.now
        let answer = try await studio.post("/api/replay", ["path": "a.yaml", "text": StudioServerTests.scenario, "scenario": 0])
        #expect(answer.json["status"] as? String == "passed")
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    static func workersOfTrapping(limit: Duration) throws -> StudioHandler.Replays {
        try workers(limit: limit, trapping: true)
    }
}

/// A replay worker outlives no studio: one whose studio is gone ends by itself.
@Suite("A replay worker without its studio")
struct StudioOrphanTests {
    @Test("a worker whose studio ended, replaying an app that never returns, ends within seconds")
    func orphanEnds() throws {
        let executable = try #require(BuiltCommand.trappingPath, "dnd-scenario-trapping is not built beside the tests; run swift build")
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let request = StudioReplayRequest(text: StudioWorkerTests.hanging, path: folder + "/hang.yaml", root: folder, scenario: 0, question: .replay)
        try Data(request.frame).write(to: URL(fileURLWithPath: folder + "/request"))
        // The shell starts the worker and ends at once, as a studio killed mid-replay would.
        let shell = try ChildProcess.run("/bin/sh", ["-c", #""$0" worker --studio-replay --studio-pid $$ < "$1" > /dev/null 2>&1 & echo $!"#, executable, folder + "/request"], timeout: 30)
        let pid = try #require(Int32(shell.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)), "\(shell.standardOutput)")
        let deadline = ContinuousClock.now + .seconds(10)
        var running = true
        while running, ContinuousClock.now < deadline {
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)).map { $0.split(separator: ")").last?.split(separator: " ").first ?? "" }
            running = state != nil && state != "Z"
            if running { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(!running, "the worker \(pid) is still running")
        if running { kill(pid, SIGKILL) }
    }
}
