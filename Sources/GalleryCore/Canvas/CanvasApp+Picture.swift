import ScenarioAppKit

/// The canvas drawn as a row of its views, each with its name, what it accepts and the text
/// it shows after a drop.
extension CanvasApp: AppPicturing {
    public func picture() -> Picture {
        let (margin, viewWidth, viewHeight, gap) = (Self.margin, Self.viewWidth, Self.viewHeight, Self.gap)
        let views = configuration.views
        var shapes: [Picture.Shape] = [.text(x: margin, y: 16, "canvas: \(views.count) view\(views.count == 1 ? "" : "s")", size: 14)]
        for (index, view) in views.enumerated() {
            let x = margin + Double(index) * (viewWidth + gap), y = 28.0
            let text = self.text(ofView: view.name)
            shapes.append(.box(x: x, y: y, width: viewWidth, height: viewHeight, style: .init(fill: text == nil ? PictureColour.frame : PictureColour.fill(for: view.name), stroke: "#888", radius: 6)))
            shapes.append(.text(x: x + 8, y: y + 18, PictureColour.fitting(view.name, width: viewWidth - 16, size: 13), size: 13))
            shapes.append(.text(x: x + viewWidth / 2, y: y + 50, PictureColour.fitting(text.map { "“\($0)”" } ?? "—", width: viewWidth - 16, size: 14), size: 14, anchor: .middle))
            let role = [view.drag != nil ? "drag" : nil, view.drop.map { "drop " + $0.accepts.joined(separator: " ") }].compactMap { $0 }.joined(separator: " · ")
            shapes.append(.text(x: x + 8, y: y + viewHeight - 8, PictureColour.fitting(role, width: viewWidth - 16, size: 10), size: 10, colour: PictureColour.faint))
        }
        let title = "canvas: " + views.map { "\($0.name) " + (text(ofView: $0.name).map { "shows \"\($0)\"" } ?? "empty") }.joined(separator: ", ")
        return Picture(width: margin * 2 + Double(max(views.count, 1)) * (viewWidth + gap), height: 28 + viewHeight + margin, title: title, shapes: shapes)
    }

    /// Each view, where `picture()` draws it.
    public func regions() -> [Picture.Region] {
        configuration.views.enumerated().map { index, view in
            Picture.Region(x: Self.margin + Double(index) * (Self.viewWidth + Self.gap), y: 28, width: Self.viewWidth, height: Self.viewHeight, target: .view(view.name))
        }
    }

    private static let margin = 8.0, viewWidth = 150.0, viewHeight = 90.0, gap = 12.0
}
