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
        bytes.append(contentsOf: entryOpening)
        appendQuoted(image.url, to: &bytes)
        bytes.append(contentsOf: aspectRatioKey)
        bytes.append(contentsOf: ratios.text(of: image.aspectRatio))
        bytes.append(UInt8(ascii: "}"))
    }

    static let opening = Array(#"{"images":["#.utf8)
    static let closing = Array("]}".utf8)
    private static let entryOpening = Array(#"{"url":"#.utf8)
    private static let aspectRatioKey = Array(#","aspectRatio":"#.utf8)

    /// Each ratio's JSON text, remembered in a few slots by its bits: galleries repeat a
    /// handful of ratios, and Swift's shortest text of a `Double` costs more than the rest of
    /// an image's entry.
    struct RatioTexts {
        private var slots = [(bits: UInt64, text: [UInt8])?](repeating: nil, count: 16)

        mutating func text(of ratio: Double) -> [UInt8] {
            guard ratio.isFinite else { return Array("1.0".utf8) }
            let bits = ratio.bitPattern
            let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 60)
            if let cached = slots[slot], cached.bits == bits { return cached.text }
            let text = Array(ratio.description.utf8)
            slots[slot] = (bits, text)
            return text
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
