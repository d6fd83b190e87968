import Foundation

/// `UITableViewController`: a controller whose view is a table it is the data source and
/// delegate of; subclasses `override` the data source's methods, as UIKit's do, and editing
/// the controller edits the table.
///
/// `tableView(_:moveRowAt:to:)` is one of them, so every table view controller is a data
/// source that can move rows (`TableViewMoveDataSource`): a subclass that does not override
/// it reorders nothing — the engine hears that the base answered, and moves no row.
///
/// Every question of the data source and the delegate that the table asks is declared here,
/// `open`, with the answer the protocol's default gives: a class's conformance is witnessed
/// once, by the base, so a question the base left to the protocol extension would never
/// reach a subclass's `override`.
open class TableViewController: ViewController, TableViewMoveDataSource, TableViewDelegate {
    /// `UITableView.Style`: every style lays out rows alike here.
    public let style: TableView.Style

    public init(style: TableView.Style = .plain) {
        self.style = style
        super.init()
    }

    /// `tableView`: the controller's view.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// A table named `table` (its `accessibilityIdentifier`), with this controller as its
    /// data source and delegate.
    open override func loadView() {
        let tableView = TableView(name: "table", width: 375)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Editing the controller edits its table.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell: UIKit's base has no cells to make; a subclass overrides this.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title, so no header unless the delegate gives one a view or a height.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.delegateDoesNotImplement()
        return true
    }

    /// Not overridden, it moves nothing: the row goes back where it was.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.rows.delegateDoesNotImplement()
    }

    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.delegateDoesNotImplement()
        return true
    }

    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.delegateDoesNotImplement()
    }

    // MARK: - UITableViewDelegate

    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        tableView.delegateDoesNotImplement()
        return proposedDestinationIndexPath
    }

    /// `UITableView.automaticDimension`: the table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }

    /// `UITableView.automaticDimension`: `sectionHeaderHeight` for a section with a header.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }

    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }

    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        tableView.delegateDoesNotImplement()
        return .delete
    }
}

extension TableView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// `UITableView(frame:style:)`: a table named `table` until the app gives it an
    /// `accessibilityIdentifier`.
    public convenience init(frame: CGRect, style: Style) {
        self.init(name: "table", width: frame.width)
        origin = frame.origin
    }
}
