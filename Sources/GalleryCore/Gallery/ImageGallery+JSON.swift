import Foundation

/// The saved form, written by hand so that it is the same byte for byte on every platform.
///
/// `{"images":[{"url":"https://a.example/x.jpg","aspectRatio":1.5}]}`: no whitespace; keys in
/// the tutorial's declaration order (`images`; then `url`, `aspectRatio`); strings escape only
/// `"`, `\` and control characters (`/` and non-ASCII are written as they are); numbers are
/// Swift's shortest text that reads back as the same `Double` (`1.5`, `1.0`, `0.67`, `1e-05`).
/// JSON has no infinities or NaN: such a ratio (which the app never makes) is written as `1.0`.
extension ImageGallery {
    /// The whole gallery's text, as every save writes it (`GalleryJSONWriter` makes the same
    /// text from the last one).
    public var json: String {
        var writer = GalleryJSONWriter()
        return writer.json(of: self)
    }

    /// Appends one image's entry, `{"url":"…","aspectRatio":…}`.
    static func appendEntry(_ image: ImageModel, ratios: inout RatioTexts, to bytes: inout [UInt8]) {
        append(#"{"url":"#, to: &bytes)
        appendQuoted(image.url, to: &bytes)
        append(#","aspectRatio":"#, to: &bytes)
        ratios.append(image.aspectRatio, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Fixed words from the program's own constants: no array to make or retain per entry.
    private static func append(_ piece: StaticString, to bytes: inout [UInt8]) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    static let opening = Array(#"{"images":["#.utf8)
    static let closing = Array("]}".utf8)

    /// Each ratio's JSON text: a whole number of hundredths (1.5, 0.8, 1.78 — nearly every
    /// ratio) written from its digits, any other remembered in a few slots by its bits, since
    /// Swift's shortest text of a `Double` costs more than the rest of an image's entry.
    struct RatioTexts {
        private var slots = [(bits: UInt64, text: [UInt8])?](repeating: nil, count: 16)

        /// Appends `ratio` as `description` spells it; `1.0` for a ratio JSON cannot hold.
        mutating func append(_ ratio: Double, to bytes: inout [UInt8]) {
            guard ratio.isFinite else {
                bytes.append(contentsOf: [UInt8(ascii: "1"), UInt8(ascii: "."), UInt8(ascii: "0")])
                return
            }
            if Self.appendHundredths(ratio, to: &bytes) { return }
            let bits = ratio.bitPattern
            let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 60)
            if let cached = slots[slot], cached.bits == bits {
                bytes.append(contentsOf: cached.text)
                return
            }
            let text = Array(ratio.description.utf8)
            slots[slot] = (bits, text)
            bytes.append(contentsOf: text)
        }

        /// Appends `ratio` when it is a whole number of hundredths from 0.01 to under a
        /// million: `n / 100` read back from `X.YZ` is the double nearest it, so `X.YZ` (its
        /// trailing zeros dropped, one kept after the point) is the shortest text that reads
        /// back as `ratio` — what `description` writes. False, writing nothing, otherwise.
        static func appendHundredths(_ ratio: Double, to bytes: inout [UInt8]) -> Bool {
            guard ratio >= 0.01, ratio < 1_000_000 else { return false }
            let hundredths = Int((ratio * 100).rounded())
            guard Double(hundredths) / 100 == ratio else { return false }
            let whole = hundredths / 100, fraction = hundredths % 100
            var divisor = 1
            while divisor * 10 <= whole { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(whole / divisor % 10))
                divisor /= 10
            }
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            return true
        }
    }

    /// What `ImageGallery(json: json)` gives back, worked out without decoding: the images
    /// as written (a ratio JSON cannot hold reads back as the `1.0` written for it), or nil
    /// when a URL is one `URL(string:)` refuses, which fails the tutorial's decoding.
    public var decodedFromJSON: ImageGallery? {
        var decoded = self
        for index in decoded.images.indices {
            guard PlainURL.isAccepted(decoded.images[index].url) else { return nil }
            if !decoded.images[index].aspectRatio.isFinite { decoded.images[index].aspectRatio = 1.0 }
        }
        return decoded
    }

    /// Appends `string` as a JSON string literal: only `"`, `\\` and control characters are
    /// escaped, so every other byte (all of non-ASCII) is copied as it is — a string with
    /// nothing to escape (every URL in practice) in one copy.
    static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let copiedWhole = string.utf8.withContiguousStorageIfAvailable { stored -> Bool in
            guard !stored.contains(where: needsEscaping) else { return false }
            bytes.append(contentsOf: stored)
            return true
        }
        if copiedWhole != true {
            for byte in string.utf8 { appendEscaped(byte, to: &bytes) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// One byte of a string literal: `\"`, `\\`, the short escapes, `\u00XX` for other
    /// control characters, any other byte as it is.
    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
        case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
        case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        case ..<0x20:
            let digits = Array("0123456789ABCDEF".utf8)
            bytes.append(contentsOf: #"\u00"#.utf8)
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        default:
            bytes.append(byte)
        }
    }
}
