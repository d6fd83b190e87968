import Foundation

/// `UIDragPreviewTarget`: where a preview goes (its centre in its container) and how it is
/// changed on the way (the transform, reduced to a scale and a rotation).
public struct DragPreviewTarget: Equatable, Sendable, CustomStringConvertible {
    /// The container view, by name; nil is the container UIKit's default target uses, the
    /// superview of the view the preview was made for. UIKit requires a container in a
    /// window (UIKitCore: `-[UIPreviewTarget initWithContainer:center:transform:]`).
    public var container: String?
    public var center: CGPoint
    public var scale: Double
    /// The transform's rotation, in degrees: a transform other than a scale.
    public var rotation: Double

    public init(container: String? = nil, center: CGPoint, scale: Double = 1, rotation: Double = 0) {
        self.container = container
        self.center = center
        self.scale = scale
        self.rotation = rotation
    }

    /// `retarget [container=NAME] center=(x,y) scale=S [rotation=R]`: the container and the
    /// rotation only when set.
    public var description: String {
        var text = "retarget"
        if let container { text += " container=\(container)" }
        text += " center=\(center.traceDescription) scale=\(CGFloatFormatting.number(scale))"
        if rotation != 0 { text += " rotation=\(CGFloatFormatting.number(rotation))" }
        return text
    }
}
