import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program left running while a test talks to it (a watcher, a server), its output and
/// errors going to one file the test reads as it goes.
public enum RunningProcess {
    /// Starts `executable arguments…` with standard input empty, its output and errors going
    /// to the file at `output`, which is created empty.
    ///
    /// - Parameters:
    ///   - folder: the working directory; nil keeps this process's.
    ///   - environment: the whole environment; nil keeps this process's.
    public static func start(
        _ executable: String,
        _ arguments: [String],
        output: String,
        in folder: String? = nil,
        environment: [String: String]? = nil
    ) throws -> Process {
        try Data().write(to: URL(fileURLWithPath: output))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = process.standardOutput
        try process.run()
        return process
    }

    /// Sends SIGTERM, as Ctrl-C's SIGINT would, and waits at most `seconds`; a program still
    /// running then is killed and false returned, since one that Ctrl-C cannot stop is a bug.
    public static func stop(_ process: Process, seconds: Double = 10) -> Bool {
        process.terminate()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let stopped = !process.isRunning
        if !stopped { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return stopped
    }
}
