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

/// Whole numbers without a fraction.
enum CGFloatFormatting {
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
