import Foundation

/// UIKit's `IndexPath(row:section:)` vocabulary for table views; a row is an item by another
/// name, so a table's index paths and a collection view's are the same pairs.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
