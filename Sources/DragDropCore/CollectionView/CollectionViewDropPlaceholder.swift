import Foundation

/// `UICollectionViewDropPlaceholder`: a cell the data source does not know, shown while the
/// dropped data loads.
public struct CollectionViewDropPlaceholder {
    public var insertionIndexPath: IndexPath
    public var reuseIdentifier: String
    /// Configures the placeholder's cell: called when the placeholder is inserted, on the
    /// context's `setNeedsCellUpdate()`, and first thing in a commit (UIKitCore,
    /// `_UICollectionViewDragAndDropController -placeholderContextNeedsCellUpdate:`).
    public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}
