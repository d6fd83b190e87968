import Foundation
import Glibc
import ScenarioKit

/// Starts an executable and waits for it: the wall time a user waits for a command.
enum Launcher {
    /// The environment the benchmark was started with, which the commands it times get too.
    static let environment: [String] = ProcessInfo.processInfo.environment.map { $0.key + "=" + $0.value }.sorted()

    /// Seconds from spawning `path` with `arguments` to its exit, and the CPU seconds the
    /// child used (user and system: what a quiet machine's wall time would be); its output
    /// goes to /dev/null.
    static func time(_ path: String, _ arguments: [String]) throws -> (wall: Double, cpu: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] = Self.environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid = pid_t()
        let start = Stopwatch.wall()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environment)
        guard spawned == 0 else { throw BenchError("cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = Stopwatch.wall() - start
        guard status == 0 else { throw BenchError("\(path) \(arguments.joined(separator: " ")) exited with status \(status)") }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return (elapsed, cpu)
    }
}
