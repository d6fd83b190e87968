import Foundation

/// `UIColor`: red, green, blue and alpha components from 0 to 1, compared by value. Its
/// item-provider type is UIKit's, `com.apple.uikit.color`, so a palette's colour dragged to
/// another view loads as a `UIColor` there (`loadObjects(ofClass: UIColor.self)`).
public final class Color: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    // Immutable: `@unchecked Sendable` is the truth, as UIColor is Sendable.
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// `UIColor(white:alpha:)`.
    public convenience init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    public static let black = Color(white: 0, alpha: 1)
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
    public static let white = Color(white: 1, alpha: 1)
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = Color(white: 0, alpha: 0)

    /// `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `getRed(_:green:blue:alpha:)`: the components, always available here.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<Double>?, green: UnsafeMutablePointer<Double>?, blue: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.hex == rhs.hex
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hex)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; `clear` for no alpha at all: how traces,
    /// state and preview parameters spell a colour.
    public var hex: String {
        if alpha == 0 { return "clear" }
        let components = alpha == 1 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + components.map { Self.byte($0) }.joined()
    }

    private static func byte(_ component: Double) -> String {
        let value = Int((component * 255).rounded())
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// A colour from its `hex` spelling; nil for anything else.
    public convenience init?(hex: String) {
        if hex == "clear" {
            self.init(white: 0, alpha: 0)
            return
        }
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var components: [Double] = []
        for start in stride(from: 0, to: digits.count, by: 2) {
            guard let value = Int(String(digits[start...start + 1]), radix: 16) else { return nil }
            components.append(Double(value) / 255)
        }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
    }

    public var description: String { hex }
}

extension TypeIdentifier {
    /// UIKit's type for a `UIColor` in an item provider.
    public static let color = "com.apple.uikit.color"
}

extension Color: ItemProviderReading, ItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.color] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.color] }

    public static func object(withItemProviderData data: ItemValue, typeIdentifier: String) throws(ItemProviderError) -> Self {
        guard case .text(let text) = data, let color = Self(hex: text) else { throw .unexpectedValueClass }
        return color
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> ItemValue? {
        .text(hex)
    }
}
