import Foundation

/// The saved form, written by hand so that it is the same byte for byte on every platform.
///
/// `{"images":[{"url":"https://a.example/x.jpg","aspectRatio":1.5}]}`: no whitespace; keys in
/// the tutorial's declaration order (`images`; then `url`, `aspectRatio`); strings escape only
/// `"`, `\` and control characters (`/` and non-ASCII are written as they are); numbers are
/// Swift's shortest text that reads back as the same `Double` (`1.5`, `1.0`, `0.67`, `1e-05`).
/// JSON has no infinities or NaN: such a ratio (which the app never makes) is written as `1.0`.
extension ImageGallery {
    /// Written once per save, so in one buffer sized up front, URLs that need no escaping
    /// (all of them, in practice) copied whole.
    public var json: String {
        var text = #"{"images":["#
        text.reserveCapacity(images.reduce(16) { $0 + $1.url.utf8.count + 40 })
        for (index, image) in images.enumerated() {
            if index > 0 { text += "," }
            text += #"{"url":"#
            Self.appendQuoted(image.url, to: &text)
            text += #","aspectRatio":"#
            text += image.aspectRatio.isFinite ? image.aspectRatio.description : "1.0"
            text += "}"
        }
        text += "]}"
        return text
    }

    /// What `ImageGallery(json: json)` gives back, worked out without decoding: the images
    /// as written (a ratio JSON cannot hold reads back as the `1.0` written for it), or nil
    /// when a URL is one `URL(string:)` refuses, which fails the tutorial's decoding.
    public var decodedFromJSON: ImageGallery? {
        var decoded = self
        for index in decoded.images.indices {
            guard URL(string: decoded.images[index].url) != nil else { return nil }
            if !decoded.images[index].aspectRatio.isFinite { decoded.images[index].aspectRatio = 1.0 }
        }
        return decoded
    }

    /// Appends `string` as a JSON string literal.
    static func appendQuoted(_ string: String, to text: inout String) {
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
            text += "\""
            text += string
            text += "\""
        } else {
            text += quoted(string)
        }
    }

    /// A JSON string literal.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
        return text
    }
}
