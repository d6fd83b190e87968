import DragDropCore
import ScenarioAppKit

/// The canvas drawn as a grid of its views, three a row so many views stay readable, each
/// with its name, what it accepts and the text it shows after a drop.
extension CanvasApp: AppPicturing {
    public func picture() -> Picture {
        let views = configuration.views
        var shapes: [Picture.Shape] = [.text(x: Self.margin, y: 16, "canvas: \(views.count) view\(views.count == 1 ? "" : "s")", size: 14)]
        for (index, view) in views.enumerated() {
            let (x, y) = Self.origin(ofViewAt: index)
            let (viewWidth, viewHeight) = (Self.viewWidth, Self.viewHeight)
            let text = self.text(ofView: view.name)
            shapes.append(.box(x: x, y: y, width: viewWidth, height: viewHeight, style: .init(fill: text == nil ? PictureColour.frame : PictureColour.fill(for: view.name), stroke: "#888", radius: 6)))
            shapes.append(.text(x: x + 8, y: y + 18, PictureColour.fitting(view.name, width: viewWidth - 16, size: 13), size: 13))
            // What it shows below the middle, where a finger on the view would hide it.
            shapes.append(.text(x: x + viewWidth / 2, y: y + viewHeight - 24, PictureColour.fitting(text.map { "“\($0)”" } ?? "—", width: viewWidth - 16, size: 14), size: 14, anchor: .middle))
            let role = [view.drag != nil ? "drag" : nil, view.drop.map { "drop " + $0.accepts.joined(separator: " ") }].compactMap { $0 }.joined(separator: " · ")
            shapes.append(.text(x: x + 8, y: y + viewHeight - 7, PictureColour.fitting(role, width: viewWidth - 16, size: 10), size: 10, colour: PictureColour.faint))
        }
        let title = "canvas: " + views.map { "\($0.name) " + (text(ofView: $0.name).map { "shows \"\($0)\"" } ?? "empty") }.joined(separator: ", ")
        let columns = min(max(views.count, 1), Self.columns)
        let rows = max((views.count + Self.columns - 1) / Self.columns, 1)
        let width = Self.margin * 2 + Double(columns) * (Self.viewWidth + Self.gap) - Self.gap
        return Picture(width: width, height: Self.top + Double(rows) * (Self.viewHeight + Self.gap) - Self.gap + Self.margin, title: title, shapes: shapes)
    }

    /// Each view's box, scaled from the view's own size.
    public func placement(ofView name: String) -> Picture.Placement? {
        guard let index = configuration.views.firstIndex(where: { $0.name == name }), let view = view(named: name) else { return nil }
        let (x, y) = Self.origin(ofViewAt: index)
        let size = view.bounds.size
        return Picture.Placement(x: x, y: y, xScale: size.width > 0 ? Self.viewWidth / Double(size.width) : 1, yScale: size.height > 0 ? Self.viewHeight / Double(size.height) : 1)
    }

    private static let margin = 8.0, top = 28.0, viewWidth = 150.0, viewHeight = 110.0, gap = 12.0
    /// Three a row: a picture under 500 points wide, which the pages show at 0.8.
    private static let columns = 3

    private static func origin(ofViewAt index: Int) -> (x: Double, y: Double) {
        (margin + Double(index % columns) * (viewWidth + gap), top + Double(index / columns) * (viewHeight + gap))
    }

    /// Each view, where `picture()` draws it.
    public func regions() -> [Picture.Region] {
        configuration.views.enumerated().map { index, view in
            let (x, y) = Self.origin(ofViewAt: index)
            return Picture.Region(x: x, y: y, width: Self.viewWidth, height: Self.viewHeight, target: .view(view.name))
        }
    }

}
