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
        if bytePieces != nil {
            var line = line
            if let matched = line.withUTF8({ LinePattern.isPlainASCII($0) ? matches(plainASCII: $0) : nil }) { return matched }
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

    /// The match against a line already known to be plain ASCII (`isPlainASCII`), byte by
    /// byte with the C library's comparisons; nil when the pattern itself is not plain ASCII.
    func matches(plainASCII line: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let bytePieces else { return nil }
        guard bytePieces.count > 1 else { return line.elementsEqual(bytePieces[0]) }
        let first = bytePieces[0], last = bytePieces[bytePieces.count - 1]
        guard let base = line.baseAddress else { return bytePieces.allSatisfy(\.isEmpty) }
        guard line.count >= first.count + last.count else { return false }
        guard memcmp(base, first, first.count) == 0, memcmp(base + line.count - last.count, last, last.count) == 0 else { return false }
        var start = first.count
        let end = line.count - last.count
        for piece in bytePieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = LinePattern.find(piece, in: base, from: start, to: end) else { return false }
            start = found + piece.count
        }
        return true
    }

    /// The index in `lines` of the first line from `start` on that matches, if any.
    func firstMatch(in lines: [String], from start: Int) -> Int? {
        guard start < lines.count else { return nil }
        return lines[start...].firstIndex(where: matches)
    }

    /// Printable ASCII and tabs: text where each byte is one character.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte != 0x09 && (byte < 0x20 || byte > 0x7E) { return false }
        return true
    }

    private static func isPlainASCII(_ bytes: Substring.UTF8View) -> Bool {
        bytes.allSatisfy { $0 == 0x09 || (0x20...0x7E).contains($0) }
    }

    /// Where `piece` first occurs in `line[start..<end]`: `memchr` for its first byte, then
    /// `memcmp` for the rest.
    private static func find(_ piece: [UInt8], in line: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var position = start
        while end - position >= piece.count {
            guard let hit = memchr(line + position, Int32(piece[0]), end - position - piece.count + 1) else { return nil }
            let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(line)
            if memcmp(line + offset, piece, piece.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }
}
