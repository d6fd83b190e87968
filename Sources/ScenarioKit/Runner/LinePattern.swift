import DragDropCore
import Foundation

/// A trace pattern, compiled: compared with a trace line without its time column,
/// runs of spaces folded; `*` matches any run of characters (docs/FORMAT.md, Expectations).
public struct LinePattern: Equatable, Sendable {
    public let text: String
    /// `text`'s bytes when the pattern is printable ASCII (empty otherwise): for matching
    /// printable ASCII lines byte by byte, where every byte is one character and the answer
    /// is the same.
    private let bytes: [UInt8]
    /// Where the pieces between `*`s lie in `bytes`, empty pieces kept; nil when the pattern
    /// is not printable ASCII. Ranges rather than arrays of their own: a pattern is compiled
    /// at every check, and each array was an allocation, made and freed.
    private let pieces: [Range<Int>]?
    /// What the first word of a matching line must be, when the text before the first `*` is
    /// printable ASCII (nil otherwise: any line may match).
    private let firstWord: FirstWord?
    /// The byte a matching line's text must start with, when the pattern names its first
    /// word exactly and goes on after it (`collection.drop performDrop*` needs a `p`).
    let textStart: UInt8?

    /// The first word a matching line needs, as a range of `bytes`: when the text before
    /// the first `*` holds a space, the word before it exactly; otherwise a word starting
    /// with that text.
    private enum FirstWord {
        case exactly(Range<Int>)
        case startingWith(Range<Int>)
    }

    public init(_ text: String) {
        let folded = TraceEvent.foldingSpaces(text)
        self.text = folded
        // Split by bytes: `*` is ASCII, and splitting by characters cost more than the check.
        let bytes = Array(folded.utf8)
        guard bytes.isPrintableASCII else {
            self.bytes = []
            pieces = nil
            firstWord = nil
            textStart = nil
            return
        }
        self.bytes = bytes
        let pieces = Self.pieces(of: bytes)
        self.pieces = pieces
        // Folded, the pattern has one space after its first word, and the text starts after it.
        let prefix = pieces[0]
        let space = bytes[prefix].firstIndex(of: 0x20)
        textStart = space.flatMap { $0 + 1 < prefix.upperBound ? bytes[$0 + 1] : nil }
        firstWord = space.map { .exactly(prefix.lowerBound..<$0) } ?? .startingWith(prefix)
    }

    /// The ranges between `*`s, empty pieces kept, in an array made at the number of pieces.
    private static func pieces(of bytes: [UInt8]) -> [Range<Int>] {
        let star = UInt8(ascii: "*")
        var pieces: [Range<Int>] = []
        pieces.reserveCapacity(bytes.count { $0 == star } + 1)
        var start = 0
        for index in bytes.indices where bytes[index] == star {
            pieces.append(start..<index)
            start = index + 1
        }
        pieces.append(start..<bytes.count)
        return pieces
    }

    /// The pieces between `*`s, empty ones left out, as bytes, when the pattern is printable
    /// ASCII: a line it matches holds each of them. Nil for a pattern of other text, whose
    /// pieces are compared as characters.
    var literals: [ArraySlice<UInt8>]? {
        guard let pieces else { return nil }
        let bytes = Array(text.utf8)
        return pieces.filter { !$0.isEmpty }.map { bytes[$0] }
    }

    public static func == (lhs: LinePattern, rhs: LinePattern) -> Bool {
        lhs.text == rhs.text
    }

    /// Whether `line` (already untimed and folded) matches the whole pattern.
    public func matches(_ line: String) -> Bool {
        if let pieces {
            let line = Array(line.utf8)
            if line.isPrintableASCII { return Self.matches(line, pieces, of: bytes) }
        }
        return matchesByCharacters(line)
    }

    /// `matches` character by character: what any line gets, non-ASCII ones included.
    func matchesByCharacters(_ line: String) -> Bool {
        let pieces = text.split(separator: "*", omittingEmptySubsequences: false)
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
    /// order between them; `pieces` are ranges of `text`.
    private static func matches(_ line: [UInt8], _ pieces: [Range<Int>], of text: [UInt8]) -> Bool {
        guard let first = pieces.first, let last = pieces.last else { return false }
        guard pieces.count > 1 else { return line.count == first.count && same(line, at: 0, text[first]) }
        guard line.count >= first.count + last.count,
              same(line, at: 0, text[first]), same(line, at: line.count - last.count, text[last]) else { return false }
        var position = first.count
        let end = line.count - last.count
        for range in pieces.dropFirst().dropLast() where !range.isEmpty {
            guard let found = firstIndex(of: text[range], in: line, from: position, to: end) else { return false }
            position = found + range.count
        }
        return true
    }

    /// Whether `line` holds `piece` at `offset`; the caller checked that it fits.
    private static func same(_ line: [UInt8], at offset: Int, _ piece: ArraySlice<UInt8>) -> Bool {
        line[offset..<(offset + piece.count)].elementsEqual(piece)
    }

    /// Where `piece` first occurs in `line[start..<end]`.
    private static func firstIndex(of piece: ArraySlice<UInt8>, in line: [UInt8], from start: Int, to end: Int) -> Int? {
        guard let head = piece.first, end - start >= piece.count else { return nil }
        var index = start
        while index + piece.count <= end {
            if line[index] == head, same(line, at: index, piece) { return index }
            index += 1
        }
        return nil
    }

    /// Whether a line whose first word is `word` could match. Called with a trace event's
    /// role, which is its line's first word when it is printable ASCII with no space: most
    /// lines are ruled out by it without being made.
    func mayMatch(firstWord word: String) -> Bool {
        switch firstWord {
        case .exactly(let range)?: word.utf8.elementsEqual(bytes[range])
        case .startingWith(let range)?: word.utf8.starts(with: bytes[range])
        case nil: true
        }
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
