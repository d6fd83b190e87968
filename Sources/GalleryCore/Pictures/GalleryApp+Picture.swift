import DragDropCore
import Foundation
import ScenarioAppKit
import UIKitNames

/// The gallery drawn as the tutorial's screen shows it: the flow layout's cells at their
/// aspect ratios, each named after its image (or still loading, or the error image), drop
/// placeholders dashed, and the trash in the navigation bar above, where the tutorial puts
/// its `GarbageView` (a bar button item's custom view). Once the gallery has scrolled, only
/// what its visible bounds show is drawn, as the screen shows it: the rows wholly inside them.
extension GalleryApp: AppPicturing {
    public func picture() -> Picture {
        let margin = Self.margin, top = Self.top
        var shapes: [Picture.Shape] = []
        let frames = shownFrames
        let width = self.width
        let contentHeight = self.contentHeight(frames)
        let images = self.images
        shapes.append(.box(x: margin, y: top, width: width, height: contentHeight, style: .init(fill: PictureColour.frame, stroke: "#bbb")))
        var placeholders = 0
        for frame in frames {
            let x = margin + frame.rect.minX, y = top + frame.rect.minY
            let w = frame.rect.width, h = frame.rect.height
            guard frame.isItem else {
                placeholders += 1
                shapes.append(.box(x: x + 2, y: y + 2, width: max(w - 4, 1), height: max(h - 4, 1), style: .init(fill: PictureColour.placeholder, stroke: "#c9a400", dashed: true, radius: 4)))
                // The tutorial's DropPlaceholderCell: no image, a spinning activity indicator.
                shapes += Self.spinner(x: x + w / 2, y: y + 26, colour: "#8a6d00")
                shapes.append(.text(x: x + w / 2, y: y + 60, "placeholder", size: 20, anchor: .middle, colour: "#8a6d00"))
                continue
            }
            let index = frame.indexPath.item
            let model = images.indices.contains(index) ? images[index] : nil
            let name = model.map { Self.shortName($0.url.absoluteString) } ?? "?"
            let shown = image(at: index)
            let failed = shown?.name == "error-image"
            let fill = shown == nil ? PictureColour.loading : failed ? PictureColour.error : PictureColour.fill(for: model?.url.absoluteString ?? name)
            shapes.append(.box(x: x + 2, y: y + 2, width: max(w - 4, 1), height: max(h - 4, 1), style: .init(fill: fill, stroke: failed ? "#c33" : "#999", radius: 4)))
            if failed {
                // The tutorial's error image: the word "Error" over a frown.
                shapes.append(.text(x: x + w / 2, y: y + 30, "Error", size: 20, anchor: .middle, colour: "#c33"))
                shapes.append(.text(x: x + w / 2, y: y + h - 14, "☹", size: 30, anchor: .middle, colour: "#c33"))
            }
            // A cell still fetching its image spins, as the tutorial's cell does while loading.
            if shown == nil { shapes += Self.spinner(x: x + w / 2, y: y + 66, colour: PictureColour.faint) }
            let state = shown == nil ? "loading…" : failed ? "error image" : model.map { "aspect \(Self.ratio($0.aspectRatio))" } ?? ""
            // Named at the top, where a finger on the cell's middle does not hide the name.
            shapes.append(.text(x: x + w / 2, y: y + (failed ? 56 : 26), PictureColour.fitting(name, width: w - 8, size: 19), size: 19, anchor: .middle))
            shapes.append(.text(x: x + w / 2, y: y + (failed ? 76 : 46), state, size: 16, anchor: .middle, colour: PictureColour.faint))
        }
        let trash = trashBox
        shapes.insert(.box(x: margin, y: 0, width: width, height: Self.barHeight, style: .init(fill: "#f7f7f7", stroke: "#ccc")), at: 0)
        shapes.append(.box(x: trash.x, y: trash.y, width: trash.width, height: trash.height, style: .init(fill: "#e8e8e8", stroke: "#777", radius: 6)))
        shapes.append(.text(x: trash.x - 6, y: trash.y + trash.height / 2 + 5, "trash", size: 14, anchor: .end))
        let scrolled = isScrolled ? ", scrolled to \(Int(Picture.bounded(Double(collectionView?.contentOffset.y ?? 0)))) pt" : ""
        let perRow = width > 0 && itemWidth > 0 ? ", \(max(1, Int(((Double(collectionView?.bounds.width ?? 0) + 0.0001) / itemWidth).rounded(.down)))) per row" : ""
        let heading = "gallery (\(variant.rawValue)): \(images.count) image\(images.count == 1 ? "" : "s")" + (placeholders > 0 ? ", \(placeholders) placeholder\(placeholders == 1 ? "" : "s")" : "") + (itemWidth != defaultItemWidth ? perRow : "") + scrolled
        shapes.insert(.text(x: margin + 6, y: Self.barHeight / 2 + 7, PictureColour.fitting(heading, width: max(width - trash.width - 80, 40), size: 19), size: 19, colour: PictureColour.ink), at: 1)
        let title = "gallery: " + (images.isEmpty ? "no images" : images.map { Self.shortName($0.url.absoluteString) }.joined(separator: ", ")) + (placeholders > 0 ? "; \(placeholders) placeholder\(placeholders == 1 ? "" : "s")" : "")
        return Picture(width: width + 2 * margin, height: top + contentHeight + margin, title: title, shapes: shapes)
    }

