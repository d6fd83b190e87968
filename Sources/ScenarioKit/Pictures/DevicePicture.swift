import DragDropCore
import ScenarioAppKit

/// The whole screen at one moment: the app's own picture, a panel for each other app the
/// scenario names, and drag and drop on top — each drag's finger, the stack of its items with
/// their count badge and the badge of the operation proposed under it, and the items a drop or
/// a cancel has just let go of. Everything drawn comes from the engine's `DragScene`.
struct DevicePicture {
    var app: Picture
    var placement: (String) -> Picture.Placement?
    var otherApps: [OtherApp]
    var scene: DragScene
    /// The app's cells where its picture draws them: where a gap opens or a cell lights up.
    var regions: [Picture.Region] = []

    /// The panels' column, right of the app.
    private static let panelWidth = 340.0, gap = 16.0, lineHeight = 26.0

    var picture: Picture {
        var shapes = app.shapes
        var width = app.width, height = app.height
        var panels: [String: (x: Double, y: Double, items: [String: Double])] = [:]
        if !otherApps.isEmpty {
            let x = app.width + Self.gap
            var y = 8.0
            for other in otherApps {
                let landing = scene.landings.contains { $0.place == .otherApp(other.name) && $0.operation != .cancel }
                var lines: [(String, String)] = []
                var itemLines: [String: Double] = [:]
                for id in other.offers {
                    itemLines[id] = y + 30 + Double(lines.count + 1) * Self.lineHeight
                    lines.append(("offers " + id, PictureColour.ink))
                }
                if let accepts = other.accepts { lines.append(("takes " + (accepts.isEmpty ? "nothing" : accepts.joined(separator: ", ")), PictureColour.faint)) }
                for item in other.received {
                    let loaded = item.values.isEmpty && item.failures.isEmpty ? "loading…" : "\(item.values.count) loaded" + (item.failures.isEmpty ? "" : ", \(item.failures.count) failed")
                    lines.append(("received \(item.identifier ?? "an item"): \(loaded)", "#1b6e2a"))
                    // What was handed over, as the app received it.
                    for value in item.values.prefix(3) { lines.append(("  " + value, PictureColour.ink)) }
                }
                let boxHeight = 40 + Double(max(lines.count, 1)) * Self.lineHeight
                shapes.append(.box(x: x, y: y, width: Self.panelWidth, height: boxHeight, style: .init(fill: landing ? "#eaf7ea" : "#f4f4f4", stroke: landing ? "#3a3" : "#999", radius: 8)))
                shapes.append(.text(x: x + 10, y: y + 26, PictureColour.fitting(other.name, width: Self.panelWidth - 20, size: 22), size: 22, colour: PictureColour.ink))
                for (index, line) in lines.enumerated() {
                    shapes.append(.text(x: x + 14, y: y + 30 + Double(index + 1) * Self.lineHeight, PictureColour.fitting(line.0, width: Self.panelWidth - 24, size: 18), size: 18, colour: line.1))
                }
                panels[other.name] = (x, y, itemLines)
                y += boxHeight + 10
            }
            width = x + Self.panelWidth + 8
            height = max(height, y)
        }
        var words: [String] = []
        let overlay = shapes.count
        for drag in scene.drags where drag.operation != .cancel && drag.operation != .forbidden {
            guard let destination = drag.destination, destination.count == 2, let intent = drag.intent else { continue }
            let (section, item) = (destination[0], destination[1])
            let path = "[\(section),\(item)]"
            switch intent {
            case .insertIntoDestinationIndexPath:
                guard let cell = regions.first(where: { $0.target == .cell(section: section, item: item) }) else { continue }
                shapes.append(.box(x: cell.x + 1, y: cell.y + 1, width: max(cell.width - 2, 1), height: max(cell.height - 2, 1), style: .init(fill: "rgba(40,110,220,0.25)", stroke: "#2860c0", radius: 6)))
                words.append("cell \(path) highlighted to drop into")
            case .insertAtDestinationIndexPath:
                // The gap opens before the destination's cell, or after the section's last.
                let cells = regions.filter { if case .cell(let s, _) = $0.target { s == section } else { false } }
                let bar: (x: Double, y: Double, height: Double)
                if let cell = cells.first(where: { $0.target == .cell(section: section, item: item) }) {
                    bar = (cell.x, cell.y, cell.height)
                } else if let last = cells.last {
                    bar = (last.x + last.width, last.y, last.height)
                } else {
                    continue
                }
                shapes.append(.box(x: bar.x - 4, y: bar.y + 2, width: 8, height: max(bar.height - 4, 4), style: .init(fill: "#2860c0", stroke: "#fff", radius: 4)))
                words.append("a gap opens at \(path)")
            case .unspecified:
                continue
            }
        }
        for drag in scene.drags {
            guard let (x, y) = point(of: drag.place, panels: panels) else {
                words.append("finger \(drag.finger) holds \(Self.items(drag.items.count)) off the picture")
                continue
            }
            shapes += Self.drag(drag, x: x, y: y, width: width)
            words.append("finger \(drag.finger) drags \(Self.items(drag.items.count))" + (drag.operation == .cancel ? "" : ": \(drag.operation)"))
            if drag.withoutLiftPreview > 0 { words.append("\(Self.items(drag.withoutLiftPreview)) with no lift preview") }
            if let preview = drag.liftPreview { words.append("lifted as " + Self.describe(preview)) }
            if drag.fullSize { words.append("full-size previews") }
        }
        for landing in scene.landings {
            let verb = landing.fadesOut ? "fading out" : landing.cancelTarget != nil ? "flying to its target" : landing.operation == .cancel ? "going back" : "dropped"
            let aim = landing.target ?? landing.cancelTarget
            words.append("\(Self.items(landing.items)) \(verb)" + (aim.map { " into a \(Self.scale($0.scale)) preview" } ?? ""))
            // A retargeted preview flies to its target in the view under the finger; a
            // retargeted cancel to its target in the view the drag began in; any other cancel
            // from where the finger let go back to where the drag began.
            let release = point(of: landing.place, panels: panels)
            var at = release, from: (Double, Double)?
            if let target = landing.target, case .view(let name, _) = landing.place, let placement = placement(name) {
                at = placement.point(target.center)
            } else if landing.operation == .cancel, !landing.fadesOut {
                if let target = landing.cancelTarget, case .view(let name, _) = landing.source, let placement = placement(name) {
                    at = placement.point(target.center)
                    from = release
                } else if let home = point(of: landing.source, panels: panels) {
                    at = home
                    from = release
                }
            }
            guard let (x, y) = at else { continue }
            shapes += Self.landing(landing, x: x, y: y, from: from, width: width, around: shapes)
        }
        let title = words.isEmpty ? app.title : app.title + "; " + words.joined(separator: "; ")
        // Whatever drag and drop drew past the app's edges widens the picture: nothing clipped.
        for shape in shapes[overlay...] {
            switch shape {
            case .box(let x, let y, let w, let h, _):
                (width, height) = (max(width, x + w + 4), max(height, y + h + 4))
            case .text(let x, let y, let text, let size, let anchor, _):
                let extent = Self.extent(text, size: size)
                let right = anchor == .start ? x + extent : anchor == .middle ? x + extent / 2 : x
                (width, height) = (max(width, right + 4), max(height, y + size * 0.3 + 4))
            case .line(let x1, let y1, let x2, let y2, _, _, _):
                (width, height) = (max(width, max(x1, x2) + 4), max(height, max(y1, y2) + 4))
            }
        }
        return Picture(width: width, height: height, title: title, shapes: shapes)
    }

