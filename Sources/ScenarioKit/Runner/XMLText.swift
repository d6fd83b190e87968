/// Text as XML attribute values and element content hold it.
enum XMLText {
    /// Escapes markup and drops characters XML 1.0 cannot hold (ANSI escapes, NUL).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case let s where s.value < 0x20 || s.value == 0xFFFE || s.value == 0xFFFF: out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
