/// `UIImage` as drag and drop sees it: a size, and the name it was fetched under, if any.
public struct Image: Equatable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    /// The last path component of the URL it came from (`venice.jpg`), for readable traces.
    public var name: String?

    public init(width: Double, height: Double, name: String? = nil) {
        self.width = width
        self.height = height
        self.name = name
    }

    public var aspectRatio: Double { height > 0 ? width / height : 1 }

    public var description: String {
        name ?? "\(CGFloatFormatting.number(width))x\(CGFloatFormatting.number(height))"
    }
}

/// Numbers as the trace prints them: rounded to two decimals, without trailing zeros, so
/// `100/3` reads `33.33` and not `33.333333333333336`, and `2.0` reads `2`.
enum CGFloatFormatting {
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e13 else { return String(value) }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let cents = Int(abs(hundredths))
        let whole = cents / 100
        let fraction = cents % 100
        var text = (hundredths < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            text += "." + (fraction < 10 ? "0" : "") + String(fraction)
            if text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }
}
