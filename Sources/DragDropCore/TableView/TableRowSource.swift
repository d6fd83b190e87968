import Foundation

/// The data source of a table's rows: the table's own data source, asked in a table's words.
///
/// A table keeps its rows and placeholders in a `CollectionView` of one column, so that
/// entries, tokens, placeholders and batch updates follow one implementation of UIKit's
/// rules; this object is that collection view's data source, and each row's cell holds the
/// table cell the app made.
final class TableRowSource: CollectionViewDataSource {
    unowned let tableView: TableView

    init(tableView: TableView) {
        self.tableView = tableView
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        tableView.dataSource?.numberOfSections(in: tableView) ?? 0
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        tableView.dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let holder = RowCell(reuseIdentifier: nil)
        if let dataSource = tableView.dataSource {
            let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
            cell.tableView = tableView
            cell.rowCell = holder
            holder.tableCell = cell
        }
        return holder
    }
}

/// A row's entry cell, holding the table cell the data source made.
final class RowCell: CollectionViewCell {
    var tableCell: TableViewCell?
}
