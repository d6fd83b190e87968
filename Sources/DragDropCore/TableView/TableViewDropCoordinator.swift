import Foundation

/// `UITableViewDropCoordinator`: what `performDropWith` works with.
public final class TableViewDropCoordinator: @unchecked Sendable {
    /// A snapshot taken when the drop is performed: updates made inside `performDrop` do not
    /// change it.
    public let items: [TableViewDropItem]
    /// The table's target when the finger was lifted: nil over no row (below the last one)
    /// and whenever the proposal was not a `copy` or `move`.
    public let destinationIndexPath: IndexPath?
    /// The delegate's last proposal; its intent `unspecified` when there is no destination
    /// (UIKitCore: `_UITableViewDropController -dropInteraction:performDrop:`).
    public let proposal: TableViewDropProposal
    public let session: DropSession
    private unowned let tableView: TableView

    init(items: [TableViewDropItem], destinationIndexPath: IndexPath?, proposal: TableViewDropProposal, session: DropSession, tableView: TableView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.tableView = tableView
    }

    /// Animates the item into the row at `indexPath`.
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) {
        tableView.traceEvent(indexPath.traceText("drop toRowAt "))
    }

    /// Animates the item into `rect` of the row at `indexPath`, the drop into a row
    /// (`insertIntoDestinationIndexPath`).
    public func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) {
        tableView.traceEvent(indexPath.traceText("drop intoRowAt "))
    }

    /// Animates the item into a new placeholder row at `placeholder.insertionIndexPath`;
    /// traced as `drop toPlaceholder [s,r]`, then the placeholder's insertion.
    @discardableResult
    public func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder) -> TableViewDropPlaceholderContext {
        tableView.traceEvent(placeholder.insertionIndexPath.traceText("drop toPlaceholder "))
        return tableView.insertPlaceholder(for: dragItem, placeholder)
    }

    /// iOS 11's form of the same drop, still in apps' code.
    @discardableResult
    public func drop(_ dragItem: DragItem, toPlaceholderInsertedAt indexPath: IndexPath, withReuseIdentifier reuseIdentifier: String, rowHeight: CGFloat, cellUpdateHandler: @escaping (TableViewCell) -> Void) -> TableViewDropPlaceholderContext {
        var placeholder = TableViewDropPlaceholder(insertionIndexPath: indexPath, reuseIdentifier: reuseIdentifier, rowHeight: rowHeight)
        placeholder.cellUpdateHandler = cellUpdateHandler
        return drop(dragItem, to: placeholder)
    }
}
