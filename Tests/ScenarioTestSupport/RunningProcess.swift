import Foundation
import ScenarioExecution
#if canImport(Glibc)
import Glibc
#endif

/// A program left running while a test talks to it (a watcher, a server), its output and
/// errors going to one file the test reads as it goes; started as the command starts its
/// workers (`ChildSpawn`), so its signal state and descriptors are the command's own.
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
    ) throws -> ChildSpawn {
        do {
            return try ChildSpawn(
                executable, arguments,
                descriptors: [
                    STDIN_FILENO: .file("/dev/null", flags: O_RDONLY),
                    STDOUT_FILENO: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC),
                    STDERR_FILENO: .sameAs(STDOUT_FILENO),
                ],
                environment: environment, in: folder
            )
        } catch {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: error.description])
        }
    }

    /// Starts a server, `executable arguments…` in `folder` with its output in `folder/.out`,
    /// and waits at most 30 s for the address it prints once it listens
    /// (`http://127.0.0.1:PORT`, as the studio and `show-report` say it). The port is 0, and
    /// the process stopped, when it printed none.
    public static func startServing(
        _ executable: String, _ arguments: [String], in folder: String
    ) throws -> (process: ChildSpawn, port: Int, output: String) {
        let output = folder + "/.out"
        let process = try start(executable, arguments, output: output, in: folder)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, process.isRunning {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if let range = text.range(of: "http://127.0.0.1:"), let port = Int(text[range.upperBound...].prefix { $0.isNumber }) {
                return (process, port, text)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.stop()
        return (process, 0, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }

    /// Sends SIGTERM, as Ctrl-C's SIGINT would, and waits at most `seconds`; a program still
    /// running then is killed and false returned, since one that Ctrl-C cannot stop is a bug.
    public static func stop(_ process: ChildSpawn, seconds: Double = 10) -> Bool {
        process.grace = .milliseconds(Int(seconds * 1000))
        return process.stop().signal != SIGKILL
    }
}

extension ChildSpawn {
    /// Whether the program is still running (it is reaped once it is not).
    public var isRunning: Bool { !hasEnded() }

    /// The exit status, or 128 + the signal, as a shell shows it; waits for the end.
    public var terminationStatus: Int32 { wait().shellStatus }
}
