import Foundation

/// `UITableView`: rows in sections, a drag source and drop target through its own delegates,
/// with UIKit's table rules (docs/LIFECYCLE.md §8; UIKitCore's `_UITableViewDragController`,
/// `_UITableViewDropController` and `UITableView`, cited where each rule is kept).
///
/// The rows and drop placeholders are the entries of a one-column `CollectionView` the table
/// keeps for itself (`rows`), so that index paths, placeholders, batch updates and UIKit's
/// consistency checks follow one implementation; only the messages say "row" and "table
/// view". The table, not that collection view, is what drags begin from and drops land on.
public final class TableView: View {
    public weak var dataSource: (any TableViewDataSource)? {
        // The rows load from the data source at the first question after it is set.
        didSet { rows.dataSource = dataSource == nil ? nil : rowSource }
    }
    public weak var delegate: (any TableViewDelegate)?
    public weak var dragDelegate: (any TableViewDragDelegate)?
    public weak var dropDelegate: (any TableViewDropDelegate)?

    /// Whether rows can be lifted: the app's value once it sets one; until then true on iPad
    /// and false on iPhone (UIKitCore: `+[_UITableViewDragController isEnabledByDefault]`),
    /// the device the scenario runs on (`DragDropSystem.device`). While the table reorders its
    /// rows by drag and drop in editing mode (the data source implements `moveRowAt`) it is
    /// on whatever was set (`-_dragAndDropUsedForReordering`, medium). A table that cannot be
    /// dragged from still takes drops.
    public var dragInteractionEnabled: Bool {
        get {
            if isEditing, dataSource is any TableViewMoveDataSource { return true }
            return dragInteractionSetting ?? (system?.device ?? .iPad).enablesTableDragsByDefault
        }
        set { dragInteractionSetting = newValue }
    }
    private var dragInteractionSetting: Bool?

    /// Every row's height unless the delegate's `heightForRowAt` says otherwise.
    public var rowHeight: CGFloat
    /// The height of a section header that has a title or a view, unless the delegate's
    /// `heightForHeaderInSection` says otherwise. **Decision:** 28 points, a plain table's
    /// title header; a section with neither has no header.
    public var sectionHeaderHeight: CGFloat = 28
    /// The same for footers (`titleForFooterInSection`, `viewForFooterInSection`).
    public var sectionFooterHeight: CGFloat = 28

    /// A new width lays the rows out again.
    public override var bounds: CGRect {
        didSet { rows.bounds = bounds }
    }

    /// Whether several rows may be selected at once, outside and during editing.
    public var allowsMultipleSelection = false
    public var allowsMultipleSelectionDuringEditing = false
    /// The selected rows, by the tokens of their entries (`TableView+Selection`).
    var selectedRowTokens: [Int] = []

    /// The table's editing mode, which its app reads (reorder controls, an Edit button's
    /// title); traced when it changes, `NAME editing true`.
    public var isEditing = false {
        didSet { if isEditing != oldValue { traceEvent(isEditing ? "editing true" : "editing false") } }
    }

    /// True while rows lifted from the table (or added from it) are being dragged: from the
    /// session's `dragSessionWillBegin` to its `dragSessionDidEnd`.
    public var hasActiveDrag: Bool { !activeDragSessions.isEmpty }
    /// True from a drop session's `dropSessionDidEnter` until that session ends: an exit does
    /// not clear it (UIKitCore: `UITableView -hasActiveDrop` reads the drop controller's
    /// `isActive`, true while it keeps the session, which only `sessionDidEnd` clears).
    public var hasActiveDrop: Bool { !enteredDropSessions.isEmpty }

    /// The rows and placeholders, in the machinery a collection view keeps its items in.
    let rows: CollectionView
    private var rowSource: TableRowSource!
    /// Cell classes by reuse identifier, for `dequeueReusableCell(withIdentifier:for:)`.
    private var registeredCells: [String: TableViewCell.Type] = [:]
    /// The sessions this table has begun with and not yet ended, by identifier.
    var activeDragSessions: Set<Int> = []
    /// The sessions that have entered the table and not yet ended, by identifier.
    var enteredDropSessions: Set<Int> = []
    /// The drop the table tracks, as `_UITableViewDropController` keeps it: the operation
    /// it proposes by default, the delegate's proposal and the target index path.
    var drop = DropState()
    /// How many `beginUpdates` wait for their `endUpdates`.
    var updateDepth = 0
    /// See `DelegateQuestions`.
    var answeredByDefault = false

