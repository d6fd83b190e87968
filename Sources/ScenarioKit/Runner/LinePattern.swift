import DragDropCore
import Foundation

/// A trace pattern, compiled: compared with a trace line without its time column,
/// runs of spaces folded; `*` matches any run of characters (SCENARIOS.md §6).
public struct LinePattern: Equatable, Sendable {
    public let text: String
    /// The pieces' bytes when the pattern is printable ASCII, for matching printable ASCII
    /// lines byte by byte, where every byte is one character and the answer is the same.
    private let printablePieces: [[UInt8]]?
    /// What the first word of a matching line must be, when the text before the first `*` is
    /// printable ASCII (nil otherwise: any line may match).
    private let firstWord: FirstWord?
    /// The byte a matching line's text must start with, when the pattern names its first
    /// word exactly and goes on after it (`collection.drop performDrop*` needs a `p`).
    let textStart: UInt8?

    /// The first word a matching line needs: when the text before the first `*` holds a space,
    /// the word before it exactly; otherwise a word starting with that text.
    private enum FirstWord {
        case exactly([UInt8])
        case startingWith([UInt8])
    }

    public init(_ text: String) {
        var folded = TraceEvent.foldingSpaces(text)
        self.text = folded
        // Split by bytes: `*` is ASCII, and splitting by characters cost more than the check.
        printablePieces = folded.withUTF8 { bytes in
            bytes.isPrintableASCII ? Self.pieces(of: bytes) : nil
        }
        firstWord = printablePieces.flatMap { $0.first }.map { prefix in
            prefix.firstIndex(of: 0x20).map { .exactly(Array(prefix[..<$0])) } ?? .startingWith(prefix)
        }
        // Folded, the pattern has one space after its first word, and the text starts after it.
        textStart = printablePieces.flatMap { $0.first }.flatMap { prefix in
            prefix.firstIndex(of: 0x20).flatMap { space in space + 1 < prefix.count ? prefix[space + 1] : nil }
        }
    }

    /// The bytes between `*`s, empty pieces kept: each piece's array made at its size, in an
    /// array made at the number of pieces.
    private static func pieces(of bytes: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
        let star = UInt8(ascii: "*")
        var pieces: [[UInt8]] = []
        pieces.reserveCapacity(bytes.count { $0 == star } + 1)
        var start = 0
        for index in bytes.indices where bytes[index] == star {
            pieces.append(Array(bytes[start..<index]))
            start = index + 1
        }
        pieces.append(Array(bytes[start...]))
        return pieces
    }

    public static func == (lhs: LinePattern, rhs: LinePattern) -> Bool {
        lhs.text == rhs.text
    }

    /// The text between `*`s, for matching by characters: made when a line needs it, since
    /// nearly every line is matched by bytes.
    private var pieces: [Substring] {
        text.split(separator: "*", omittingEmptySubsequences: false)
    }

    /// Whether `line` (already untimed and folded) matches the whole pattern.
    public func matches(_ line: String) -> Bool {
        if let printablePieces {
            // A native string's bytes in place: no copy per line and pattern.
            let answer = line.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.isPrintableASCII ? Self.matches(bytes, printablePieces) : nil
            }
            if let answer = answer ?? nil { return answer }
            let bytes = Array(line.utf8)
            if bytes.isPrintableASCII { return Self.matches(bytes[...], printablePieces) }
        }
        return matchesByCharacters(line)
    }

    /// `matches` character by character: what any line gets, non-ASCII ones included.
    func matchesByCharacters(_ line: String) -> Bool {
        let pieces = pieces
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

    /// `matches` by bytes: the first piece a prefix, the last a suffix, the others found in
    /// order between them.
    private static func matches<Line: RandomAccessCollection<UInt8>>(_ line: Line, _ pieces: [[UInt8]]) -> Bool where Line.Index == Int {
        guard pieces.count > 1 else { return pieces.first.map { line.elementsEqual($0) } ?? false }
        guard let first = pieces.first, let last = pieces.last,
              line.count >= first.count + last.count,
              line.starts(with: first), line.suffix(last.count).elementsEqual(last) else { return false }
        var position = line.startIndex + first.count
        let end = line.endIndex - last.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = firstIndex(of: piece, in: line, from: position, to: end) else { return false }
            position = found + piece.count
        }
        return true
    }

    /// Where `piece` first occurs in `line[start..<end]`.
    private static func firstIndex<Line: RandomAccessCollection<UInt8>>(of piece: [UInt8], in line: Line, from start: Int, to end: Int) -> Int? where Line.Index == Int {
        guard end - start >= piece.count else { return nil }
        var index = start
        while index + piece.count <= end {
            if line[index] == piece[0], line[index..<(index + piece.count)].elementsEqual(piece) { return index }
            index += 1
        }
        return nil
    }

    /// Whether a line whose first word is `word` could match. Called with a trace event's
    /// role, which is its line's first word when it is printable ASCII with no space: most
    /// lines are ruled out by it without being made.
    func mayMatch(firstWord word: String) -> Bool {
        guard let firstWord else { return true }
        return word.utf8.withContiguousStorageIfAvailable { word in
            switch firstWord {
            case .exactly(let expected): word.count == expected.count && Self.bytes(word, startWith: expected)
            case .startingWith(let prefix): Self.bytes(word, startWith: prefix)
            }
        } ?? true
    }

    /// Whether `bytes` starts with `prefix`, compared as memory: the generic comparisons
    /// of sequences cost hundreds of instructions for a word.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, startWith prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        guard let base = bytes.baseAddress, !prefix.isEmpty else { return true }
        return prefix.withUnsafeBufferPointer { $0.baseAddress.map { memcmp(base, $0, prefix.count) == 0 } ?? true }
    }

    /// The index in `lines` of the first line from `start` on that matches, if any.
    func firstMatch(in lines: UntimedLines, from start: Int) -> Int? {
        // By role number: whether a line of that role may match, worked out once per role.
        var verdicts = RoleVerdicts()
        var index = start
        while index < lines.count {
            if let role = lines.roleNumber(at: index) {
                if verdicts.allows(role, { lines.roles.mayMatch(self, role: role) }),
                   lines.textMayMatch(self, at: index, role: role), matches(lines[index]) { return index }
            } else if matches(lines[index]) {
                return index
            }
            index += 1
        }
        return nil
    }
}
