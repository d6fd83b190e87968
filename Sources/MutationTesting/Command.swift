import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process run to completion or to a time limit, its output (standard output and
/// error together) kept in a file so a talkative build can never fill a pipe and stall.
///
/// Foundation starts the child as the leader of a process group of its own, so when the limit
/// passes the whole group is stopped, by its id. Run the test binary itself, not `swift test`,
/// under a limit: SwiftPM starts the binary in yet another group, out of reach.
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
        /// The exit status, or nil when the limit stopped it.
        public var status: Int32?
        public var output: String
        public var seconds: Double
    }

    /// Runs the command; `limit` in seconds, nil for none.
    public func run(limit: Double? = nil) throws -> Outcome {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("mutate-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let start = Date()
        try process.run()
        var stopped = false
        while process.isRunning {
            if let limit, Date().timeIntervalSince(start) > limit {
                kill(-process.processIdentifier, SIGKILL)
                kill(process.processIdentifier, SIGKILL)
                stopped = true
                break
            }
            usleep(50_000)
        }
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(status: stopped ? nil : process.terminationStatus, output: output, seconds: Date().timeIntervalSince(start))
    }
}
