import DragDropCore
import Foundation

/// A trace pattern, compiled: compared with a trace line without its time column,
/// runs of spaces folded; `*` matches any run of characters (SCENARIOS.md §6).
public struct LinePattern: Equatable, Sendable {
    public let text: String
    private let pieces: [Substring]

    public init(_ text: String) {
        self.text = TraceEvent.foldingSpaces(text)
        self.pieces = self.text.split(separator: "*", omittingEmptySubsequences: false)
    }

    /// Whether `line` (already untimed and folded) matches the whole pattern.
    public func matches(_ line: String) -> Bool {
        guard pieces.count > 1 else { return line == text }
        guard let first = pieces.first, let last = pieces.last,
              line.hasPrefix(first), line.hasSuffix(last),
              line.count >= first.count + last.count else { return false }
        var rest = line.dropFirst(first.count).dropLast(last.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// The index in `lines` of the first line from `start` on that matches, if any.
    func firstMatch(in lines: [String], from start: Int) -> Int? {
        guard start < lines.count else { return nil }
        return lines[start...].firstIndex(where: matches)
    }
}
