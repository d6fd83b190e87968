import Foundation
import ScenarioExecution
#if canImport(Glibc)
import Glibc
#endif

/// The `dnd-scenario` executable that `swift build` (and so `swift test`) put in the build
/// products folder beside this test bundle, run as a user runs it.
public enum BuiltCommand {
    /// What one run printed and how it ended.
    public typealias Output = ChildProcess.Output

    /// The executable: in the folder of the test bundle or one of its parents (the bundle is a
    /// folder on macOS, a file on Linux), else the package's `.build/debug`.
    public static let path: String? = path(of: "dnd-scenario")

    /// `dnd-scenario-trapping`: the same command with an app that traps on purpose.
    public static let trappingPath: String? = path(of: "dnd-scenario-trapping")

    private static func path(of name: String) -> String? {
        var candidates: [URL] = []
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            candidates.append(folder.appendingPathComponent(name))
            folder.deleteLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: PackagePaths.binary).deletingLastPathComponent().appendingPathComponent(name))
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The environment of this test process without the variables the command reads
    /// (`CI`, `NO_COLOR`), plus `environment`.
    public static func environment(_ environment: [String: String]) -> [String: String] {
        var base = ProcessInfo.processInfo.environment
        base["CI"] = nil
        base["NO_COLOR"] = nil
        return base.merging(environment) { $1 }
    }

    /// Runs the command as a user runs it, from `folder` when given.
    public static func run(_ arguments: [String], environment: [String: String] = [:], in folder: String? = nil, trapping: Bool = false) throws -> Output {
        let executable = try require(trapping ? trappingPath : path, named: trapping ? "dnd-scenario-trapping" : "dnd-scenario")
        return try ChildProcess.run(executable, arguments, environment: Self.environment(environment), in: folder)
    }

    /// Runs the command with a pseudo-terminal as its output and error, as in a terminal
    /// window; returns what the terminal showed (its line discipline turns `\n` into `\r\n`).
    public static func runOnTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, shown: String) {
        let executable = try require()
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "openpty failed"])
        }
        // Commands other tests start meanwhile must not inherit the terminal and keep it open.
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
        let child: ChildSpawn
        do {
            child = try ChildSpawn(
                executable, arguments,
                descriptors: [STDIN_FILENO: .file("/dev/null", flags: O_RDONLY), STDOUT_FILENO: .descriptor(terminal), STDERR_FILENO: .descriptor(terminal)],
                environment: Self.environment(environment)
            )
        } catch {
            close(controller)
            close(terminal)
            throw error
        }
        // Only the child holds the terminal now, so reading ends (EIO) when it exits.
        close(terminal)
        var shown = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(controller, &buffer, buffer.count)
            if count <= 0 { break }
            shown.append(contentsOf: buffer[0..<count])
        }
        close(controller)
        return (child.wait().shellStatus, String(decoding: shown, as: UTF8.self))
    }

    private static func require(_ path: String? = path, named name: String = "dnd-scenario") throws -> String {
        guard let path else {
            throw CocoaError(.fileNoSuchFile, userInfo: [
                NSLocalizedDescriptionKey: "\(name) is not built beside the tests (\(Bundle.main.bundleURL.path)); run swift build",
            ])
        }
        return path
    }
}
