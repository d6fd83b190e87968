import UIKitNames

/// Seed 004's override: 「被选择的cell的大小在Interactive Movement期间应该保持原样」. At every
/// new finger position UIKit asks the layout for an invalidation context; the article takes
/// the moving item's previous and target index paths from it and calls the delegate's
/// `moveItemAt`, so the model moves with the item and the item's height follows it.
///
/// UIKit still calls the data source's `moveItemAt` once more when the movement ends, from
/// where the item began to where it ended (docs/LIFECYCLE.md, Custom layouts), so the model
/// moves twice: what the article's code does, reproduced as it is.
final class SizeKeepingWaterfallLayout: WaterfallLayout {
    /// Where the delegate's `moveItemAt` is written down: the app calls it itself, so UIKit's
    /// trace would not show it.
    private let trace: Trace

    init(trace: Trace) {
        self.trace = trace
        super.init()
    }

    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition, previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        if let collectionView, let previous = previousIndexPaths.first, let target = targetIndexPaths.first {
            trace.record("\(collectionView.name).layout.delegate", "moveItemAt \(previous.traceDescription) to \(target.traceDescription)")
            delegate?.collectionView(collectionView, moveItemAt: previous, to: target)
        }
        return context
    }
}
