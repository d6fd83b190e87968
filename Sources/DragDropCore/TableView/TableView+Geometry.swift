import Foundation

/// Where things are in a table: each section is its header, its rows and its footer, top to
/// bottom, in the heights the table and its delegate give (UIKit's `rectForHeaderInSection`,
/// `rectForRowAtIndexPath`, `rectForFooterInSection`). A finger is over a header, a row (with
/// how far down the row it is), a footer, or below every section.
///
/// The heights are asked again at every question rather than kept: a table's sections and
/// rows change during a drag, and one pass over the sections is linear in what is asked.
extension TableView {
    /// What is under a point of the table.
    enum Place: Equatable {
        case header(Int)
        /// A row, and where the finger is in it, from 0 at its top to 1 at its bottom.
        case row(IndexPath, fraction: Double)
        case footer(Int)
        /// Below every section: no index path (UIKit reports nil).
        case below
    }

    /// `UITableView.automaticDimension`: a delegate's "the table decides".
    public static let automaticDimension: CGFloat = -1

    /// The height of section `section`'s header: the delegate's `heightForHeaderInSection`,
    /// or, left to the table, `sectionHeaderHeight` when the section has a title or a view
    /// (`titleForHeaderInSection` / `viewForHeaderInSection`) and none when it has neither.
    public func heightForHeader(inSection section: Int) -> CGFloat {
        let given = delegate?.tableView(self, heightForHeaderInSection: section) ?? Self.automaticDimension
        if given >= 0 { return given }
        let hasHeader = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            || delegate?.tableView(self, viewForHeaderInSection: section) != nil
        return hasHeader ? max(0, sectionHeaderHeight) : 0
    }

    /// The height of section `section`'s footer, as `heightForHeader(inSection:)` with the
    /// footer's questions and `sectionFooterHeight`.
    public func heightForFooter(inSection section: Int) -> CGFloat {
        let given = delegate?.tableView(self, heightForFooterInSection: section) ?? Self.automaticDimension
        if given >= 0 { return given }
        let hasFooter = dataSource?.tableView(self, titleForFooterInSection: section) != nil
            || delegate?.tableView(self, viewForFooterInSection: section) != nil
        return hasFooter ? max(0, sectionFooterHeight) : 0
    }

    /// The height of the row at `indexPath`: the delegate's `heightForRowAt`, else `rowHeight`.
    public func heightForRow(at indexPath: IndexPath) -> CGFloat {
        let given = delegate?.tableView(self, heightForRowAt: indexPath) ?? Self.automaticDimension
        return given >= 0 ? given : max(0, rowHeight)
    }

    /// `rectForRow(at:)`: the row's frame; zero for no such row.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let top = top(ofRow: indexPath) else { return .zero }
        return CGRect(x: 0, y: top, width: bounds.width, height: heightForRow(at: indexPath))
    }

    /// `rectForHeaderInSection(_:)`; zero for no such section.
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard let top = top(ofSection: section) else { return .zero }
        return CGRect(x: 0, y: top, width: bounds.width, height: heightForHeader(inSection: section))
    }

    /// `rectForFooterInSection(_:)`; zero for no such section.
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard let top = top(ofSection: section) else { return .zero }
        var y = top + heightForHeader(inSection: section)
        for row in 0..<numberOfRows(inSection: section) { y += heightForRow(at: IndexPath(row: row, section: section)) }
        return CGRect(x: 0, y: y, width: bounds.width, height: heightForFooter(inSection: section))
    }

    /// The height of every section together.
    var contentHeight: CGFloat {
        let sections = numberOfSections
        return sections == 0 ? 0 : sectionBottom(sections - 1)
    }

    /// What is under `point`: one pass down the sections.
    func place(at point: CGPoint) -> Place {
        guard point.y >= 0 else { return .below }
        var y: CGFloat = 0
        for section in 0..<numberOfSections {
            let header = heightForHeader(inSection: section)
            if point.y < y + header { return .header(section) }
            y += header
            for row in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let height = heightForRow(at: indexPath)
                if point.y < y + height { return .row(indexPath, fraction: height > 0 ? (point.y - y) / height : 0.5) }
                y += height
            }
            let footer = heightForFooter(inSection: section)
            if point.y < y + footer { return .footer(section) }
            y += footer
        }
        return .below
    }

    /// The point `fraction` of the way down the row at `indexPath` (a row that exists).
    func point(inRow indexPath: IndexPath, fraction: Double) -> CGPoint {
        let rect = rectForRow(at: indexPath)
        return CGPoint(x: rect.midX, y: rect.minY + rect.height * fraction)
    }

    /// Where a finger over row `row` of `section` is: that part of the row; for the row count,
    /// the bottom of the section's last row, or, in an empty section, its header or footer;
    /// nil for an empty section with neither.
    func endPoint(ofSection section: Int, row: Int, part: RowPart) -> CGPoint? {
        let count = numberOfRows(inSection: section)
        if row < count { return point(inRow: IndexPath(row: row, section: section), fraction: part.fraction) }
        if count > 0 { return point(inRow: IndexPath(row: count - 1, section: section), fraction: RowPart.bottom.fraction) }
        return point(inHeaderOf: section) ?? point(inFooterOf: section)
    }

    /// The middle of section `section`'s header or footer; nil when it has none.
    func point(inHeaderOf section: Int) -> CGPoint? {
        let rect = rectForHeader(inSection: section)
        return rect.height > 0 ? CGPoint(x: rect.midX, y: rect.midY) : nil
    }

    func point(inFooterOf section: Int) -> CGPoint? {
        let rect = rectForFooter(inSection: section)
        return rect.height > 0 ? CGPoint(x: rect.midX, y: rect.midY) : nil
    }

    /// A point over the table below every section.
    var emptyPoint: CGPoint {
        CGPoint(x: bounds.width / 2, y: contentHeight + max(1, rowHeight / 2))
    }

    private func top(ofSection section: Int) -> CGFloat? {
        guard section >= 0, section < numberOfSections else { return nil }
        return section == 0 ? 0 : sectionBottom(section - 1)
    }

    private func top(ofRow indexPath: IndexPath) -> CGFloat? {
        guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section), var y = top(ofSection: indexPath.section) else { return nil }
        y += heightForHeader(inSection: indexPath.section)
        for row in 0..<indexPath.row { y += heightForRow(at: IndexPath(row: row, section: indexPath.section)) }
        return y
    }

    /// Where section `section` ends, its footer included.
    private func sectionBottom(_ section: Int) -> CGFloat {
        var y: CGFloat = 0
        for index in 0...section {
            y += heightForHeader(inSection: index) + heightForFooter(inSection: index)
            for row in 0..<numberOfRows(inSection: index) { y += heightForRow(at: IndexPath(row: row, section: index)) }
        }
        return y
    }
}
