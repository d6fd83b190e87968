/// A drawing of an app's state or of a trace, as plain shapes: what the reports show as SVG.
///
/// Coordinates are points, y downwards, as UIKit's. Every number is made finite and bounded
/// when the picture is drawn, so a scenario's extreme sizes give a big picture, never a broken one.
public struct Picture: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// What the picture shows, in words: the SVG's `<title>`, read by screen readers and tests.
    public var title: String
    public var shapes: [Shape]

    public init(width: Double, height: Double, title: String, shapes: [Shape] = []) {
        self.width = width
        self.height = height
        self.title = title
        self.shapes = shapes
    }

    /// One element of a picture.
    public enum Shape: Hashable, Sendable {
        /// A rectangle: a cell, a view, a lane's band.
        case box(x: Double, y: Double, width: Double, height: Double, style: Style)
        /// One line of text; `anchor` is where `x` is: at its start, middle or end.
        case text(x: Double, y: Double, String, size: Double = 12, anchor: Anchor = .start, colour: String = "#222")
        /// A straight line, with an arrow head at its end when `arrow` is set.
        case line(x1: Double, y1: Double, x2: Double, y2: Double, colour: String = "#555", dashed: Bool = false, arrow: Bool = false)
    }

    /// How a box is painted.
    public struct Style: Hashable, Sendable {
        public var fill: String
        public var stroke: String
        public var dashed: Bool
        public var radius: Double

        public init(fill: String, stroke: String = "#888", dashed: Bool = false, radius: Double = 0) {
            self.fill = fill
            self.stroke = stroke
            self.dashed = dashed
            self.radius = radius
        }
    }

    /// Where a text's `x` sits along it.
    public enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// A coordinate within ±1,000,000 points, NaN as 0.
    public static func bounded(_ value: Double, limit: Double = 1_000_000) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -limit), limit)
    }
}
