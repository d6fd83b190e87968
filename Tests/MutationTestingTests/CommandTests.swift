import Foundation
import MutationTesting
import Testing

@Suite("Commands run with a time limit")
struct CommandTests {
    @Test("a command's status and output, standard error included, come back")
    func output() throws {
        let outcome = try Command(["sh", "-c", "echo out; echo err >&2; exit 3"], in: NSTemporaryDirectory()).run()
        #expect(outcome.status == 3)
        #expect(outcome.output == "out\nerr\n")
    }

    @Test("variables given are set for the command")
    func environment() throws {
        let outcome = try Command(["sh", "-c", "echo $CI"], in: NSTemporaryDirectory(), environment: ["CI": "true"]).run()
        #expect(outcome.output == "true\n")
    }

    @Test("a command over its limit is stopped with every process it started, and has no status")
    func limit() throws {
        let marker = NSTemporaryDirectory() + "command-limit-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let start = Date()
        // The child `sh` would write the marker after the limit, unless it is stopped too.
        let outcome = try Command(["sh", "-c", "(sleep 2; touch \(marker)) & sleep 30"], in: NSTemporaryDirectory()).run(limit: 0.5)
        #expect(outcome.status == nil)
        #expect(Date().timeIntervalSince(start) < 10)
        Thread.sleep(forTimeInterval: 2.5)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
