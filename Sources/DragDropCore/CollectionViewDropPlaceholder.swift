import Foundation

/// `UICollectionViewDropPlaceholder`: a cell the data source does not know, shown while the
/// dropped data loads.
public struct CollectionViewDropPlaceholder {
    public var insertionIndexPath: IndexPath
    public var reuseIdentifier: String

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}
