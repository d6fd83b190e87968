import Foundation

/// One hostile input, generated: the files to write, the command to run on them, and what
/// must come of it — the exit code, the located message, and the time and memory it may take.
struct HostileCase: Sendable, CustomStringConvertible {
    var name: String
    var files: @Sendable () -> [String: String]
    var arguments: [String]
    var status: Int32
    /// Text the output must hold: a `file:line:column: error: …` line where there is an error.
    var message: String
    /// Text the output must not hold.
    var forbidden: [String] = []
    /// Bounds for the debug build the tests run, set well above what it takes (shared CPUs
    /// are slow and noisy) and far below what the input took before it was bounded.
    var seconds: Double = 20
    var megabytes: Double = 300
    /// Run as an unprivileged user, so file permissions apply.
    var unprivileged = false
    /// Set up what text files cannot say (permissions, FIFOs) in the fresh folder.
    var prepare: @Sendable (String) throws -> Void = { _ in }
    /// Further checks on the folder after the run (an emitted file, say).
    var check: @Sendable (String) throws -> [String] = { _ in [] }

    var description: String { name }
}
