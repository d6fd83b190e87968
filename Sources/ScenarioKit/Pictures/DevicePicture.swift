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
        for drag in scene.drags {
            guard let (x, y) = point(of: drag.place, panels: panels) else {
                words.append("finger \(drag.finger) holds \(Self.items(drag.items.count)) off the picture")
                continue
            }
            shapes += Self.drag(drag, x: x, y: y)
            words.append("finger \(drag.finger) drags \(Self.items(drag.items.count))" + (drag.operation == .cancel ? "" : ": \(drag.operation)"))
            if drag.withoutLiftPreview > 0 { words.append("\(Self.items(drag.withoutLiftPreview)) with no lift preview") }
        }
        for landing in scene.landings {
            let verb = landing.fadesOut ? "fading out" : landing.operation == .cancel ? "going back" : "dropped"
            words.append("\(Self.items(landing.items)) \(verb)" + (landing.target.map { " into a \(Self.scale($0.scale)) preview" } ?? ""))
            guard var (x, y) = point(of: landing.place, panels: panels) else { continue }
            // A retargeted preview flies to its target in the view under the finger.
            if let target = landing.target, case .view(let name, _) = landing.place, let placement = placement(name) {
                (x, y) = placement.point(target.center)
            }
            shapes += Self.landing(landing, x: x, y: y)
        }
        let title = words.isEmpty ? app.title : app.title + "; " + words.joined(separator: "; ")
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
    /// operation's badge beside it, as UIKit draws a drag.
    private static func drag(_ drag: DragScene.Drag, x: Double, y: Double) -> [Picture.Shape] {
        var shapes: [Picture.Shape] = []
        let card = 80.0, badge = 32.0
        // Above the finger, as UIKit lifts it, unless that would leave the picture.
        let left = x + 10, top = y - card - 14 >= 20 ? y - card - 14 : y + 14
        // With no lift preview (previewForLifting nil) UIKit shows no lifted card: the stack is
        // drawn as an empty dashed outline, marked as such.
        let lifted = drag.withoutLiftPreview < drag.items.count
        for layer in (0..<min(drag.items.count, 3)).reversed() {
            let offset = Double(layer) * 7
            let name = drag.items[layer] ?? "item"
            let style: Picture.Style = lifted ? .init(fill: PictureColour.fill(for: name), stroke: "#555", radius: 8) : .init(fill: "none", stroke: "#888", dashed: true, radius: 8)
            shapes.append(.box(x: left + offset, y: top - offset, width: card, height: card, style: style))
        }
        if drag.withoutLiftPreview > 0 {
            shapes.append(.text(x: left + card / 2, y: top + card + 14, "no lift preview", size: 13, anchor: .middle, colour: "#a33"))
        }
        if let name = drag.items.first ?? nil {
            shapes.append(.text(x: left + card / 2, y: top + card / 2 + 6, PictureColour.fitting(name, width: card - 8, size: 16), size: 16, anchor: .middle))
        }
        shapes.append(.box(x: x - 18, y: y - 18, width: 36, height: 36, style: .init(fill: "rgba(40,110,220,0.35)", stroke: "#2860c0", radius: 18)))
        shapes.append(.text(x: x, y: y + 6, "\(drag.finger)", size: 17, anchor: .middle, colour: "#123"))
        if drag.items.count > 1 {
            let badgeX = left + card + 14 - badge / 2, badgeY = top - 14 - badge / 2
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

    /// Items on their way: shrinking into the target on a drop, dashed back home on a cancel.
    private static func landing(_ landing: DragScene.Landing, x: Double, y: Double) -> [Picture.Shape] {
        let dropped = landing.operation != .cancel
        let colour = landing.fadesOut ? "#ccc" : dropped ? "#2e9e44" : "#999"
        // A preview shrunk by its target is drawn shrunk, never to nothing.
        let card = 28 * min(max(landing.target?.scale ?? 1, 0.25), 1)
        // Above the point, unless that would leave the picture.
        let top = y - card - 16 >= 4 ? y - card - 16 : y + 16
        var shapes: [Picture.Shape] = []
        if !landing.fadesOut {
            shapes.append(.line(x1: x - 90, y1: top + card / 2, x2: x - card / 2 - 6, y2: top + card / 2, colour: colour, dashed: true, arrow: true))
        }
        for layer in (0..<min(landing.items, 3)).reversed() {
            let offset = Double(layer) * 4
            shapes.append(.box(x: x - card / 2 + offset, y: top - offset, width: card, height: card, style: .init(fill: dropped ? "#eaf7ea" : "#f4f4f4", stroke: colour, dashed: true, radius: 4)))
        }
        shapes.append(.text(x: x - 90, y: top + card / 2 - 8, "\(landing.items) \(landing.fadesOut ? "…" : dropped ? "→" : "↩")", size: 17, colour: colour))
        return shapes
    }

    /// `0.1`, `1`: a scale as the trace writes it, to two decimals.
    private static func scale(_ value: Double) -> String {
        let hundredths = Int(Picture.bounded((value * 100).rounded(), limit: 1_000_000))
        return hundredths % 100 == 0 ? "\(hundredths / 100)×" : "\(Double(hundredths) / 100)×"
    }

    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
