import Foundation

extension Step {
    /// Two fingers pinching a view by `scale` (above 1 spreading apart, below 1 closing): its
    /// pinch gesture recognisers begin, change once to `scale`, and end. The view named
    /// `view`, or the app's one collection view.
    public struct Pinch: Equatable, Sendable {
        public var scale: Double
        public var view: String?

        public init(scale: Double, view: String? = nil) {
            self.scale = scale
            self.view = view
        }
    }
}
