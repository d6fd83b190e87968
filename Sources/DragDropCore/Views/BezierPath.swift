import Foundation

/// `UIBezierPath`, as a preview's `visiblePath` uses it: the engine keeps the rectangle that
/// encloses the path (`bounds`), which is what a trace line and a picture show.
public struct BezierPath: Equatable, Sendable {
    public var bounds: CGRect

    public init(rect: CGRect) {
        bounds = rect
    }

    /// `UIBezierPath(roundedRect:cornerRadius:)`: its bounds are the rectangle's.
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        bounds = rect
    }

    /// `UIBezierPath(ovalIn:)`: its bounds are the rectangle's.
    public init(ovalIn rect: CGRect) {
        bounds = rect
    }
}
