import Foundation

/// `UICollectionViewDropPlaceholderContext`: turns a placeholder into an item, or removes it.
public final class CollectionViewDropPlaceholderContext: @unchecked Sendable {
    public let dragItem: DragItem
    public let reuseIdentifier: String
    /// The cell that stands for the placeholder, and what configures it.
    let cell: CollectionViewCell
    let cellUpdateHandler: ((CollectionViewCell) -> Void)?
    unowned var collectionView: CollectionView?
    var state: State = .pending
    /// Where it was last seen, for traces once it is gone.
    var lastIndexPath: IndexPath

    enum State { case pending, committed, deleted, discarded }

    init(dragItem: DragItem, placeholder: CollectionViewDropPlaceholder, collectionView: CollectionView) {
        self.dragItem = dragItem
        self.reuseIdentifier = placeholder.reuseIdentifier
        self.cell = CollectionViewCell(reuseIdentifier: placeholder.reuseIdentifier)
        self.cellUpdateHandler = placeholder.cellUpdateHandler
        let indexPath = placeholder.insertionIndexPath
        self.lastIndexPath = indexPath
        self.collectionView = collectionView
    }

    /// Hands `dataSourceUpdates` the placeholder's current index path, then turns it into an
    /// item in place. False, doing nothing, when the placeholder is gone.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let collectionView else { return false }
        return collectionView.commit(self, dataSourceUpdates: dataSourceUpdates)
    }

    /// Calls the placeholder's `cellUpdateHandler` again, while the placeholder is there.
    public func setNeedsCellUpdate() {
        guard state == .pending else { return }
        cellUpdateHandler?(cell)
    }

    /// Removes the placeholder. False, doing nothing, when it is gone.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        guard let collectionView else { return false }
        return collectionView.delete(self)
    }
}
