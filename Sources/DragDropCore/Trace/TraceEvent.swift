/// One line of the trace: a callback the system made or an engine event that changed state.
public struct TraceEvent: Equatable, Sendable {
    /// Virtual time in milliseconds.
    public var time: Int
    /// `collection.drag`, `safari.provider`, `app`, …
    public var role: String
    /// The callback or event, its arguments and an optional `-> result`.
    public var text: String {
        get { results.map { head + " -> " + $0 } ?? head }
        set {
            head = newValue
            results = nil
        }
    }
    /// The text as recorded, before the callback returned.
    private var head: String
    /// What `complete` added, joined by ` -> `: kept apart, as nearly every line of a run
    /// that passes is never read, and joining them as each callback returned was a string
    /// grown twice per line.
    private var results: String?

    public init(time: Int, role: String, text: String) {
        self.time = time
        self.role = role
        self.head = text
    }

    /// Appends ` -> result` to the text.
    mutating func complete(with result: String) {
        results = results.map { $0 + " -> " + result } ?? result
    }

    /// The first byte of the text after its leading spaces and tabs, read without joining a
    /// result onto the text; nil when the recorded text is blank. A trace pattern that needs
    /// another first byte rules the line out before the line is made.
    public var textStart: UInt8? {
        head.utf8.first { $0 != 0x20 && $0 != 0x09 }
    }

    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.time == rhs.time && lhs.role == rhs.role && lhs.text == rhs.text
    }

    /// The full line, as in golden files: time right-aligned with its unit, then role and text.
    public var line: String {
        line(roleWidth: role.count <= 15 ? 15 : max(21, role.count))
    }

    /// The line with the role padded to `roleWidth` characters.
    public func line(roleWidth: Int) -> String {
        let number = String(time)
        let timeColumn = String(repeating: " ", count: max(0, 5 - number.count)) + number + "ms"
        let roleColumn = role + String(repeating: " ", count: max(0, roleWidth - role.count))
        return "\(timeColumn)  \(roleColumn)  \(text)"
    }

    /// The role column's width that lines up every line of `events`: the longest role, 15
    /// at least. A whole trace is printed and kept as a golden with it; `line`, one line
    /// shown alone, pads to 15 or its own role's length.
    public static func roleWidth(of events: [TraceEvent]) -> Int {
        events.reduce(15) { max($0, $1.role.count) }
    }

    /// The line without its time column and with runs of spaces folded: what patterns match.
    public var untimedLine: String {
        TraceEvent.foldingSpaces("\(role) \(text)")
    }

    /// Folds runs of spaces to one and trims the ends, as trace patterns are compared.
    public static func foldingSpaces(_ text: String) -> String {
        // Text with nothing to fold (nearly every line) comes back as it is.
        needsFolding(text) ? foldingSpacesByCharacters(text) : text
    }

    /// Whether folding would change `text`: a tab, a space first or last, or two spaces in a
    /// row. Judged by bytes, which is exact: a space or tab character is its one byte.
    private static func needsFolding(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return false }
        if first == 0x20 || last == 0x20 { return true }
        var previousWasSpace = false
        for byte in bytes {
            if byte == 0x09 || (byte == 0x20 && previousWasSpace) { return true }
            previousWasSpace = byte == 0x20
        }
        return false
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

}
