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
        // Read in place: a copy of `head` to call `withUTF8` on made the caller copy the
        // whole event, its three strings retained and released.
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        return head.utf8.withContiguousStorageIfAvailable { bytes in bytes.first { !isBlank($0) } } ?? head.utf8.first { !isBlank($0) }
    }

    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.time == rhs.time && lhs.role == rhs.role && lhs.text == rhs.text
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
        // ASCII (nearly every line) is folded straight from the role's and text's bytes into
        // the line's own storage: no joined string to fold afterwards.
        if let line = Self.foldingSpacesInASCII(role, head, results) { return line }
        return TraceEvent.foldingSpaces("\(role) \(text)")
    }

    /// `foldingSpaces` of `first`, a space and `second` — and ` -> ` and `third` when there
    /// is one — when all are ASCII; nil otherwise.
    private static func foldingSpacesInASCII(_ first: String, _ second: String, _ third: String? = nil) -> String? {
        var isASCII = true
        let capacity = first.utf8.count + 1 + second.utf8.count + (third.map { 4 + $0.utf8.count } ?? 0)
        let line = String(unsafeUninitializedCapacity: capacity) { line in
            var folding = ASCIIFolding(line: line)
            isASCII = first.utf8.withContiguousStorageIfAvailable { folding.append($0) } == true
                && folding.append(0x20)
                && second.utf8.withContiguousStorageIfAvailable { folding.append($0) } == true
            if isASCII, let third {
                isASCII = folding.append(0x20) && folding.append(0x2D) && folding.append(0x3E) && folding.append(0x20)
                    && third.utf8.withContiguousStorageIfAvailable { folding.append($0) } == true
            }
            return isASCII ? folding.finished : 0
        }
        return isASCII ? line : nil
    }

    /// Folds ASCII bytes into a line's storage as they are appended.
    private struct ASCIIFolding {
        let line: UnsafeMutableBufferPointer<UInt8>
        var count = 0
        var lastWasSpace = true

        /// Appends `bytes`; false, leaving the line unfinished, when one is not ASCII.
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for byte in bytes {
                guard append(byte) else { return false }
            }
            return true
        }

        mutating func append(_ byte: UInt8) -> Bool {
            guard byte < 0x80 else { return false }
            if byte == 0x20 || byte == 0x09 {
                if !lastWasSpace {
                    line[count] = 0x20
                    count += 1
                }
                lastWasSpace = true
            } else {
                line[count] = byte
                count += 1
                lastWasSpace = false
            }
            return true
        }

        /// The line's length, without a trailing space.
        var finished: Int {
            count > 0 && line[count - 1] == 0x20 ? count - 1 : count
        }
    }

    /// Folds runs of spaces to one and trims the ends, as trace patterns are compared.
    public static func foldingSpaces(_ text: String) -> String {
        // ASCII text (nearly every line) is folded by bytes, where every byte is a character;
        // text with nothing to fold comes back as it is.
        if !needsFolding(text) { return text }
        if let folded = foldingSpacesInASCII(text, "") { return folded }
        return foldingSpacesByCharacters(text)
    }

    /// Whether folding would change `text`: a tab, a space first or last, or two spaces in a
    /// row. Judged by bytes, which is exact: a space or tab character is its one byte.
    private static func needsFolding(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            if first == 0x20 || last == 0x20 { return true }
            var previousWasSpace = false
            for byte in bytes {
                if byte == 0x09 || (byte == 0x20 && previousWasSpace) { return true }
                previousWasSpace = byte == 0x20
            }
            return false
        }
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
