import Foundation
import DragDropCore

/// One table view drawn as UIKit shows it, from what the engine knows of it: each section's
/// header, its rows at their heights with the text their cells show (a detail label as the
/// cell's style places it, an accessory at the row's end), its footer, the selected rows
/// shaded unless their cell's `selectionStyle` is `none`, a reorder control on every row while
/// the table edits rows its data source can move, and a drop in progress as UIKit shows it — a
/// gap opening, or a row highlighted.
///
/// Its regions are the targets a scenario names the table's places by, cut where the engine
/// cuts a row: a press in a row's top fifth is `part: top`, in its bottom fifth `part: bottom`
/// (where UIKit's `automatic` opens a gap and the last row's bottom is the section's end),
/// and between them the row itself; a header, a footer, and the table below every section
/// (`{view: T, empty: true}`). So a recorded step reaches the place that was pressed.
///
/// Every coordinate comes from the table's own heights (`heightForHeader(inSection:)`,
/// `heightForRow(at:)`, `heightForFooter(inSection:)`), laid down in one pass as the table's
/// hit-testing does, so a point drawn on a row is the point that hits it.
public struct TablePicture {
    public let tableView: TableView
    /// Where the table's (0, 0) is drawn.
    public var x: Double
    public var y: Double
    /// The text row `indexPath` shows where its cell's `textLabel` does not say it (a cell of
    /// the app's own class with its own labels); nil leaves the `textLabel`'s text.
    public var rowTitle: (IndexPath) -> String?

    public init(_ tableView: TableView, x: Double = 0, y: Double = 0, rowTitle: @escaping (IndexPath) -> String? = { _ in nil }) {
        self.tableView = tableView
        self.x = x
        self.y = y
        self.rowTitle = rowTitle
    }

    /// One section as laid down: where its header, rows and footer start and how tall each is.
    struct Section {
        var header: (top: Double, height: Double)
        var rows: [(top: Double, height: Double)]
        var footer: (top: Double, height: Double)
    }

    /// Every section, top to bottom, in the table's points.
    var sections: [Section] {
        var sections: [Section] = []
        var top = 0.0
        for section in 0..<max(tableView.numberOfSections, 0) {
            let header = Picture.bounded(Double(tableView.heightForHeader(inSection: section)))
            var laid = Section(header: (top, header), rows: [], footer: (0, 0))
            top += header
            for row in 0..<max(tableView.numberOfRows(inSection: section), 0) {
                let height = Picture.bounded(Double(tableView.heightForRow(at: IndexPath(row: row, section: section))))
                laid.rows.append((top, height))
                top += height
            }
            let footer = Picture.bounded(Double(tableView.heightForFooter(inSection: section)))
            laid.footer = (top, footer)
            top += footer
            sections.append(laid)
        }
        return sections
    }

    public var width: Double { max(Picture.bounded(Double(tableView.bounds.width)), 60) }

    /// The sections' height and a row's height below them: the empty area a drop can aim at.
    public var height: Double {
        let content = sections.last.map { $0.footer.top + $0.footer.height } ?? 0
        return content + max(Picture.bounded(Double(tableView.rowHeight)), 44)
    }

    /// Where the table is drawn, at its own size: what `placement(ofView:)` answers for it.
    public var placement: Picture.Placement { Picture.Placement(x: x, y: y) }

    /// The text row `indexPath` shows.
    public func text(ofRowAt indexPath: IndexPath) -> String {
        rowTitle(indexPath) ?? tableView.cellForRow(at: indexPath)?.textLabel?.text ?? ""
    }

