import Foundation

/// `UICollectionViewLayoutInvalidationContext`: what a layout is told to lay out again. During
/// an interactive movement it carries the moving items' previous and target index paths and
/// the finger's position, as UIKit's default `invalidationContext(forInteractivelyMovingItems:…)`
/// fills them in.
open class CollectionViewLayoutInvalidationContext {
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var interactiveMovementTarget: CGPoint = .zero

    public init() {}

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
