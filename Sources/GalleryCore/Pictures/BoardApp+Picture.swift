import DragDropCore
import Foundation
import ScenarioAppKit

/// The board drawn as seed 002 shows it, from the collection view's own layout (three square
/// cards a row, sections one below the other), so a point drawn on a card is the point that
/// hits it; cards grey as the article's `cell.backgroundColor = .gray`, the open `+` slots a
/// drag adds translucent green.
extension BoardApp: AppPicturing {
    public func picture() -> Picture {
        let origin = Self.origin
        let frames = collectionView?.layoutFrames ?? []
        let width = max(Picture.bounded(Double(collectionView?.bounds.width ?? 0)), 100)
        var shapes: [Picture.Shape] = [.text(x: Self.margin, y: 28, "board: \(cells.count) section\(cells.count == 1 ? "" : "s")", size: 28)]
        var labelBottom = 0.0
        var firstFrame = 0
        for (section, row) in cells.enumerated() {
            let sectionFrames = frames[firstFrame...].prefix { $0.indexPath.section == section }
            firstFrame += sectionFrames.count
            let top = origin.y + (sectionFrames.first.map { Picture.bounded($0.rect.minY) } ?? (labelBottom - origin.y))
            let labelTop = max(top, labelBottom)
            shapes.append(.text(x: Self.margin, y: labelTop + 30, "section \(section)", size: 22, colour: PictureColour.faint))
            labelBottom = labelTop + 40
            if row.isEmpty {
                shapes.append(.text(x: Self.margin, y: labelTop + 60, "(empty)", size: 22, colour: PictureColour.faint))
                labelBottom += 30
            }
            // In the waterfall a card is drawn with its cell's text: while an item moves, the
            // layout shows cells at shifted index paths the model does not follow.
            let shown = configuration.layout == .flow ? nil : cellCards(inSection: section)
            for (offset, frame) in sectionFrames.enumerated() where frame.isItem && row.indices.contains(frame.indexPath.item) {
                let x = origin.x + Picture.bounded(frame.rect.minX), y = origin.y + Picture.bounded(frame.rect.minY)
                let w = max(Picture.bounded(frame.rect.width) - 8, 1), h = max(Picture.bounded(frame.rect.height) - 8, 1)
                let card = shown.flatMap { $0.indices.contains(offset) ? $0[offset] : nil } ?? row[frame.indexPath.item]
                switch card {
                case .simple(let text):
                    shapes.append(.box(x: x + 4, y: y + 4, width: w, height: h, style: .init(fill: "#c8c8c8", stroke: "#999", radius: 8)))
                    shapes.append(.text(x: x + 4 + w / 2, y: y + 4 + min(h / 2 + 28, 86), PictureColour.fitting(text, width: w - 16, size: 40), size: 40, anchor: .middle))
                case .availableToDrop:
                    shapes.append(.box(x: x + 4, y: y + 4, width: w, height: h, style: .init(fill: "rgba(0,200,0,0.25)", stroke: "#3a3", dashed: true, radius: 8)))
                    shapes.append(.text(x: x + 4 + w / 2, y: y + 4 + min(h / 2 + 28, 86), "+", size: 80, anchor: .middle, colour: "#3a3"))
                }
            }
        }
        let contentBottom = frames.map { origin.y + Picture.bounded($0.rect.maxY) }.max() ?? origin.y
        let title = "board: " + cells.enumerated().map { "section \($0.offset): " + ($0.element.isEmpty ? "empty" : $0.element.map(\.text).joined(separator: ", ")) }.joined(separator: "; ")
        return Picture(width: origin.x + width + Self.margin, height: max(contentBottom, labelBottom) + Self.margin, title: title, shapes: shapes)
    }

    /// Per entry of `section`, in order, the card its cell shows; nil for a placeholder.
    private func cellCards(inSection section: Int) -> [BoardCell?] {
        guard let collectionView else { return [] }
        var item = 0
        return collectionView.entryKinds(inSection: section).map { isItem -> BoardCell? in
            guard isItem else { return nil }
            defer { item += 1 }
            return (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? BoardCollectionViewCell).flatMap(Self.card(shownBy:))
        }
    }

    /// The card a cell shows, read from the cell as the app configured it: a grey cell with
    /// its text is a card, a translucent green one an open slot.
    private static func card(shownBy cell: BoardCollectionViewCell) -> BoardCell? {
        if cell.backgroundColor == .gray { return .simple(text: cell.label?.text ?? "") }
        return cell.backgroundColor == nil || cell.backgroundColor == .white ? nil : .availableToDrop
    }

    /// The collection view where no card is, and each card over it: where `picture()` draws them.
    public func regions() -> [Picture.Region] {
        let origin = Self.origin
        let frames = collectionView?.layoutFrames ?? []
        let width = max(Picture.bounded(Double(collectionView?.bounds.width ?? 0)), 100)
        let height = max(frames.map { Picture.bounded($0.rect.maxY) }.max() ?? 0, 40)
        var regions = [Picture.Region(x: origin.x, y: origin.y, width: width, height: height, target: .empty)]
        for frame in frames where frame.isItem {
            let rect = frame.rect
            regions.append(Picture.Region(x: origin.x + Picture.bounded(rect.minX), y: origin.y + Picture.bounded(rect.minY), width: Picture.bounded(rect.width), height: Picture.bounded(rect.height), target: .cell(section: frame.indexPath.section, item: frame.indexPath.item)))
        }
        return regions
    }

    /// The collection view at its own size, right of the section labels.
    public func placement(ofView name: String) -> Picture.Placement? {
        guard let collectionView, name == collectionView.name else { return nil }
        return Picture.Placement(x: Self.origin.x, y: Self.origin.y)
    }

    private static let margin = 8.0
    /// Where the collection view's (0, 0) is drawn: right of a column of section labels.
    private static let origin = (x: margin + 150, y: 44.0)
}
