/// A string as a YAML scalar in a scenario's text: what the studio writes into a file and
/// what an error message suggests writing.
enum YAMLScalar {
    /// `venice.jpg` as it is; anything YAML could read as another type or as syntax in double
    /// quotes, escaped as JSON escapes it (which YAML reads the same).
    static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-/".unicodeScalars.contains($0) }
        let special = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(text.lowercased())
        if plain, !special, Double(text) == nil, Int(text) == nil, text.first != "-" { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + String(("000" + String(scalar.value, radix: 16)).suffix(4))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
