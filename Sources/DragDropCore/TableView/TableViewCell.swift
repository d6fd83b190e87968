import Foundation

/// `UITableViewCell`: apps subclass it, or set its `textLabel`'s text.
///
/// A subclass writes its initializers as in UIKit: none, or
/// `override init(style:reuseIdentifier:)` beside `required init?(coder:)`. A registered
/// class's cell is made through `init(dequeuedWith:reuseIdentifier:)`, which such a subclass
/// inherits and which calls its `init(style:reuseIdentifier:)`.
open class TableViewCell {
    /// `UITableViewCell.CellStyle`; every style shows one text label here.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// `UITableViewCell.EditingStyle`: what a row's editing control does.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// `UITableViewCell.AccessoryType`: the standard control at a row's trailing end.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// `UITableViewCell.SelectionStyle`: how a selected row is shown; `none` not at all.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public let reuseIdentifier: String?
    public let style: CellStyle
    /// `backgroundColor`: nil is clear.
    public var backgroundColor: Color?
    /// `isUserInteractionEnabled`: a row whose cell takes no touches cannot be lifted, since
    /// UIKit asks the row's cell before it asks the drag delegate (UIKitCore:
    /// `_UITableViewDragController -canProvideItemsForDragAtPoint:`). Drops over it still land.
    public var isUserInteractionEnabled = true
    /// `contentView`: the view the cell's subviews go in; made when first asked for.
    public private(set) lazy var contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// The cell's title, as `UITableViewCell.textLabel` is for the default style.
    public let textLabel: Label? = Label()
    /// `detailTextLabel`: the second label of the `value1`, `value2` and `subtitle` styles,
    /// drawn beside the title (below it for `subtitle`); nil for `default`, as in UIKit.
    public private(set) lazy var detailTextLabel: Label? = style == .default ? nil : Label()
    /// `accessoryType`: drawn at the row's trailing end, hidden while the row shows its
    /// reorder control (UIKit shows the editing accessory there).
    public var accessoryType: AccessoryType = .none
    /// `selectionStyle`: with `none` a selected row is not shaded; it is still selected.
    public var selectionStyle: SelectionStyle = .default
    /// The table view the cell is shown in; nil for a cell not (or no longer) in one.
    public internal(set) unowned var tableView: TableView?
    /// The row cell that holds this cell among the table's entries.
    unowned var rowCell: CollectionViewCell?

    /// `init(style:reuseIdentifier:)`: a subclass overrides it to build its content.
    public init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
    }

    /// `init?(coder:)`, which UIKit requires of every view; the engine has no archives, so it
    /// never calls it, and a subclass writes it as UIKit code does (usually `fatalError`).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
    }

    /// How `dequeueReusableCell(withIdentifier:for:)` makes a registered class's cell:
    /// through the class's own `init(style:reuseIdentifier:)`. Apps never call it.
    public required convenience init(dequeuedWith style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }
}
