/// Text from a scenario file made safe to print: control characters (C0, DEL, C1) and the
/// bidirectional overrides that reorder what a terminal shows are written as escapes
/// (`\e`, `\u{202E}`), so a scenario's name cannot clear the screen, move the cursor or
/// disguise a line of the report.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        // Printable ASCII, nearly every name and path, is checked by bytes: a report escapes
        // two texts per scenario.
        if text.utf8.withContiguousStorageIfAvailable(\.isPrintableASCII) == true { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\u{1B}": result += "\\e"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
