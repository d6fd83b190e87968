import Foundation

/// `UIDragPreviewParameters`: the part of the view a preview shows and what fills the rest.
/// A class, as UIKit's, that apps make and then set (`let parameters = …; parameters.visiblePath
/// = …`); a preview keeps a copy of it, so one set later changes no preview already made.
///
/// `@unchecked Sendable`: a preview holds only its own copy and hands out copies, so no
/// instance inside a (Sendable) `DragPreview` is ever shared or changed.
public final class DragPreviewParameters: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// `visiblePath`: the engine keeps the rectangle that encloses it; nil shows the whole view.
    public var visiblePath: BezierPath?
    /// `backgroundColor`, by the name traces spell (`clear`, `#RRGGBB`); nil is UIKit's white.
    public var backgroundName: String?
    /// How many text line rectangles `init(textLineRects:)` clipped the view to: the preview
    /// shows only those lines (the engine keeps their enclosing rectangle as `visiblePath`).
    public private(set) var textLineCount = 0

    public init() {}

    /// `init(textLineRects:)`: the preview clipped to the lines of text, in the view's
    /// coordinates; no rectangles show the whole view (Apple's documentation of
    /// `UIPreviewParameters.init(textLineRects:)`).
    public convenience init(textLineRects: [CGRect]) {
        self.init()
        guard let first = textLineRects.first else { return }
        visiblePath = BezierPath(rect: textLineRects.dropFirst().reduce(first) { $0.union($1) })
        textLineCount = textLineRects.count
    }

    /// The engine's form: the enclosing rectangle and the background's name.
    public convenience init(visiblePath: CGRect? = nil, backgroundColor: String? = nil) {
        self.init()
        self.visiblePath = visiblePath.map(BezierPath.init(rect:))
        backgroundName = backgroundColor
    }

    /// `backgroundColor`.
    public var backgroundColor: Color? {
        get { backgroundName.flatMap(Color.init(hex:)) }
        set { backgroundName = newValue?.hex }
    }

    func copy() -> DragPreviewParameters {
        let copy = DragPreviewParameters()
        copy.visiblePath = visiblePath
        copy.backgroundName = backgroundName
        copy.textLineCount = textLineCount
        return copy
    }

    public static func == (lhs: DragPreviewParameters, rhs: DragPreviewParameters) -> Bool {
        lhs.visiblePath == rhs.visiblePath && lhs.backgroundName == rhs.backgroundName && lhs.textLineCount == rhs.textLineCount
    }

    /// `lines=N path=(x,y,w,h) background=NAME`, whichever are set, or `parameters` when none is.
    public var description: String {
        var parts: [String] = []
        if textLineCount > 0 { parts.append("lines=\(textLineCount)") }
        if let rect = visiblePath?.bounds {
            let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { CGFloatFormatting.number(Double($0)) }
            parts.append("path=(\(numbers.joined(separator: ",")))")
        }
        if let backgroundName { parts.append("background=\(backgroundName)") }
        return parts.isEmpty ? "parameters" : parts.joined(separator: " ")
    }
}
