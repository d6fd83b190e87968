import Foundation

/// `UITableViewCell`: apps subclass it, or set its `textLabel`'s text.
open class TableViewCell {
    /// `UITableViewCell.CellStyle`; every style shows one text label here.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// `UITableViewCell.EditingStyle`: what a row's editing control does.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public let reuseIdentifier: String?
    public let style: CellStyle
    /// `backgroundColor`: nil is clear.
    public var backgroundColor: Color?
    /// `contentView`: the view the cell's subviews go in; made when first asked for.
    public private(set) lazy var contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// The cell's title, as `UITableViewCell.textLabel` is for the default style.
    public let textLabel: Label? = Label()
    /// The table view the cell is shown in; nil for a cell not (or no longer) in one.
    public internal(set) unowned var tableView: TableView?
    /// The row cell that holds this cell among the table's entries.
    unowned var rowCell: CollectionViewCell?

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
    }
}