    public var shapes: [Picture.Shape] {
        let laid = sections
        let width = self.width
        let selected = Set(tableView.indexPathsForSelectedRows ?? [])
        // UIKit shows the reorder control while editing rows its data source can move.
        let reorders = tableView.isEditing && tableView.dataSource is any TableViewMoveDataSource
        var shapes: [Picture.Shape] = [.box(x: x, y: y, width: width, height: height, style: .init(fill: "#ffffff", stroke: "#bbb"))]
        for (section, part) in laid.enumerated() {
            if part.header.height > 0 {
                shapes.append(.box(x: x, y: y + part.header.top, width: width, height: part.header.height, style: .init(fill: "#efeff4", stroke: "#d8d8dc")))
                let title = tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section) ?? ""
                shapes.append(.text(x: x + 16, y: y + part.header.top + min(part.header.height / 2 + 5, 20), PictureColour.fitting(title, width: width - 32, size: 14), size: 14, colour: PictureColour.faint))
            }
            for (row, place) in part.rows.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                let top = y + place.top
                let cell = tableView.cellForRow(at: indexPath)
                let shaded = selected.contains(indexPath) && cell?.selectionStyle != TableViewCell.SelectionStyle.none
                shapes.append(.box(x: x, y: top, width: width, height: place.height, style: .init(fill: shaded ? "#d9d9de" : "#ffffff", stroke: "none")))
                shapes.append(.line(x1: x + 16, y1: top + place.height, x2: x + width, y2: top + place.height, colour: "#c8c7cc"))
                // What the row shows at its trailing end: the reorder control while editing,
                // else its accessory; the labels have the room before it.
                var end = width - 16
                if reorders {
                    shapes.append(.text(x: x + end, y: top + min(place.height / 2 + 7, place.height), "≡", size: 22, anchor: .end, colour: PictureColour.faint))
                    end -= 40
                } else if let accessory = cell.flatMap({ Self.glyph(of: $0.accessoryType) }) {
                    shapes.append(.text(x: x + end, y: top + min(place.height / 2 + 6, place.height), accessory.text, size: 17, anchor: .end, colour: accessory.colour))
                    end -= accessory.width + 8
                }
                shapes += labels(of: cell, at: indexPath, top: top, height: place.height, room: end - 16)
            }
            if part.footer.height > 0 {
                let title = tableView.dataSource?.tableView(tableView, titleForFooterInSection: section) ?? ""
                shapes.append(.box(x: x, y: y + part.footer.top, width: width, height: part.footer.height, style: .init(fill: "#efeff4", stroke: "#d8d8dc")))
                shapes.append(.text(x: x + 16, y: y + part.footer.top + min(part.footer.height / 2 + 5, 20), PictureColour.fitting(title, width: width - 32, size: 12), size: 12, colour: PictureColour.faint))
            }
        }
        if laid.allSatisfy({ $0.rows.isEmpty }) {
            let bottom = laid.last.map { $0.footer.top + $0.footer.height } ?? 0
            shapes.append(.text(x: x + width / 2, y: y + bottom + 28, "no rows", size: 15, anchor: .middle, colour: PictureColour.faint))
        }
        shapes += dropShapes(laid)
        return shapes
    }

    /// A row's labels as its cell's style lays them out, in `room` points from its leading
    /// inset: the title alone; with `value1` the detail at the trailing end in grey; with
    /// `value2` a small blue title, then the detail; with `subtitle` the detail below the title.
    private func labels(of cell: TableViewCell?, at indexPath: IndexPath, top: Double, height: Double, room: Double) -> [Picture.Shape] {
        let title = text(ofRowAt: indexPath)
        let middle = top + min(height / 2 + 6, height)
        guard let cell, let detail = cell.detailTextLabel?.text, !detail.isEmpty else {
            return [.text(x: x + 16, y: middle, PictureColour.fitting(title, width: room, size: 17), size: 17, colour: PictureColour.ink)]
        }
        switch cell.style {
        case .subtitle:
            return [
                .text(x: x + 16, y: top + min(height / 2 - 1, height), PictureColour.fitting(title, width: room, size: 17), size: 17, colour: PictureColour.ink),
                .text(x: x + 16, y: top + min(height / 2 + 14, height), PictureColour.fitting(detail, width: room, size: 12), size: 12, colour: PictureColour.faint),
            ]
        case .value2:
            let label = min(room / 3, 96)
            return [
                .text(x: x + 16, y: middle, PictureColour.fitting(title, width: label, size: 13), size: 13, colour: Self.tint),
                .text(x: x + 16 + label + 8, y: middle, PictureColour.fitting(detail, width: room - label - 8, size: 15), size: 15, colour: PictureColour.ink),
            ]
        case .default, .value1:
            return [
                .text(x: x + 16, y: middle, PictureColour.fitting(title, width: room / 2, size: 17), size: 17, colour: PictureColour.ink),
                .text(x: x + 16 + room, y: middle, PictureColour.fitting(detail, width: room / 2, size: 17), size: 17, anchor: .end, colour: PictureColour.faint),
            ]
        }
    }

    /// UIKit's tint, the colour of a checkmark and of a `value2` title.
    static let tint = "#007aff"

    /// How an accessory is drawn: its glyph, colour and width in points.
    static func glyph(of accessory: TableViewCell.AccessoryType) -> (text: String, colour: String, width: Double)? {
        switch accessory {
        case .none: nil
        case .disclosureIndicator: ("›", "#c4c4c7", 10)
        case .checkmark: ("✓", tint, 14)
        case .detailButton: ("ⓘ", tint, 18)
        case .detailDisclosureButton: ("ⓘ ›", tint, 34)
        }
    }

    /// The drop over the table as UIKit shows it: a bar where the gap opens, or the row it
    /// drops into highlighted.
    private func dropShapes(_ laid: [Section]) -> [Picture.Shape] {
        guard let destination = tableView.dropDestination, laid.indices.contains(destination.indexPath.section) else { return [] }
        let section = laid[destination.indexPath.section]
        switch destination.intent {
        case .insertIntoDestinationIndexPath:
            let row = destination.indexPath.row
            guard section.rows.indices.contains(row) else { return [] }
            let place = section.rows[row]
            return [.box(x: x + 1, y: y + place.top + 1, width: max(width - 2, 1), height: max(place.height - 2, 1), style: .init(fill: "rgba(40,110,220,0.25)", stroke: "#2860c0", radius: 6))]
        case .insertAtDestinationIndexPath, .automatic:
            // The gap opens above the destination's row, or below the section's last row
            // (below its header when it has none).
            let row = destination.gapRow
            let edge = section.rows.indices.contains(row) ? section.rows[row].top : section.rows.last.map { $0.top + $0.height } ?? section.header.top + section.header.height
            return [.box(x: x + 4, y: y + edge - 3, width: max(width - 8, 1), height: 6, style: .init(fill: "#2860c0", stroke: "#fff", radius: 3))]
        case .unspecified:
            return []
        }
    }

    /// The table below every section, then each header, row part and footer over it.
    public var regions: [Picture.Region] {
        let name = tableView.name
        let width = self.width
        var regions = [Picture.Region(x: x, y: y, width: width, height: height, target: .belowRows(view: name))]
        for (section, part) in sections.enumerated() {
            if part.header.height > 0 {
                regions.append(Picture.Region(x: x, y: y + part.header.top, width: width, height: part.header.height, target: .header(view: name, section: section)))
            }
            for (row, place) in part.rows.enumerated() {
                let fifth = place.height / 5
                regions.append(Picture.Region(x: x, y: y + place.top, width: width, height: place.height, target: .row(view: name, section: section, row: row)))
                regions.append(Picture.Region(x: x, y: y + place.top, width: width, height: fifth, target: .row(view: name, section: section, row: row, part: .top)))
                regions.append(Picture.Region(x: x, y: y + place.top + place.height - fifth, width: width, height: fifth, target: .row(view: name, section: section, row: row, part: .bottom)))
            }
            if part.footer.height > 0 {
                regions.append(Picture.Region(x: x, y: y + part.footer.top, width: width, height: part.footer.height, target: .footer(view: name, section: section)))
            }
        }
        return regions
    }

    /// The table in words, for a picture's title: its name, each section's rows, and whether
    /// it edits.
    public var summary: String {
        let rows = (0..<max(tableView.numberOfSections, 0)).map { section in
            (0..<max(tableView.numberOfRows(inSection: section), 0)).map { text(ofRowAt: IndexPath(row: $0, section: section)) }
        }
        let shown = rows.count == 1 ? (rows[0].isEmpty ? "no rows" : rows[0].joined(separator: ", "))
            : rows.enumerated().map { "section \($0.offset): " + ($0.element.isEmpty ? "empty" : $0.element.joined(separator: ", ")) }.joined(separator: "; ")
        return "\(tableView.name): " + (rows.isEmpty ? "no sections" : shown) + (tableView.isEditing ? "; editing" : "")
    }
}
