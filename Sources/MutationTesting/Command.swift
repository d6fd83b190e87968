import Foundation
import ScenarioExecution
#if canImport(Glibc)
import Glibc
#endif

/// A child process run to completion, to a time limit, or until its output says enough; its
/// output (standard output and error together) kept in a file so a talkative build can never
/// fill a pipe and stall.
///
/// The child is started by the project's one spawner (`ChildSpawn`), as the leader of a
/// process group of its own, so when it is stopped the whole group is, by its id. Run the test binary itself, not `swift test`, under
/// a limit: SwiftPM starts the binary in yet another group, out of reach.
public struct Command: Sendable {
    /// The program (found on the `PATH`) and its arguments.
    public var arguments: [String]
    public var folder: String
    /// Variables set on top of this process's environment.
    public var environment: [String: String]

    public init(_ arguments: [String], in folder: String, environment: [String: String] = [:]) {
        self.arguments = arguments
        self.folder = folder
        self.environment = environment
    }

    public struct Outcome: Sendable {
        /// The exit status, or nil when the command was stopped.
        public var status: Int32?
        /// Whether the time limit stopped it.
        public var timedOut: Bool
        public var output: String
        public var seconds: Double
    }

    /// Runs the command; `limit` in seconds, nil for none. `enough`, when given, is asked
    /// about the output so far every half second; true stops the command there.
    public func run(limit: Double? = nil, enough: ((String) -> Bool)? = nil) throws -> Outcome {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("mutate-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).log")
        try Data().write(to: log, options: .atomic)
        defer { try? FileManager.default.removeItem(at: log) }
        let start = ContinuousClock.now
        let child = try ChildSpawn(
            "/usr/bin/env", arguments,
            descriptors: [0: .file("/dev/null", flags: O_RDONLY), 1: .file(log.path, flags: O_WRONLY | O_TRUNC), 2: .sameAs(1)],
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, in: folder, ownProcessGroup: true)
        var stopped = false
        var timedOut = false
        var lastLook = start
        while !child.hasEnded() {
            if let limit, ContinuousClock.now - start > .seconds(limit) {
                timedOut = true
            } else if let enough, ContinuousClock.now - lastLook >= .milliseconds(500) {
                lastLook = .now
                stopped = enough((try? String(contentsOf: log, encoding: .utf8)) ?? "")
            }
            if timedOut || stopped {
                child.stop()
                break
            }
            usleep(50_000)
        }
        let termination = child.wait()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let status = timedOut || stopped ? nil : termination.shellStatus
        return Outcome(status: status, timedOut: timedOut, output: output, seconds: (ContinuousClock.now - start) / .seconds(1))
    }
}
