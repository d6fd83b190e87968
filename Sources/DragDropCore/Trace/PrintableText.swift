/// Text from a scenario made safe to show one line at a time: control characters (C0, DEL,
/// C1) and the bidirectional controls that reorder what is shown (U+202A–U+202E,
/// U+2066–U+2069) are written as escapes (`\n`, `\e`, `\u{202E}`).
///
/// The one escaping of every surface that shows such text — trace lines and goldens, the
/// terminal, Mermaid and SVG — so an item id cannot split a trace event over three lines, a
/// name cannot clear the screen, and the same text reads the same everywhere.
public enum PrintableText {
    public static func escaped(_ text: String) -> String {
        // Printable ASCII, nearly every trace line, name and path, is checked by bytes: the
        // engine escapes every line it records.
        if TraceWriter.isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `escaped`, with the backslash itself written `\\`, so an escape and the same
    /// characters typed read differently: a line break and a typed `\n` make two trace lines,
    /// not one. For trace lines and goldens, compared as text; elsewhere text that is already
    /// escaped may be escaped again, and a doubled backslash there would only be noise.
    public static func unambiguous(_ text: String) -> String {
        // One pass over the bytes for every line the engine records: asking for a backslash
        // apart, through the generic `contains`, cost three times the printable check.
        if TraceWriter.isPrintableASCII(text, besides: UInt8(ascii: "\\")) { return text }
        guard text.unicodeScalars.contains(where: { needsEscape($0) || $0 == "\\" }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar == "\\" { result += "\\\\" } else if let escape = escape(scalar) { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// How `scalar` is written: nil when it is shown as itself.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        guard needsEscape(scalar) else { return nil }
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\u{1B}": return "\\e"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
