import Foundation
import DragDropCore

/// An app that draws itself as its table views, side by side, each under its name
/// (`TablePicture`): an app with tables adopts it by naming them, and the reports and the
/// studio draw it, place a drag's finger over it and record presses on its rows, headers,
/// footers and empty area as the targets the format names them by.
///
/// ```swift
/// extension PlacesApp: TablePicturing {
///     public var picturedTables: [TableView] { [controller.tableView] }
/// }
/// ```
public protocol TablePicturing: AppPicturing {
    /// The tables to draw, left to right; a table not installed yet is left out.
    var picturedTables: [TableView] { get }

    /// The text row `indexPath` of `table` shows, for cells of the app's own class whose
    /// `textLabel` does not say it; nil by default, which draws the `textLabel`'s text.
    func pictureTitle(ofRowAt indexPath: IndexPath, in table: TableView) -> String?
}

extension TablePicturing {
    public func pictureTitle(ofRowAt indexPath: IndexPath, in table: TableView) -> String? { nil }

    /// Each table where `picture()` draws it: a row of tables under their names.
    public var tablePictures: [TablePicture] {
        var x = TablePicturingLayout.margin
        return picturedTables.map { table in
            let picture = TablePicture(table, x: x, y: TablePicturingLayout.top) { self.pictureTitle(ofRowAt: $0, in: table) }
            x += picture.width + TablePicturingLayout.gap
            return picture
        }
    }

    public func picture() -> Picture {
        let tables = tablePictures
        var shapes: [Picture.Shape] = []
        for table in tables {
            let heading = table.tableView.name + (table.tableView.isEditing ? " (editing)" : "")
            shapes.append(.text(x: table.x, y: TablePicturingLayout.top - 10, PictureColour.fitting(heading, width: table.width, size: 16), size: 16, colour: PictureColour.ink))
            shapes += table.shapes
        }
        let width = tables.last.map { $0.x + $0.width } ?? 100
        let height = tables.map(\.height).max() ?? 40
        let title = tables.isEmpty ? "no tables" : tables.map(\.summary).joined(separator: " | ")
        return Picture(width: width + TablePicturingLayout.margin, height: TablePicturingLayout.top + height + TablePicturingLayout.margin, title: title, shapes: shapes)
    }

    public func regions() -> [Picture.Region] {
        tablePictures.flatMap(\.regions)
    }

    /// Each table at its own size, under its name.
    public func placement(ofView name: String) -> Picture.Placement? {
        tablePictures.first { $0.tableView.name == name }?.placement
    }
}

/// Where `TablePicturing` draws its tables.
private enum TablePicturingLayout {
    static let margin = 8.0, gap = 16.0
    /// Below the tables' names.
    static let top = 34.0
}
