/// One line of the trace: a callback the system made or an engine event that changed state.
public struct TraceEvent: Equatable, Sendable {
    /// Virtual time in milliseconds.
    public var time: Int
    /// `collection.drag`, `safari.provider`, `app`, …
    public var role: String
    /// The callback or event, its arguments and an optional `-> result`.
    public var text: String

    public init(time: Int, role: String, text: String) {
        self.time = time
        self.role = role
        self.text = text
    }

    /// The full line, as in golden files: time right-aligned with its unit, then role and text.
    public var line: String {
        let number = String(time)
        let timeColumn = String(repeating: " ", count: max(0, 5 - number.count)) + number + "ms"
        let width = role.count <= 15 ? 15 : max(21, role.count)
        let roleColumn = role + String(repeating: " ", count: width - role.count)
        return "\(timeColumn)  \(roleColumn)  \(text)"
    }

    /// The line without its time column and with runs of spaces folded: what patterns match.
    public var untimedLine: String {
        TraceEvent.foldingSpaces("\(role) \(text)")
    }

    /// Folds runs of spaces to one and trims the ends, as trace patterns are compared.
    public static func foldingSpaces(_ text: String) -> String {
        // ASCII text (nearly every line) is folded by bytes, where every byte is a character;
        // text with nothing to fold comes back as it is.
        if let folded = foldingSpacesInASCII(text) { return folded }
        return foldingSpacesByCharacters(text)
    }

    /// `foldingSpaces` character by character: what any text gets, non-ASCII included.
    static func foldingSpacesByCharacters(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var lastWasSpace = true
        for character in text {
            if character == " " || character == "\t" {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        if result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// `foldingSpaces` of ASCII text; nil when the text is not ASCII.
    private static func foldingSpacesInASCII(_ text: String) -> String? {
        let bytes = text.utf8
        var clean = true
        var lastWasSpace = true
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let isSpace = byte == 0x20 || byte == 0x09
            if isSpace, lastWasSpace || byte == 0x09 { clean = false }
            lastWasSpace = isSpace
        }
        if clean, !lastWasSpace || bytes.isEmpty { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        lastWasSpace = true
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 {
                if !lastWasSpace { result.append(0x20) }
                lastWasSpace = true
            } else {
                result.append(byte)
                lastWasSpace = false
            }
        }
        if result.last == 0x20 { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }
}
