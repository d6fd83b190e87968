import Foundation
import Glibc
import ScenarioExecution
import ScenarioKit

/// Starts an executable and waits for it (`ChildSpawn`, as the command starts its workers):
/// the wall time a user waits for a command.
enum Launcher {
    /// The environment the benchmark was started with, which the commands it times get too.
    static let environment: [String: String] = ProcessInfo.processInfo.environment

    /// Seconds from spawning `path` with `arguments` to its exit, and the CPU seconds the
    /// child used (user and system: what a quiet machine's wall time would be); its output
    /// goes to /dev/null.
    static func time(_ path: String, _ arguments: [String]) throws -> (wall: Double, cpu: Double) {
        let timed = try time(path, arguments, failing: false)
        return (timed.wall, timed.cpu)
    }

    /// As `time`, with the child's peak resident memory; `failing`, exit status 1 (a run or a
    /// merge with a failing scenario) is a measurement too.
    static func time(_ path: String, _ arguments: [String], failing: Bool) throws -> (wall: Double, cpu: Double, peakMegabytes: Double) {
        let start = Stopwatch.wall()
        let child: ChildSpawn
        do {
            child = try ChildSpawn(path, arguments, descriptors: [STDOUT_FILENO: .file("/dev/null", flags: O_WRONLY), STDERR_FILENO: .file("/dev/null", flags: O_WRONLY)], environment: Self.environment)
        } catch {
            throw BenchError(error.description)
        }
        let (termination, usage) = child.waitMeasuring()
        let elapsed = Stopwatch.wall() - start
        guard termination == ChildSpawn.Termination(exitStatus: 0) || (failing && termination == ChildSpawn.Termination(exitStatus: 1)) else {
            throw BenchError("\(path) \(arguments.joined(separator: " ")) ended with \(termination.shellStatus)")
        }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return (elapsed, cpu, Double(usage.ru_maxrss) / 1024)
    }
}
