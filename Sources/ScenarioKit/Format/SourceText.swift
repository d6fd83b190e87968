import YAMLReader

/// A file's text split into lines where libyaml splits them (LF, CR, CRLF, NEL, LS, PS),
/// so a diagnostic's line number finds the line libyaml meant.
public struct SourceText: Sendable {
    private let bytes: [UInt8]
    /// Each line's first byte and the byte after its last, break excluded.
    private var lines: [Range<Int>] = []

    public init(_ text: String) {
        bytes = Array(text.utf8)
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let width = LineBreak.width(at: index, in: bytes)
            if width > 0 {
                lines.append(start..<index)
                index += width
                start = index
            } else {
                index += 1
            }
        }
        lines.append(start..<count)
    }

    /// Line `number` (1-based) as Unicode scalars, if the text has it.
    public func line(_ number: Int) -> String.UnicodeScalarView? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(decoding: bytes[lines[number - 1]], as: UTF8.self).unicodeScalars
    }
}
