import Foundation

extension CGPoint {
    /// The trace's spelling: `(x,y)`, whole numbers without a fraction.
    public var traceDescription: String {
        "(\(CGFloatFormatting.number(Double(x))),\(CGFloatFormatting.number(Double(y))))"
    }
}
