import Foundation

/// A golden trace file beside its scenario: compared, recorded or rewritten the way
/// swift-snapshot-testing's record modes work.
///
/// A missing golden is recorded outside CI, and any golden is rewritten on `--update-goldens`;
/// in CI nothing is ever written: a missing golden is a failure, never a silent record. Files are written atomically (a temporary file, then a
/// rename), so an interrupted run never leaves half a golden.
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
        case unwritable(String)
    }

    /// `--update-goldens`.
    public var update: Bool
    /// Whether the `CI` environment variable is set.
    public var isCI: Bool

    public init(update: Bool, isCI: Bool) {
        self.update = update
        self.isCI = isCI
    }

    /// Reads the `CI` variable as CI systems set it (`CI=true`, `CI=1`).
    public static func isCI(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    public func check(path: String, actual: String) -> Outcome {
        let existing = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
        if let existing, existing == actual { return .matched }
        if !isCI, update || existing == nil {
            do {
                try GoldenTrace.writeAtomically(actual, to: path)
                return existing == nil ? .recorded : .updated
            } catch {
                return .unwritable("\(error)")
            }
        }
        guard let existing else { return .missingInCI }
        return .mismatch(LineDiff(expected: GoldenTrace.lines(existing), actual: GoldenTrace.lines(actual)))
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Writes to a temporary file in the same folder, then renames it over `path`.
    static func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
