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
        let finished = FinishOrder()
        async let replay: Void = {
            _ = try await studio.post("/api/replay", ["path": "long.yaml", "text": Self.longScenario])
            finished.add("replay")
        }()
        try await Task.sleep(for: .milliseconds(150))
        let files = try await studio.request("GET", "/api/files", headers: ["Host": "127.0.0.1:\(studio.server.port)"])
        finished.add("files")
        try await replay
        #expect(files.json["files"] as? [String] == ["a.yaml"])
        #expect(finished.order == ["files", "replay"])
        await studio.stop()
    }

    @Test("a connection that sends no head, half a head or half a body is closed when its time is up", arguments: [
        "", "GET / HTTP/1.1\r\nHost: 127.0.0", "POST /api/save HTTP/1.1\r\nHost: HOST\r\nContent-Length: 100\r\n\r\n{\"path\": \"b.yaml\"",
    ])
    func timeouts(sent: String) async throws {
        let studio = try await StudioFixture.start(timeouts: StudioServer.Timeouts(head: .milliseconds(300), body: .milliseconds(300)))
        let port = studio.server.port
        let started = ContinuousClock.now
        let answer = try await Self.detached { try StudioFixture.raw(Array(sent.replacingOccurrences(of: "HOST", with: "127.0.0.1:\(port)").utf8), port: port, waitingUpTo: 10) }
        #expect(answer.closed, "\(answer.received)")
        #expect(ContinuousClock.now - started < .seconds(5))
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

    /// The order in which concurrent requests finished.
    final class FinishOrder: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        func add(_ name: String) { lock.withLock { names.append(name) } }
        var order: [String] { lock.withLock { names } }
    }
}