    /// Where `place` is in the picture: a view's point through its placement, another app's
    /// panel or the line of its item.
    private func point(of place: DragScene.Place, panels: [String: (x: Double, y: Double, items: [String: Double])]) -> (Double, Double)? {
        switch place {
        case .view(let name, let point):
            return placement(name).map { $0.point(point) }
        case .otherApp(let name):
            return panels[name].map { ($0.x + Self.panelWidth / 2, $0.y + 30) }
        case .otherAppItem(let name, let id):
            return panels[name].map { ($0.x + Self.panelWidth - 40, ($0.items[id] ?? $0.y + 30) - 5) }
        case .nowhere:
            return nil
        }
    }

    /// The finger, the stack of items lifted above it, the count badge on the stack and the
    /// operation's badge beside it, as UIKit draws a drag. The stack is about 100×100 points
    /// (drawn 80), the view's own size with `prefersFullSizePreviews` (drawn 130), and the
    /// shape of a custom lift preview's visible path, filled with its background.
    private static func drag(_ drag: DragScene.Drag, x: Double, y: Double, width: Double) -> [Picture.Shape] {
        var shapes: [Picture.Shape] = []
        let side = drag.fullSize ? 130.0 : 80.0, badge = 32.0
        var cardWidth = side, cardHeight = side
        if let path = drag.liftPreview?.parameters?.visiblePath?.bounds, path.width > 0, path.height > 0 {
            let ratio = Double(path.height / path.width)
            if ratio <= 1 { cardHeight = max(side * ratio, 20) } else { cardWidth = max(side / ratio, 20) }
        }
        // Above and right of the finger, as UIKit lifts it, unless that would leave the picture.
        let left = x + 10 + cardWidth + badge / 2 <= width ? x + 10 : max(x - 10 - cardWidth, badge / 2)
        let top = y - cardHeight - 14 >= badge / 2 + 4 ? y - cardHeight - 14 : y + 14
        // With no lift preview (previewForLifting nil) UIKit shows no lifted card: the stack is
        // drawn as an empty dashed outline, marked as such.
        let lifted = drag.withoutLiftPreview < drag.items.count
        let background = drag.liftPreview?.parameters?.backgroundName
        for layer in (0..<min(drag.items.count, 3)).reversed() {
            let offset = Double(layer) * 7
            let name = drag.items[layer] ?? "item"
            // The preview's own view cut to its path; `clear` leaves nothing around the path.
            let fill = background == nil || background == "clear" ? PictureColour.fill(for: drag.liftPreview?.view ?? name) : background ?? ""
            let style: Picture.Style = lifted ? .init(fill: fill, stroke: "#555", dashed: background == "clear", radius: 8) : .init(fill: "none", stroke: "#888", dashed: true, radius: 8)
            shapes.append(.box(x: left + offset, y: top - offset, width: cardWidth, height: cardHeight, style: style))
        }
        if drag.withoutLiftPreview > 0 {
            shapes.append(.text(x: left + cardWidth / 2, y: top + cardHeight + 14, "no lift preview", size: 13, anchor: .middle, colour: "#a33"))
        }
        if let name = drag.liftPreview?.view ?? drag.items.first ?? nil {
            shapes.append(.text(x: left + cardWidth / 2, y: top + cardHeight / 2 + 6, PictureColour.fitting(name, width: cardWidth - 8, size: 16), size: 16, anchor: .middle))
        }
        shapes.append(.box(x: x - 18, y: y - 18, width: 36, height: 36, style: .init(fill: "rgba(40,110,220,0.35)", stroke: "#2860c0", radius: 18)))
        shapes.append(.text(x: x, y: y + 6, "\(drag.finger)", size: 17, anchor: .middle, colour: "#123"))
        if drag.items.count > 1 {
            let badgeX = left + cardWidth - badge / 2, badgeY = top - badge / 2
            shapes.append(.box(x: badgeX, y: badgeY, width: badge, height: badge, style: .init(fill: "#2860c0", stroke: "#fff", radius: badge / 2)))
            shapes.append(.text(x: badgeX + badge / 2, y: badgeY + badge / 2 + 7, "\(drag.items.count)", size: 19, anchor: .middle, colour: "#fff"))
        }
        let badgeX = left - badge / 2, badgeY = top - badge / 2
        switch drag.operation {
        case .copy:
            shapes.append(.box(x: badgeX, y: badgeY, width: badge, height: badge, style: .init(fill: "#2e9e44", stroke: "#fff", radius: badge / 2)))
            shapes.append(.line(x1: badgeX + 8, y1: badgeY + badge / 2, x2: badgeX + badge - 8, y2: badgeY + badge / 2, colour: "#fff"))
            shapes.append(.line(x1: badgeX + badge / 2, y1: badgeY + 8, x2: badgeX + badge / 2, y2: badgeY + badge - 8, colour: "#fff"))
        case .forbidden:
            shapes.append(.box(x: badgeX, y: badgeY, width: badge, height: badge, style: .init(fill: "#fff", stroke: "#c33", radius: badge / 2)))
            shapes.append(.line(x1: badgeX + 7, y1: badgeY + badge - 7, x2: badgeX + badge - 7, y2: badgeY + 7, colour: "#c33"))
        case .move, .cancel:
            break
        }
        return shapes
    }

