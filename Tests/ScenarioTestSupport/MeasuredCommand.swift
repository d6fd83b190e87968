import Foundation
import ScenarioExecution
#if canImport(Glibc)
import Glibc
#endif

/// The built `dnd-scenario` run on one input, with what it cost: wall time, and the peak
/// resident memory of that one child's program (`VmHWM`), so neither tests running beside it
/// nor the test runner's own size can blur the figure.
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
        let outputPath = folder + "/.command-output"
        let started = ContinuousClock.now
        // Started as the command starts its workers (`ChildSpawn`), in the folder.
        let child: ChildSpawn
        do {
            child = try ChildSpawn(
                command[0], Array(command.dropFirst()),
                descriptors: [
                    STDIN_FILENO: .file("/dev/null", flags: O_RDONLY),
                    STDOUT_FILENO: .file(outputPath, flags: O_WRONLY | O_CREAT | O_TRUNC),
                    STDERR_FILENO: .sameAs(STDOUT_FILENO),
                ],
                environment: BuiltCommand.environment(["CI": "1", "NO_COLOR": "1"]), in: folder
            )
        } catch {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: error.description])
        }
        // The child's own peak, read while it runs: Linux charges the spawning process's
        // resident memory to a child when it execs, so `wait4`'s `ru_maxrss` would report a
        // test runner that has grown, not the command. A runaway grows for longer than a poll.
        var peakKilobytes = 0
        while !child.hasEnded() {
            peakKilobytes = max(peakKilobytes, highWaterKilobytes(of: child.pid))
            usleep(2_000)
        }
        let termination = child.wait()
        let elapsed = ContinuousClock.now - started
        let output = String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
        try? FileManager.default.removeItem(atPath: outputPath)
        // Exited: its code; killed by a signal (a trap): 128 + the signal, as a shell shows it.
        let code = termination.shellStatus
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Output(status: code, output: output, seconds: seconds, peakMegabytes: Double(peakKilobytes) / 1024)
    }

    /// `VmHWM` of a running process: the most resident memory its current program has used.
    private static func highWaterKilobytes(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
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
}
