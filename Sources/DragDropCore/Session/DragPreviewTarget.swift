import Foundation

/// `UIDragPreviewTarget`: where a preview goes (its centre in its container) and how it is
/// scaled on the way (the transform, reduced to a scale).
public struct DragPreviewTarget: Equatable, Sendable, CustomStringConvertible {
    public var center: CGPoint
    public var scale: Double

    public init(center: CGPoint, scale: Double = 1) {
        self.center = center
        self.scale = scale
    }

    public var description: String {
        "retarget center=\(center.traceDescription) scale=\(CGFloatFormatting.number(scale))"
    }
}
