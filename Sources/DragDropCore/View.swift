import Foundation

/// `UIView`, reduced to what drag and drop needs: a name for the trace, a size, interactions.
open class View {
    /// Names the view in the trace (`trash.drop`) and in scenarios (`{view: trash}`).
    public let name: String
    /// The view's size; its coordinate space starts at (0, 0).
    public var bounds: CGRect
    public private(set) var dragInteraction: DragInteraction?
    public private(set) var dropInteraction: DropInteraction?
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
    let dragRole: String
    let dropRole: String

    public init(name: String, size: CGSize = CGSize(width: 100, height: 100)) {
        self.name = name
        dragRole = TraceWriter.join(name, ".drag")
        dropRole = TraceWriter.join(name, ".drop")
        self.bounds = CGRect(origin: .zero, size: size)
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
