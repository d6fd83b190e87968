import Foundation

/// A program of the system a test needs (python3 with junitparser, chromium), run with a time
/// limit. A missing program is an error that says what to install, never a skip.
public struct ExternalTool {
    public typealias Output = ChildProcess.Output

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The program's full path, found on PATH.
    public let path: String

    /// Finds `names` (the first on PATH wins); throws saying how to install it.
    public init(_ names: [String], install: String) throws {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                path = folder + "/" + name
                return
            }
        }
        throw Failure(description: "\(names.joined(separator: " or ")) is not on PATH; \(install) (.ci/run installs it)")
    }

    /// Runs the program; ends it after `timeout` seconds and throws saying so.
    public func run(_ arguments: [String], timeout: Double) throws -> Output {
        do {
            return try ChildProcess.run(path, arguments, timeout: timeout)
        } catch let timedOut as ChildProcess.TimedOut {
            throw Failure(description: timedOut.description)
        }
    }
}
