import Foundation
import Testing
import YAMLReader

@Suite("Reading YAML around fork")
struct ForkTests {
    /// A library user may fork while other threads read YAML: the reader keeps no lock or
    /// table of its own across reads, so a child reads as if nothing had been going on.
    @Test("a process forked while another thread reads YAML, many times over, reads YAML itself")
    func forkWhileReading() throws {
        // Warm every path first, so a child needs nothing the runtime has yet to set up.
        _ = try YAMLParser().parse("a: b", file: "warm.yaml")
        let busy = Busy()
        let thread = Thread {
            var round = 0
            while !busy.isStopped {
                // A new file name each time, as a process-wide table of names would store.
                if let documents = try? YAMLParser().parse("a: [b, c]", file: "busy-\(round).yaml") {
                    _ = documents.first?.root.location
                }
                round += 1
            }
        }
        thread.start()
        defer { busy.stop() }
        for attempt in 0..<200 {
            let child = fork()
            if child == 0 {
                let documents = try? YAMLParser().parse("x: 1", file: "child-\(attempt).yaml")
                _exit(documents?.first?.root.location.file == "child-\(attempt).yaml" ? 0 : 1)
            }
            try #require(child > 0)
            let status = Self.exitStatus(of: child, within: 5)
            #expect(status == 0, "attempt \(attempt): \(status.map { "exit \($0)" } ?? "hung")")
            if status != 0 { break }
        }
    }

    /// The child's exit status, or nil (after killing it) when it has not ended in `seconds`.
    static func exitStatus(of child: pid_t, within seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(child, &status, WNOHANG) == child { return (status >> 8) & 0xFF }
            usleep(1_000)
        }
        kill(child, SIGKILL)
        waitpid(child, &status, 0)
        return nil
    }

    final class Busy: @unchecked Sendable {
        private let lock = NSLock()
        private var stopped = false
        var isStopped: Bool { lock.withLock { stopped } }
        func stop() { lock.withLock { stopped = true } }
    }
}
