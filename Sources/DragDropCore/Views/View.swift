import Foundation

/// `UIView`, reduced to what drag and drop needs: a name for the trace, a size, interactions,
/// the views inside it.
open class View {
    /// Names the view in the trace (`trash.drop`) and in scenarios (`{view: trash}`); UIKit
    /// code sets it as `accessibilityIdentifier`, the name UI tests find views by.
    public var name: String {
        didSet {
            dragRole = TraceWriter.join(name, ".drag")
            dropRole = TraceWriter.join(name, ".drop")
            nameDidChange()
        }
    }
    /// The view's size; its coordinate space starts at (0, 0).
    public var bounds: CGRect
    /// `frame`: where the view sits in its superview; its size is the bounds'.
    public var origin = CGPoint.zero
    /// `backgroundColor`: nil is clear, as UIKit's default.
    public var backgroundColor: Color?
    /// `isUserInteractionEnabled`: a view that takes no touches is passed over by a finger,
    /// which is over its superview instead (UIKit's hit testing). An image view starts without.
    public var isUserInteractionEnabled = true
    /// `superview` and `subviews`: set by `addSubview(_:)` and `removeFromSuperview()`.
    public internal(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    public private(set) var dragInteraction: DragInteraction?
    public private(set) var dropInteraction: DropInteraction?
    /// `gestureRecognizers`: those added with `addGestureRecognizer(_:)`, in order.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// `app` for the app under test, or another app's name; set when the view is installed.
    public internal(set) var app = "app" {
        // Spelt again only for another app: the app under test's views are installed as `app`.
        didSet { if app != oldValue { providerRole = TraceWriter.join(app, ".provider") } }
    }
    /// `APP.provider`, the trace's role for the providers of items lifted from the view:
    /// spelled when the view is installed, not for every item lifted.
    private(set) var providerRole = "app.provider"
    unowned var system: DragDropSystem?
    /// `NAME.drag` and `NAME.drop`, the trace's roles for the view's drag and drop callbacks:
    /// spelled once here, since the trace names one per callback.
    private(set) var dragRole: String
    private(set) var dropRole: String

    public init(name: String, size: CGSize = CGSize(width: 100, height: 100)) {
        self.name = name
        dragRole = TraceWriter.join(name, ".drag")
        dropRole = TraceWriter.join(name, ".drop")
        self.bounds = CGRect(origin: .zero, size: size)
    }

    /// A table's rows are named as the table is.
    func nameDidChange() {}

    /// `UIView(frame:)`: a view named `view` until the app gives it an
    /// `accessibilityIdentifier`, which scenarios name it by. A subclass overrides it as in
    /// UIKit.
    public init(frame: CGRect) {
        name = "view"
        dragRole = "view.drag"
        dropRole = "view.drop"
        bounds = CGRect(origin: .zero, size: frame.size)
        origin = frame.origin
    }

    public var center: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    public func addInteraction(_ interaction: DragInteraction) {
        interaction.view = self
        dragInteraction = interaction
    }

    public func addInteraction(_ interaction: DropInteraction) {
        interaction.view = self
        dropInteraction = interaction
    }
}
