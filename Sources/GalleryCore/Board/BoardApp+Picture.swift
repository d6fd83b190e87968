import ScenarioAppKit

/// The board drawn as seed 002 shows it: a row of cards per section, the open `+` slots a
/// drag adds dashed and green.
extension BoardApp: AppPicturing {
    public func picture() -> Picture {
        let (margin, cellWidth, cellHeight, labelWidth, rowGap) = (Self.margin, Self.cellWidth, Self.cellHeight, Self.labelWidth, Self.rowGap)
        var shapes: [Picture.Shape] = [.text(x: margin, y: 16, "board: \(cells.count) section\(cells.count == 1 ? "" : "s")", size: 14)]
        var y = 28.0
        var widest = 0
        for (section, row) in cells.enumerated() {
            shapes.append(.text(x: margin, y: y + cellHeight / 2 + 4, "section \(section)", size: 12, colour: PictureColour.faint))
            for (item, cell) in row.enumerated() {
                let x = margin + labelWidth + Double(item) * (cellWidth + 4)
                switch cell {
                case .simple(let text):
                    shapes.append(.box(x: x, y: y, width: cellWidth, height: cellHeight, style: .init(fill: PictureColour.fill(for: text), stroke: "#999", radius: 4)))
                    shapes.append(.text(x: x + cellWidth / 2, y: y + cellHeight / 2 + 4, PictureColour.fitting(text, width: cellWidth - 8, size: 12), size: 12, anchor: .middle))
                case .availableToDrop:
                    shapes.append(.box(x: x, y: y, width: cellWidth, height: cellHeight, style: .init(fill: "#eaf7ea", stroke: "#3a3", dashed: true, radius: 4)))
                    shapes.append(.text(x: x + cellWidth / 2, y: y + cellHeight / 2 + 5, "+", size: 16, anchor: .middle, colour: "#3a3"))
                }
            }
            widest = max(widest, row.count)
            y += cellHeight + rowGap
        }
        let title = "board: " + cells.enumerated().map { "section \($0.offset): " + ($0.element.isEmpty ? "empty" : $0.element.map(\.text).joined(separator: ", ")) }.joined(separator: "; ")
        return Picture(width: margin * 2 + labelWidth + Double(max(widest, 1)) * (cellWidth + 4), height: y + margin, title: title, shapes: shapes)
    }

    /// The board's rows, where no card is, and each card over them: where `picture()` draws them.
    public func regions() -> [Picture.Region] {
        let cells = self.cells
        let widest = max(cells.map(\.count).max() ?? 0, 1)
        let height = Double(cells.count) * (Self.cellHeight + Self.rowGap)
        var regions = [Picture.Region(x: Self.margin, y: 28, width: Self.labelWidth + Double(widest) * (Self.cellWidth + 4), height: height, target: .empty)]
        for (section, row) in cells.enumerated() {
            let y = 28 + Double(section) * (Self.cellHeight + Self.rowGap)
            for item in row.indices {
                regions.append(Picture.Region(x: Self.margin + Self.labelWidth + Double(item) * (Self.cellWidth + 4), y: y, width: Self.cellWidth, height: Self.cellHeight, target: .cell(section: section, item: item)))
            }
        }
        return regions
    }

    private static let margin = 8.0, cellWidth = 96.0, cellHeight = 40.0, labelWidth = 84.0, rowGap = 8.0
}