    /// `badge, path 80×40, background clear`: what a custom lift preview is made of.
    private static func describe(_ preview: DragPreview) -> String {
        var parts: [String] = []
        if let view = preview.view { parts.append(view) }
        if let path = preview.parameters?.visiblePath?.bounds {
            parts.append("path \(Picture.number(Double(path.width)))×\(Picture.number(Double(path.height)))")
        }
        if let background = preview.parameters?.backgroundName { parts.append("background " + background) }
        return parts.joined(separator: ", ")
    }

    /// Items on their way: shrinking into the target on a drop, flying from where the finger
    /// let go (`from`) back to where the drag began, or to a cancel's target, on a cancel, and
    /// fading where they are when there is no cancel preview.
    private static func landing(_ landing: DragScene.Landing, x: Double, y: Double, from: (Double, Double)?, width: Double, around drawn: [Picture.Shape]) -> [Picture.Shape] {
        let dropped = landing.operation != .cancel
        let colour = landing.fadesOut ? "#ccc" : dropped ? "#2e9e44" : "#999"
        // A preview shrunk by its target is drawn shrunk, never to nothing.
        let card = 28 * min(max((landing.target ?? landing.cancelTarget)?.scale ?? 1, 0.25), 1)
        // Above the point, unless that would leave the picture.
        let top = y - card - 16 >= 4 ? y - card - 16 : y + 16
        var shapes: [Picture.Shape] = []
        let symbol = landing.fadesOut ? "…" : dropped ? "→" : "↩"
        if let (fromX, fromY) = from {
            // The arrow from the release to where the items land, its head at the landing.
            shapes.append(.line(x1: fromX, y1: fromY, x2: x, y2: top + card / 2, colour: colour, dashed: true, arrow: true))
        } else if !landing.fadesOut, x - card / 2 - 6 > 4 {
            shapes.append(.line(x1: max(x - 90, 4), y1: top + card / 2, x2: x - card / 2 - 6, y2: top + card / 2, colour: colour, dashed: true, arrow: true))
        }
        // The count and its sign beside the landing items, where no text of the picture is.
        let label = "\(landing.items) \(symbol)", labelWidth = Self.extent(label, size: 17)
        let spots = [
            (x + card / 2 + 8, top + card / 2 + 6), (x - card / 2 - 8 - labelWidth, top + card / 2 + 6),
            (x - labelWidth / 2, top + card + 22), (x - labelWidth / 2, top - 10), (x + card / 2 + 8, top + card + 40),
        ].map { (min(max($0.0, 4), max(width - labelWidth, 4)), max($0.1, 18)) }
        let texts = drawn.compactMap(Self.textBox)
        let free = spots.first { spot in
            !texts.contains { $0.x < spot.0 + labelWidth && spot.0 < $0.x + $0.width && $0.y < spot.1 + 4 && spot.1 - 17 < $0.y + $0.height }
        }
        let spot = free ?? spots[0]
        shapes.append(.text(x: spot.0, y: spot.1, label, size: 17, colour: colour))
        for layer in (0..<min(landing.items, 3)).reversed() {
            let offset = Double(layer) * 4
            shapes.append(.box(x: x - card / 2 + offset, y: top - offset, width: card, height: card, style: .init(fill: dropped ? "#eaf7ea" : "#f4f4f4", stroke: colour, dashed: true, radius: 4)))
        }
        return shapes
    }

    /// About how wide `text` is drawn at `size`: an em a Chinese character, 0.62 another.
    static func extent(_ text: String, size: Double) -> Double {
        text.reduce(0) { $0 + ($1.unicodeScalars.contains { $0.properties.isIdeographic } ? 1 : 0.62) } * size
    }

    /// The box a text shape about covers.
    private static func textBox(_ shape: Picture.Shape) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard case .text(let x, let y, let text, let size, let anchor, _) = shape else { return nil }
        let width = extent(text, size: size)
        let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
        return (left, y - size * 0.85, width, size * 1.1)
    }

    /// `0.1`, `1`: a scale as the trace writes it, to two decimals.
    private static func scale(_ value: Double) -> String {
        let hundredths = Int(Picture.bounded((value * 100).rounded(), limit: 1_000_000))
        return hundredths % 100 == 0 ? "\(hundredths / 100)×" : "\(Double(hundredths) / 100)×"
    }

    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
