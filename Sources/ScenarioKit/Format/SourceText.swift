import YAMLReader

/// A file's text split into lines where libyaml splits them (LF, CR, CRLF, NEL, LS, PS),
/// so a diagnostic's line number finds the line libyaml meant.
public struct SourceText: Sendable {
    private let bytes: [UInt8]
    /// Each line's first byte and the byte after its last, break excluded.
    private var lines: [Range<Int>] = []
    /// The break after each line, as bytes; empty after the last.
    private var breaks: [Range<Int>] = []

    public init(_ text: String) {
        bytes = Array(text.utf8)
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let width = LineBreak.width(at: index, in: bytes)
            if width > 0 {
                lines.append(start..<index)
                breaks.append(index..<(index + width))
                index += width
                start = index
            } else {
                index += 1
            }
        }
        lines.append(start..<count)
        breaks.append(count..<count)
    }

    /// How many lines the text has (a text ending in a break has an empty last line).
    public var lineCount: Int { lines.count }

    /// Line `number` (1-based) as text, with the break that ends it ("" for the last line).
    public func lineWithBreak(_ number: Int) -> (text: String, lineBreak: String)? {
        guard number >= 1, number <= lines.count else { return nil }
        return (String(decoding: bytes[lines[number - 1]], as: UTF8.self), String(decoding: bytes[breaks[number - 1]], as: UTF8.self))
    }

    /// The text's first line break, for new lines written into it: `\r\n` in a CRLF file.
    public var firstLineBreak: String? {
        breaks.first { !$0.isEmpty }.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Line `number` (1-based) as Unicode scalars, if the text has it.
    public func line(_ number: Int) -> String.UnicodeScalarView? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(decoding: bytes[lines[number - 1]], as: UTF8.self).unicodeScalars
    }
}
