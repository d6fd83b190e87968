import Foundation

/// `UITargetedDragPreview`, reduced to what a trace and a picture can show: which view the
/// preview shows, how it is cut and filled, and where it is aimed.
public struct DragPreview: Equatable, Sendable, CustomStringConvertible {
    /// A view of the app's shown in place of the item's own, by name; nil shows the item's
    /// view (or cell) itself, as the default preview does.
    public var view: String?
    /// `UIDragPreviewParameters`: nil leaves the view as it is. A copy is kept and handed
    /// out, as UIKit's previews copy theirs.
    public var parameters: DragPreviewParameters? {
        get { storedParameters?.copy() }
        set { storedParameters = newValue?.copy() }
    }
    private var storedParameters: DragPreviewParameters?
    /// `UIDragPreviewTarget`: nil leaves the preview where its view is.
    public var target: DragPreviewTarget?

    public init(view: String? = nil, parameters: DragPreviewParameters? = nil, target: DragPreviewTarget? = nil) {
        self.view = view
        storedParameters = parameters?.copy()
        self.target = target
    }

    /// `UIDragPreview(view:)`, `UITargetedDragPreview(view:parameters:)`: the view, by its
    /// name, cut and filled as `parameters` say.
    public init(view: View, parameters: DragPreviewParameters? = nil) {
        self.init(view: view.name, parameters: parameters)
    }

    /// The item's own view, where it is: what UIKit makes when the delegate does not say.
    public static let `default` = DragPreview()

    /// The default preview aimed at `center` in its container, scaled.
    public static func retargeted(center: CGPoint, scale: Double) -> DragPreview {
        DragPreview.default.retargeted(center: center, scale: scale)
    }

    /// `retargetedPreview(with:)`: the same view and parameters, aimed elsewhere.
    public func retargeted(center: CGPoint, scale: Double) -> DragPreview {
        var preview = self
        preview.target = DragPreviewTarget(center: center, scale: scale)
        return preview
    }

    /// `default`, or what differs from it: `view NAME`, the parameters, `retarget center=(x,y) scale=S`.
    public var description: String {
        var parts: [String] = []
        if let view { parts.append("view \(view)") }
        if let storedParameters { parts.append(storedParameters.description) }
        if let target { parts.append(target.description) }
        return parts.isEmpty ? "default" : parts.joined(separator: " ")
    }
}

extension Optional where Wrapped == DragPreview {
    var traceDescription: String { map(\.description) ?? "none" }
}
