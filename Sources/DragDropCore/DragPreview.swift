import Foundation

/// A targeted drag preview, reduced to what a trace can show: the view itself, or retargeted.
public enum DragPreview: Equatable, Sendable, CustomStringConvertible {
    /// The default: the view (or cell) itself.
    case `default`
    /// Moved to `center` in its container and scaled.
    case retargeted(center: CGPoint, scale: Double)

    public func retargeted(center: CGPoint, scale: Double) -> DragPreview {
        .retargeted(center: center, scale: scale)
    }

    public var description: String {
        switch self {
        case .default: "default"
        case .retargeted(let center, let scale): "retarget center=\(center.traceDescription) scale=\(CGFloatFormatting.number(scale))"
        }
    }
}

extension Optional where Wrapped == DragPreview {
    var traceDescription: String { map(\.description) ?? "none" }
}
