import Foundation

/// Text as JSON holds it.
enum JSONText {
    /// A JSON string literal, escaped by Foundation's encoder. Printable ASCII without a quote
    /// or a backslash — nearly every name and trace line — needs no escaping and is quoted
    /// as it is: the JSON report quotes every line of every trace, and an encoder for each
    /// made the report several times slower to write.
    static func quoted(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
