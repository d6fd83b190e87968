import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built `dnd-scenario` run on one input, with what it cost: wall time, and the peak
/// resident memory the kernel accounted to that one child (`wait4`), so tests running beside
/// it cannot blur the figure.
public enum MeasuredCommand {
    public struct Output {
        public var status: Int32
        /// Standard output and standard error, interleaved as a terminal would show them.
        public var output: String
        public var seconds: Double
        public var peakMegabytes: Double
    }

    /// Runs `dnd-scenario arguments…` in `folder` with `CI` set (nothing is recorded); with
    /// `unprivileged`, as user nobody through `setpriv` when the tests run as root, so that
    /// file permissions apply to it.
    public static func run(_ arguments: [String], in folder: String, unprivileged: Bool = false) throws -> Output {
        guard let binary = BuiltCommand.path else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "dnd-scenario is not built beside the tests; run swift build"])
        }
        var command = [binary] + arguments
        if unprivileged, getuid() == 0 {
            // A copy in the test's own folder, which nobody can reach wherever the clone is
            // (a clone under /root is not).
            let copy = folder + "/.dnd-scenario"
            try? FileManager.default.removeItem(atPath: copy)
            try copyInAnotherProcess(binary, to: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
            command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", copy] + arguments
        }
        // `env -C` starts it in the folder (glibc's spawn has no portable chdir action).
        command = ["/usr/bin/env", "-C", folder] + command
        let outputPath = folder + "/.command-output"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let environment = BuiltCommand.environment(["CI": "1", "NO_COLOR": "1"]).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let started = ContinuousClock.now
        let spawned = withCStrings(command) { argv in
            withCStrings(environment) { envp in posix_spawn(&pid, command[0], &actions, nil, argv, envp) }
        }
        guard spawned == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot start \(command[0]): \(String(cString: strerror(spawned)))"])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let elapsed = ContinuousClock.now - started
        let output = String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
        try? FileManager.default.removeItem(atPath: outputPath)
        // Exited: its code; killed by a signal (a trap): 128 + the signal, as a shell shows it.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Output(status: code, output: output, seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }

    /// Copies `source` to `destination` with `cp`: written from this process, the copy was
    /// open here while other tests start children, and a child that inherited it open made
    /// running it fail with "Text file busy".
    private static func copyInAnotherProcess(_ source: String, to destination: String) throws {
        let copied = try ChildProcess.run("/bin/cp", [source, destination])
        guard copied.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cp \(source) \(destination) failed (status \(copied.status)): \(copied.standardError)"])
        }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