    struct DropState {
        var defaultOperation: DropOperation = .cancel
        var proposal: TableViewDropProposal?
        var target: IndexPath?
        /// The table's own one row the drag moves, where it is now: a gap past it in its
        /// section is drawn one row further down, since `target` counts without it.
        var movingRow: IndexPath?
        /// The proposal's intent with `automatic` resolved where the finger is.
        var intent: TableViewDropProposal.Intent = .unspecified
        /// Accepted only to reorder: `canHandle` said no, or there is no drop delegate, and the
        /// one dragged row can move (`_UITableViewDropController canOnlyHandleReordering`).
        var canOnlyHandleReordering = false
        /// Whether the entry's own update has run (`-dropInteraction:sessionDidEnter:` runs one
        /// before the interaction's first `sessionDidUpdate`).
        var hasUpdated = false
        /// Where the last update was asked, and with how many items: an event that changes
        /// neither asks nothing.
        var lastPoint: CGPoint?
        var lastItemCount = 0
        var lastResolved: ResolvedProposal?
    }

    public init(name: String = "table", width: Double = 320, rowHeight: CGFloat = 44) {
        self.rowHeight = rowHeight
        // The rows' own layout places nothing: the table's geometry is its own
        // (`TableView+Geometry`).
        rows = CollectionView(name: name, width: width, collectionViewLayout: FlowLayout(itemSize: CGSize(width: width, height: rowHeight)))
        rows.words = .tableView
        super.init(name: name, size: CGSize(width: width, height: 1024))
        rowSource = TableRowSource(tableView: self)
    }

    /// The rows answer to the table's name (`accessibilityIdentifier`).
    override func nameDidChange() {
        rows.name = name
    }

    func traceEvent(_ text: String) {
        system?.trace.record(name, text)
    }

    /// `setEditing(_:animated:)`: the same as setting `isEditing`.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: - What the table knows

    public var numberOfSections: Int { rows.numberOfSections }

    /// Rows the table knows in `section`, placeholders not counted.
    public func numberOfRows(inSection section: Int) -> Int {
        rows.numberOfItems(inSection: section)
    }

    /// Placeholder rows still showing, in every section.
    public var numberOfPlaceholders: Int { rows.numberOfPlaceholders }

    /// The cell of the row at `indexPath`; nil for no such row.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        (rows.cellForItem(at: indexPath) as? RowCell)?.tableCell
    }

    /// The index path of a cell showing a row; nil for cells gone.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard let holder = cell.rowCell else { return nil }
        return rows.indexPath(for: holder)
    }

    /// The row under `point`; nil over a header, a footer or below every section.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        if case .row(let indexPath, _) = place(at: point) { return indexPath }
        return nil
    }

    /// For each entry of `section`, in order: true for a row, false for a placeholder.
    public func entryKinds(inSection section: Int) -> [Bool] {
        rows.entryKinds(inSection: section)
    }

    /// Rebuilds every row from the data source; pending placeholders are discarded.
    public func reloadData() {
        rows.reloadData()
    }

    /// Whether a cell class is registered for `identifier`.
    func hasRegisteredCell(_ identifier: String) -> Bool {
        registeredCells[identifier] != nil
    }

    /// `register(_:forCellReuseIdentifier:)`: the class `dequeueReusableCell` makes.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier`: no cell is ever off screen to be
    /// reused. With none registered UIKit raises, and so does the engine, with UIKit's message,
    /// as for a collection view's cells; a port registers its storyboard's prototype cells by
    /// class.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cellClass = registeredCells[identifier] else {
            system?.raise(EngineError(.inconsistentUpdate, Self.unregisteredCell(identifier)))
            return TableViewCell(reuseIdentifier: identifier)
        }
        return cellClass.init(dequeuedWith: .default, reuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withIdentifier:)`, the form without an index path: a new cell of
    /// the class registered for `identifier`, else nil, as UIKit answers when no cell waits for
    /// reuse (none ever does here); so the classic `?? UITableViewCell(style:reuseIdentifier:)`
    /// makes the cell in the style it names.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        registeredCells[identifier].map { $0.init(dequeuedWith: .default, reuseIdentifier: identifier) }
    }
}

extension TableView: DelegateQuestions {}
