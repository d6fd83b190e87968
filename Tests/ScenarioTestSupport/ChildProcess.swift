import Foundation
import ScenarioExecution
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
        let outputPath = scratch + "/stdout"
        let errorPath = scratch + "/stderr"
        // Started as the command starts its workers (`ChildSpawn`): a clean signal state and
        // no descriptor of the test runner's but the files given.
        let writing = O_WRONLY | O_CREAT | O_TRUNC
        let child = try ChildSpawn(
            executable, arguments,
            descriptors: [
                STDIN_FILENO: .file("/dev/null", flags: O_RDONLY),
                STDOUT_FILENO: .file(outputPath, flags: writing),
                STDERR_FILENO: errorIntoOutput ? .sameAs(STDOUT_FILENO) : .file(errorPath, flags: writing),
            ],
            environment: environment, in: folder
        )
        var timedOut = false
        if let timeout {
            let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
            while !child.hasEnded(), ContinuousClock.now < deadline { usleep(10_000) }
            // Asked first, then killed after its grace.
            timedOut = !child.hasEnded()
            if timedOut { child.stop() }
        }
        let termination = child.wait()
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        let result = Output(status: termination.shellStatus, standardOutput: read(outputPath), standardError: read(errorPath))
        if timedOut, let timeout {
            let printed = (result.standardError.isEmpty ? result.standardOutput : result.standardError).suffix(2000)
            throw TimedOut(description: "\(executable) \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s; it printed:\n\(printed)")
        }
        return result
    }
}
