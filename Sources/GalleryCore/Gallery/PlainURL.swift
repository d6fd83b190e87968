import Foundation

/// The URLs `URL(string:)` is sure to accept, told by their bytes: `scheme://host/path` in
/// plain ASCII, the scheme `ALPHA *(ALPHA / DIGIT / "+" / "-" / ".")`, the host letters,
/// digits, `-` and `.`, the path unreserved characters and `/` — RFC 3986 absolute URIs
/// with nothing for a parser to refuse.
///
/// Reading the store back asks of every image whether `URL(string:)` takes its URL (the
/// tutorial's decoding fails otherwise); Foundation's parser cost over 3,000 instructions a
/// URL, more than the rest of the check of a scenario's saved gallery. Any other text still
/// goes to `URL(string:)` (`PlainURLTests` holds the two to agreement).
enum PlainURL {
    /// Whether `URL(string: text)` makes a URL: at once for a plain URL, else by asking it.
    static func isAccepted(_ text: String) -> Bool {
        matches(text) || URL(string: text) != nil
    }

    /// Whether `text` is a plain URL, which `URL(string:)` accepts.
    static func matches(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(matches) ?? false
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        // The scheme: a letter, then letters, digits, `+`, `-` and `.`, up to `://`.
        guard index < bytes.count, isLetter(bytes[index]) else { return false }
        index += 1
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: ".") {
            index += 1
        }
        guard index + 3 <= bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else { return false }
        index += 3
        // The host: at least one letter, digit, `-` or `.`.
        let hostStart = index
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: ".") {
            index += 1
        }
        guard index > hostStart else { return false }
        // The path: nothing, or `/` and unreserved characters and `/` to the end.
        guard index < bytes.count else { return true }
        guard bytes[index] == UInt8(ascii: "/") else { return false }
        while index < bytes.count {
            let byte = bytes[index]
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") else { return false }
            index += 1
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
