import Foundation

/// Text as JSON holds it.
enum JSONText {
    /// A JSON string literal, escaped by Foundation's encoder.
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
