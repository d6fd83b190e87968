import Foundation

/// `UICollectionViewLayout`: a layout an app subclasses to place the items itself, as seed
/// 004's waterfall layout does (`prepare()`, `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`, `collectionViewContentSize`). A collection view made with
/// one (`CollectionView(name:width:collectionViewLayout:)`) lays out, hit-tests and draws its
/// items by it; a `FlowLayout`, the subclass UIKit and the engine lay out themselves, is the
/// default.
///
/// During an interactive movement the layout is asked what UIKit asks it (docs/LIFECYCLE.md,
/// Custom layouts): the target under the finger, an invalidation context at each new finger
/// position, the moving item's attributes, and an invalidation context when the movement
/// ends or is cancelled. The defaults do what UIKitCore's do.
open class CollectionViewLayout {
    /// The view the layout lays out, set when the view is made with it.
    public internal(set) weak var collectionView: CollectionView?

    public init() {}

    /// Called before every layout pass after an invalidation: the place to compute and cache
    /// every item's attributes.
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item; nil places it nowhere (a zero frame).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Lays everything out again at the next question.
    open func invalidateLayout() {
        collectionView?.invalidateLayout()
    }

    /// Lays out again what `context` names; the engine lays out everything again, which gives
    /// the same frames.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        invalidateLayout()
    }

    /// The item under `position` while an item moves: of the items whose frames contain it,
    /// the one with the greatest `zIndex`; over none, `previousIndexPath` (UIKitCore,
    /// `-[UICollectionViewLayout targetIndexPathForInteractivelyMovingItem:withPosition:]`
    /// asks `layoutAttributesForElementsInRect:` for a 1×1 rectangle at the position).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        hitItem(at: position) ?? previousIndexPath
    }

    /// The moving item's attributes: a copy of its own, centred on the finger, above every
    /// other item (UIKitCore, `-layoutAttributesForInteractivelyMovingItemAtIndexPath:withTargetPosition:`).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// Asked by `updateInteractiveMovementTargetPosition` at every new finger position, after
    /// the target is chosen and before the item is shown at it. UIKitCore's default fills the
    /// context with both lists and the position, and invalidates the items when the target
    /// did not change (`-invalidationContextForInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:`).
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> CollectionViewLayoutInvalidationContext {
        let context = CollectionViewLayoutInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        if targetIndexPaths == previousIndexPaths { context.invalidateItems(at: targetIndexPaths) }
        return context
    }

    /// Asked when the movement ends (after the data source's `moveItemAt`) or is cancelled;
    /// for a cancel, `indexPaths` are where the items began. UIKitCore's default fills in both
    /// lists (`-invalidationContextForEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:`).
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool) -> CollectionViewLayoutInvalidationContext {
        let context = CollectionViewLayoutInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        if indexPaths == previousIndexPaths { context.invalidateItems(at: indexPaths) }
        return context
    }

    /// The item whose frame contains `point`, by `layoutAttributesForElements(in:)`, the
    /// greatest `zIndex` first; nil over none.
    func hitItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        var best: CollectionViewLayoutAttributes?
        for attributes in layoutAttributesForElements(in: probe) ?? [] where attributes.frame.contains(point) {
            if let current = best, attributes.zIndex <= current.zIndex { continue }
            best = attributes
        }
        return best?.indexPath
    }
}
