/// `UITableViewCell`: apps subclass it, or set its `textLabel`'s text.
open class TableViewCell {
    /// `UITableViewCell.CellStyle`; every style shows one text label here.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public let reuseIdentifier: String?
    public let style: CellStyle
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
