import Foundation

/// `UICollectionViewDropCoordinator`: what `performDrop` works with.
public final class CollectionViewDropCoordinator: @unchecked Sendable {
    /// A snapshot taken when the drop is performed: updates made inside `performDrop` do not
    /// change it.
    public let items: [CollectionViewDropItem]
    /// The last destination given to `dropSessionDidUpdate`.
    public let destinationIndexPath: IndexPath?
    public let proposal: CollectionViewDropProposal
    public let session: DropSession
    private unowned let collectionView: CollectionView

    init(items: [CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal, session: DropSession, collectionView: CollectionView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    /// Animates the item into the cell at `indexPath`.
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) {
        collectionView.traceEvent(indexPath.traceText("drop toItemAt "))
    }

    /// Animates the item into a new placeholder cell at `placeholder.insertionIndexPath`;
    /// traced as `drop toPlaceholder [s,i]`, then the placeholder's insertion.
    @discardableResult
    public func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext {
        collectionView.traceEvent(placeholder.insertionIndexPath.traceText("drop toPlaceholder "))
        return collectionView.insertPlaceholder(for: dragItem, placeholder)
    }

    /// iOS 11's form of the same drop, still in UIKit and still in apps' code: a placeholder at
    /// `indexPath` whose cell `cellUpdateHandler` configures.
    @discardableResult
    public func drop(_ dragItem: DragItem, toPlaceholderInsertedAt indexPath: IndexPath, withReuseIdentifier reuseIdentifier: String, cellUpdateHandler: @escaping (CollectionViewCell) -> Void) -> CollectionViewDropPlaceholderContext {
        var placeholder = CollectionViewDropPlaceholder(insertionIndexPath: indexPath, reuseIdentifier: reuseIdentifier)
        placeholder.cellUpdateHandler = cellUpdateHandler
        return drop(dragItem, to: placeholder)
    }
}