    /// The collection view at its own size below the navigation bar, the trash at the bar's
    /// right end.
    public func placement(ofView name: String) -> Picture.Placement? {
        if let collectionView, name == collectionView.name {
            return Picture.Placement(x: Self.margin, y: Self.top - (isScrolled ? Picture.bounded(Double(collectionView.contentOffset.y)) : 0))
        }
        guard name == "trash" else { return nil }
        let trash = trashBox
        return Picture.Placement(x: trash.x, y: trash.y)
    }

    private static let margin = 8.0, barHeight = 52.0, top = barHeight + 8

    /// Whether the gallery has scrolled, so that its cells follow its visible bounds.
    private var isScrolled: Bool {
        guard let collectionView else { return false }
        return collectionView.contentOffset != .zero || collectionView.showsOnlyVisibleCells
    }

    /// The frames drawn: every entry's, or once scrolled, those wholly inside the visible
    /// bounds, moved up by the content offset.
    private var shownFrames: [FlowLayout.Frame] {
        guard let collectionView else { return [] }
        guard isScrolled else { return collectionView.layoutFrames }
        let visible = collectionView.visibleBounds
        return collectionView.layoutFrames.compactMap { frame in
            guard frame.rect.minY >= visible.minY - 0.5, frame.rect.maxY <= visible.maxY + 0.5 else { return nil }
            var moved = frame
            moved.rect.origin.y -= visible.minY
            return moved
        }
    }

    /// The width of a column before any pinch: the collection's over the columns.
    private var defaultItemWidth: Double {
        (max(0, Double(collectionView?.bounds.width ?? 0)) / Double(max(1, configuration.columns))).rounded(.down)
    }

    private var width: Double { max(Picture.bounded(Double(collectionView?.bounds.width ?? 0)), 100) }

    private func contentHeight(_ frames: [FlowLayout.Frame]) -> Double {
        max(frames.map { Picture.bounded($0.rect.maxY) }.max() ?? 0, 60)
    }

    /// The trash at its own size (no taller than the bar), at the navigation bar's right end.
    private var trashBox: (x: Double, y: Double, width: Double, height: Double) {
        let size = view(named: "trash")?.bounds.size ?? CGSize(width: 44, height: 44)
        let width = min(Picture.bounded(size.width), self.width), height = min(Picture.bounded(size.height), Self.barHeight - 8)
        return (Self.margin + self.width - width - 6, (Self.barHeight - height) / 2, width, height)
    }

    /// The collection view where no cell is, each item's cell over it, and the trash: where
    /// `picture()` draws them.
    public func regions() -> [Picture.Region] {
        let frames = shownFrames
        var regions = [Picture.Region(x: Self.margin, y: Self.top, width: width, height: contentHeight(frames), target: .empty)]
        for frame in frames where frame.isItem {
            let rect = frame.rect
            regions.append(Picture.Region(x: Self.margin + Picture.bounded(rect.minX), y: Self.top + Picture.bounded(rect.minY), width: Picture.bounded(rect.width), height: Picture.bounded(rect.height), target: .cell(section: frame.indexPath.section, item: frame.indexPath.item)))
        }
        let trash = trashBox
        regions.append(Picture.Region(x: trash.x, y: trash.y, width: trash.width, height: trash.height, target: .view("trash")))
        return regions
    }

    /// `UIActivityIndicatorView` spinning: a dashed ring centred on (x, y).
    static func spinner(x: Double, y: Double, colour: String) -> [Picture.Shape] {
        [.box(x: x - 10, y: y - 10, width: 20, height: 20, style: .init(fill: "none", stroke: colour, dashed: true, radius: 10))]
    }

    /// The last path component of an image's URL, as expectations name images.
    static func shortName(_ url: String) -> String {
        let path = url.split(separator: "?").first.map(String.init) ?? url
        return path.split(separator: "/").last.map(String.init) ?? url
    }

    /// `1.5`, `0.67`: the ratio to two decimals, trailing zeros dropped.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = Int(Picture.bounded((value * 100).rounded()))
        let whole = hundredths / 100, rest = abs(hundredths % 100)
        if rest == 0 { return "\(whole)" }
        return rest % 10 == 0 ? "\(whole).\(rest / 10)" : "\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}
