/// The canvas's starting state: plain views with drag and drop interactions.
public struct CanvasGiven: Equatable, Sendable {
    /// The views in the order written.
    public var views: [View]

    public init(views: [View] = []) {
        self.views = views
    }
}
