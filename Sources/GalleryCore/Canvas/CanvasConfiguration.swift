/// A scenario's `given` for the canvas: its views, in order.
public struct CanvasConfiguration: Equatable, Sendable {
    public var views: [CanvasViewConfiguration]

    public init(views: [CanvasViewConfiguration] = []) {
        self.views = views
    }
}
