import Foundation

/// `UIDragPreviewParameters`: the part of the view a preview shows and what fills the rest.
public struct DragPreviewParameters: Equatable, Sendable, CustomStringConvertible {
    /// `visiblePath`, as the rectangle it encloses in the view's coordinates; nil shows the
    /// whole view.
    public var visiblePath: CGRect?
    /// `backgroundColor`, by name (`clear`, `white`, `#RRGGBB`); nil is UIKit's white.
    public var backgroundColor: String?

    public init(visiblePath: CGRect? = nil, backgroundColor: String? = nil) {
        self.visiblePath = visiblePath
        self.backgroundColor = backgroundColor
    }

    /// `path=(x,y,w,h) background=NAME`, whichever are set, or `parameters` when neither is.
    public var description: String {
        var parts: [String] = []
        if let rect = visiblePath {
            let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { CGFloatFormatting.number(Double($0)) }
            parts.append("path=(\(numbers.joined(separator: ",")))")
        }
        if let backgroundColor { parts.append("background=\(backgroundColor)") }
        return parts.isEmpty ? "parameters" : parts.joined(separator: " ")
    }
}
