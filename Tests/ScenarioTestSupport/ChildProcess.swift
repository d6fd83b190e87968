import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run to its end, its output and error going to files so neither can fill a pipe
/// and stall it; every helper that runs a program for a test goes through here.
public enum ChildProcess {
    /// What one run printed and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// A run that did not end in time.
    public struct TimedOut: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable arguments…` with standard input empty.
    ///
    /// - Parameters:
    ///   - environment: the whole environment; nil keeps this process's.
    ///   - folder: the working directory; nil keeps this process's.
    ///   - errorIntoOutput: error lines go into `standardOutput`, interleaved as a terminal
    ///     shows them, and `standardError` is empty.
    ///   - timeout: seconds after which the program is killed and `TimedOut` thrown, with the
    ///     end of what it printed.
    public static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]? = nil,
        in folder: String? = nil,
        errorIntoOutput: Bool = false,
        timeout: Double? = nil
    ) throws -> Output {
        let scratch = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outputURL = URL(fileURLWithPath: scratch + "/stdout")
        let errorURL = URL(fileURLWithPath: scratch + "/stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errorIntoOutput ? output : error
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if let timeout {
            timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
            if timedOut {
                // SIGKILL: a child spawned from the test runner's threads may have SIGTERM blocked.
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        } else {
            finished.wait()
        }
        process.waitUntilExit()
        try output.close()
        try error.close()
        let result = Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
        if timedOut, let timeout {
            let printed = (result.standardError.isEmpty ? result.standardOutput : result.standardError).suffix(2000)
            throw TimedOut(description: "\(executable) \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s; it printed:\n\(printed)")
        }
        return result
    }
}
