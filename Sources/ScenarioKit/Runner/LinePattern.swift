import DragDropCore
import Foundation

/// A trace pattern, compiled: compared with a trace line without its time column,
/// runs of spaces folded; `*` matches any run of characters (SCENARIOS.md §6).
public struct LinePattern: Equatable, Sendable {
    public let text: String
    private let pieces: [Substring]
    /// The pieces as bytes when they are plain ASCII: matched byte by byte against a plain
    /// ASCII line, which is what characters come to there, many times faster.
    private let bytePieces: [[UInt8]]?

    public init(_ text: String) {
        self.text = TraceEvent.foldingSpaces(text)
        self.pieces = self.text.split(separator: "*", omittingEmptySubsequences: false)
        self.bytePieces = pieces.allSatisfy { LinePattern.isPlainASCII($0.utf8) } ? pieces.map { Array($0.utf8) } : nil
    }

    /// Whether the pattern holds a `*`.
    var hasWildcard: Bool { pieces.count > 1 }

    /// The text before the first `*`, which every matching line starts with.
    var literalPrefix: Substring { pieces[0] }

    /// Whether `line` (already untimed and folded) matches the whole pattern.
    public func matches(_ line: String) -> Bool {
        guard pieces.count > 1 else { return line == text }
        if let bytePieces, LinePattern.isPlainASCII(line.utf8) {
            var line = line
            return line.withUTF8 { LinePattern.matches($0, bytePieces) }
        }
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

    /// Printable ASCII and tabs: text where each byte is one character.
    private static func isPlainASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x09 || (0x20...0x7E).contains($0) }
    }

    /// The first piece at the start, the last at the end, the others in order between.
    private static func matches(_ line: UnsafeBufferPointer<UInt8>, _ pieces: [[UInt8]]) -> Bool {
        guard let first = pieces.first, let last = pieces.last,
              line.count >= first.count + last.count,
              line.prefix(first.count).elementsEqual(first),
              line.suffix(last.count).elementsEqual(last) else { return false }
        var start = first.count
        let end = line.count - last.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = find(piece, in: line, from: start, to: end) else { return false }
            start = found + piece.count
        }
        return true
    }

    /// Where `piece` first occurs in `line[start..<end]`.
    private static func find(_ piece: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard piece.count <= end - start else { return nil }
        var position = start
        while position + piece.count <= end {
            if line[position] == piece[0], line[position..<(position + piece.count)].elementsEqual(piece) { return position }
            position += 1
        }
        return nil
    }
}
