import Foundation

/// A golden trace file beside its scenario: compared, recorded or rewritten the way
/// swift-snapshot-testing's record modes work.
///
/// A missing golden is recorded outside CI, and any golden is rewritten on `--update-goldens`;
/// in CI nothing is ever written: a missing golden is a failure, never a silent record. Only a
/// `GoldenPath` — confined to the scenario's folder — is ever read or written, a file that is
/// not UTF-8 text is never replaced, and writes are atomic (`AtomicFile`).
public struct GoldenTrace: Sendable {
    public enum Outcome: Equatable, Sendable {
        case matched
        /// Written because it was missing.
        case recorded
        /// Rewritten because it differed and `--update-goldens` asked for it.
        case updated
        case mismatch(LineDiff)
        /// Missing in CI: a failure.
        case missingInCI
        /// The path may not be used, or the file is not a golden the tool can read.
        case refused(String)
        case unwritable(String)
        /// To be recorded (when `recorded`) or rewritten at `resolved` by whoever runs the
        /// suite (`defersWrites`).
        case deferred(recorded: Bool, resolved: String)
    }

    /// `--update-goldens`.
    public var update: Bool
    /// Whether the `CI` environment variable is set.
    public var isCI: Bool
    /// Writes nothing, and says `deferred` where it would write: a worker process runs
    /// scenarios before every file of the suite is known to be valid, and an invalid file
    /// means that nothing is written; the process that started it writes once it knows.
    public var defersWrites = false

    public init(update: Bool, isCI: Bool) {
        self.update = update
        self.isCI = isCI
    }

    /// Reads the `CI` variable as CI systems set it (`CI=true`, `CI=1`).
    public static func isCI(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// Compares the golden `written` in `scenarioFile` with `actual`, recording it when asked.
    public func check(_ written: String, scenarioFile: String, actual: String) -> Outcome {
        let golden: GoldenPath
        switch GoldenPath.resolve(written, scenarioFile: scenarioFile) {
        case .success(let path): golden = path
        case .failure(let refusal): return .refused(refusal.message)
        }
        let existing: String?
        switch golden.read() {
        case .success(let text): existing = text
        case .failure(let refusal): return .refused(refusal.message)
        }
        // Compared by lines, so a golden checked out with CRLF line ends still matches.
        if let existing, existing == actual || GoldenTrace.lines(existing) == GoldenTrace.lines(actual) { return .matched }
        if !isCI, update || existing == nil {
            if defersWrites { return .deferred(recorded: existing == nil, resolved: golden.resolved) }
            do {
                try AtomicFile.write(Array(actual.utf8), to: golden.resolved, createFolders: true)
                return existing == nil ? .recorded : .updated
            } catch {
                return .unwritable(error.reason)
            }
        }
        guard let existing else { return .missingInCI }
        return .mismatch(LineDiff(expected: GoldenTrace.lines(existing), actual: GoldenTrace.lines(actual)))
    }

    /// The lines of a trace, whether they end in LF or CRLF (one character in Swift).
    static func lines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
