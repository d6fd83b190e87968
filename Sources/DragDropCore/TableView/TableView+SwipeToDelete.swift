import Foundation

/// Swipe to delete: a row swiped to the left shows Delete, and a tap on it has the data source
/// commit the deletion (`tableView(_:commit:forRowAt:)`), after which the app deletes the row
/// with `deleteRows(at:with:)` — checked as any update is.
extension TableView {
    /// Swipes row `indexPath` and taps its Delete action, traced `NAME swipe [s,r]` with what
    /// came of it: `delete`, or `none` when the row offers no Delete — the data source writes
    /// no `commit`, `canEditRowAt` says no, or `editingStyleForRowAt` is not `.delete`. UIKit
    /// asks `commit`'s presence first; the engine learns it by calling it, so an app that
    /// answers the two questions but writes no `commit` still sees them asked.
    func swipeToDelete(at indexPath: IndexPath) {
        let line = system?.trace.record(name, "swipe \(indexPath.traceDescription)")
        var committed = false
        defer { if let line { system?.trace.complete(line, result: committed ? "delete" : "none") } }
        guard let dataSource, !isEditing else { return }
        let canEdit = ask(system?.trace, "\(name).dataSource", "canEditRowAt \(indexPath.traceDescription)", default: true, describe: Self.describeAnswer) {
            dataSource.tableView(self, canEditRowAt: indexPath)
        }
        guard canEdit else { return }
        let style = ask(system?.trace, "\(name).delegate", "editingStyleForRowAt \(indexPath.traceDescription)", default: TableViewCell.EditingStyle.delete, describe: { "\($0)" }) {
            delegate?.tableView(self, editingStyleForRowAt: indexPath)
        }
        guard style == .delete else { return }
        let commitLine = system?.trace.record("\(name).dataSource", "commit delete \(indexPath.traceDescription)")
        let outer = answeredByDefault
        answeredByDefault = false
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        committed = !answeredByDefault
        answeredByDefault = outer
        if !committed, let commitLine { system?.trace.retract(commitLine) }
    }
}

extension DragDropSystem {
    /// A swipe on a table's row, then a tap on its Delete action (a scenario's `swipe`).
    public func swipe(_ tableView: TableView, row indexPath: IndexPath) throws(EngineError) {
        try step { () throws(EngineError) in
            guard indexPath.section >= 0, indexPath.section < tableView.numberOfSections,
                  indexPath.item >= 0, indexPath.item < tableView.numberOfRows(inSection: indexPath.section) else {
                throw EngineError(.outOfRange, "swipe: row \(indexPath.traceDescription) is out of range: \(tableView.name) has \(Plural.count(tableView.numberOfSections, "section"))")
            }
            tableView.swipeToDelete(at: indexPath)
        }
    }
}
