import Foundation

extension Picture {
    /// Where one of the app's views sits in the app's picture, and at what scale it is drawn:
    /// a finger over the view is drawn at the point the engine holds, mapped through this.
    public struct Placement: Hashable, Sendable {
        /// The view's origin, in the picture's points.
        public var x: Double
        public var y: Double
        /// Picture points per view point, across and down.
        public var xScale: Double
        public var yScale: Double

        public init(x: Double, y: Double, xScale: Double = 1, yScale: Double = 1) {
            self.x = x
            self.y = y
            self.xScale = xScale
            self.yScale = yScale
        }

        /// `point`, in the view's coordinates, in the picture's.
        public func point(_ point: CGPoint) -> (x: Double, y: Double) {
            (x + Picture.bounded(Double(point.x)) * xScale, y + Picture.bounded(Double(point.y)) * yScale)
        }
    }
}
