import Foundation
import ScenarioStudio
import Testing

/// The studio's connections as a slow, broken or idle client holds them: none of them keeps
/// the studio from answering anyone else.
@Suite("The studio's connections", .serialized)
struct StudioConnectionTests {
    /// A drag over thousands of moves: a replay of a second or more in a debug build.
    static let longScenario = StudioServerTests.scenario.replacingOccurrences(
        of: "steps:\n", with: "steps:\n" + String(repeating: "  - touch: { cell: 0 }\n  - lift\n" + String(repeating: "  - move: { cell: 1 }\n  - move: { cell: 0 }\n", count: 1500) + "  - drop\n", count: 1))

    @Test("a request is answered while a long replay runs, not after it")
    func answersDuringReplay() async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": "scenario: a\n"])
        let port = studio.server.port
        // Each request on a thread of its own, timed there: the test's own tasks may wait for
        // a thread of the cooperative pool while other tests hold them.
        let body = try JSONSerialization.data(withJSONObject: ["path": "long.yaml", "text": Self.longScenario])
        let headers = ["Host": "127.0.0.1:\(port)", "Content-Type": "application/json", "Content-Length": "\(body.count)"]
        async let replay = Self.detached {
            let started = ContinuousClock.now
            let answer = try StudioFixture.request("POST", "/api/replay", port: port, body: body, headers: headers)
            return (answer.status, ContinuousClock.now - started)
        }
        try await Task.sleep(for: .milliseconds(300))
        let (files, filesTook) = try await Self.detached {
            let started = ContinuousClock.now
            let answer = try StudioFixture.request("GET", "/api/files", port: port, headers: ["Host": "127.0.0.1:\(port)"])
            return (answer, ContinuousClock.now - started)
        }
        let (status, replayTook) = try await replay
        #expect(status == 200)
        #expect(files.json["files"] as? [String] == ["a.yaml"])
        // Waiting for the replay, the list would come with it, not in a fraction of its time.
        #expect(filesTook * 3 < replayTook, "the list took \(filesTook), the replay \(replayTook)")
        await studio.stop()
    }

    @Test("a connection that sends no head, half a head or half a body is closed when its time is up", arguments: [
        "", "GET / HTTP/1.1\r\nHost: 127.0.0", "POST /api/save HTTP/1.1\r\nHost: HOST\r\nContent-Length: 100\r\n\r\n{\"path\": \"b.yaml\"",
    ])
    func timeouts(sent: String) async throws {
        let studio = try await StudioFixture.start(timeouts: StudioServer.Timeouts(head: .milliseconds(300), body: .milliseconds(300)))
        let port = studio.server.port
        let (answer, took) = try await Self.detached {
            let started = ContinuousClock.now
            let answer = try StudioFixture.raw(Array(sent.replacingOccurrences(of: "HOST", with: "127.0.0.1:\(port)").utf8), port: port, waitingUpTo: 20)
            return (answer, ContinuousClock.now - started)
        }
        #expect(answer.closed, "\(answer.received)")
        // Closed by the 300 ms timeout, well before the client's own 20 s.
        #expect(took < .seconds(15))
        #expect(!FileManager.default.fileExists(atPath: studio.folder + "/b.yaml"))
        await studio.stop()
    }

    @Test("a connection kept alive but idle is closed after the head timeout; one in use is not")
    func idleKeepAlive() async throws {
        let studio = try await StudioFixture.start(timeouts: StudioServer.Timeouts(head: .milliseconds(500), body: .seconds(30)))
        let port = studio.server.port
        let request = "GET /api/files HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        let answer = try await Self.detached { try StudioFixture.raw(Array(request.utf8), port: port, waitingUpTo: 10) }
        #expect(answer.received.hasPrefix("HTTP/1.1 200 OK"), "\(answer.received)")
        #expect(answer.received.contains("connection: keep-alive") || answer.received.contains("Connection: keep-alive"), "\(answer.received)")
        #expect(answer.closed)
        await studio.stop()
    }

    @Test("a request the studio cannot trust is answered and its connection closed, keep-alive or not", arguments: [
        ("GARBAGE\r\n\r\n", "400"),
        ("POST /api/replay HTTP/1.1\r\nHost: HOST\r\nContent-Length: 8\r\n\r\nnot json", "400"),
        ("POST /api/replay HTTP/1.1\r\nHost: HOST\r\nContent-Length: abc\r\n\r\n", "400"),
        ("GET / HTTP/1.1\r\nHost: attacker.example\r\n\r\n", "421"),
    ])
    func closedAfterRefusal(sent: String, status: String) async throws {
        // Long timeouts: only the refusal may close the connection within the test's wait.
        let studio = try await StudioFixture.start()
        let port = studio.server.port
        let answer = try await Self.detached { try StudioFixture.raw(Array(sent.replacingOccurrences(of: "HOST", with: "127.0.0.1:\(port)").utf8), port: port, waitingUpTo: 5) }
        #expect(answer.received.hasPrefix("HTTP/1.1 \(status)"), "\(answer.received)")
        #expect(answer.closed, "\(answer.received)")
        await studio.stop()
    }

    /// Runs blocking socket calls on a thread of their own (see `StudioFixture.request`).
    static func detached<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }
}
