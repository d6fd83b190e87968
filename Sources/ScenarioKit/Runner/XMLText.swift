import DragDropCore

/// Text as XML attribute values and element content hold it.
enum XMLText {
    /// Escapes markup, and control characters as every surface does (`PrintableText`): XML
    /// 1.0 cannot hold most of them, and a line break in a name or a trace line is not one.
    static func escaped(_ text: String) -> String {
        markup(PrintableText.escaped(text))
    }

    /// `escaped`, each line on its own, line breaks kept: text of several lines (a failure
    /// with its notes, a trace, a description).
    static func escapedLines(_ text: String) -> String {
        guard text.contains("\n") else { return escaped(text) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    private static func markup(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 >= 0xEF })
        else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
