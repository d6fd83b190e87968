import Foundation

/// A program of the system a test needs (python3 with junitparser, chromium), run with a time
/// limit. A missing program is an error that says what to install, never a skip.
struct ExternalTool {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The program's full path, found on PATH.
    let path: String

    /// Finds `names` (the first on PATH wins); throws saying how to install it.
    init(_ names: [String], install: String) throws {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                path = folder + "/" + name
                return
            }
        }
        throw Failure(description: "\(names.joined(separator: " or ")) is not on PATH; \(install) (.ci/run installs it)")
    }

    /// Runs the program, its output going to files so neither pipe can fill; ends it after
    /// `timeout` seconds and throws saying so.
    func run(_ arguments: [String], timeout: Double) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout"), errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            // SIGKILL: a child spawned from the test runner's threads may have SIGTERM blocked.
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try output.close()
        try error.close()
        let result = Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
        if timedOut {
            throw Failure(description: "\(path) \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s; it printed:\n\(result.standardError.suffix(2000))")
        }
        return result
    }
}
