import Foundation

extension CollectionView {
    /// Where every item, cell and token is, built once per change of the entries and thrown
    /// away by the next one, so that lookups between changes cost O(1) instead of a scan.
    ///
    /// A gallery launching N cells asks each fetched cell for its index path: with a scan per
    /// question that was quadratic.
    struct Lookup {
        /// Per section, the entry position of each item, in item order.
        var itemPositions: [[Int]] = []
        /// Per section, the index of its first entry in the flat list of every entry.
        var sectionStarts: [Int] = []
        /// The index path of every cell that shows an item (placeholder cells are absent).
        var cellPaths: [ObjectIdentifier: IndexPath] = [:]
        /// The index path of every item, by its token.
        var tokenPaths: [Int: IndexPath] = [:]

        init(_ sections: [[Entry]]) {
            itemPositions.reserveCapacity(sections.count)
            sectionStarts.reserveCapacity(sections.count)
            var start = 0
            for (section, entries) in sections.enumerated() {
                sectionStarts.append(start)
                start += entries.count
                var positions: [Int] = []
                positions.reserveCapacity(entries.count)
                for (position, entry) in entries.enumerated() {
                    guard case .item(let token) = entry.kind else { continue }
                    let indexPath = IndexPath(item: positions.count, section: section)
                    if let cell = entry.cell { cellPaths[ObjectIdentifier(cell)] = indexPath }
                    tokenPaths[token] = indexPath
                    positions.append(position)
                }
                itemPositions.append(positions)
            }
        }
    }
}
