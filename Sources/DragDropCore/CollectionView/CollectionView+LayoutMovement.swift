import Foundation

extension CollectionView {
    /// One new finger position under a custom layout, in UIKit's order (UIKitCore,
    /// `-[UICollectionView _updateReorderingTargetPosition:]`, reached from
    /// `updateInteractiveMovementTargetPosition:` only when the position changed): the target
    /// under the finger from the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`
    /// and the delegate; the layout's `invalidationContext(forInteractivelyMovingItems:…)`,
    /// traced; the item shown at its target in a layout pass with that context, the others
    /// shifted (`presentationIndexPath(ofItem:)`); the moving item's attributes, traced with
    /// their size, which shows whether the moving cell keeps its size (seed 004).
    func updateInteractiveMovement(by layout: CollectionViewLayout, to point: CGPoint, from current: InteractiveMovement) {
        _ = layoutFrames
        updateInteractiveMovement(toProposedIndexPath: layout.targetIndexPath(forInteractivelyMovingItem: current.target, withPosition: point))
        guard let moved = movement else { return }
        let layoutRole = "\(role).layout"
        let line = system?.trace.record(layoutRole, "invalidationContextForInteractivelyMovingItems \(moved.target.traceDescription) previous \(current.target.traceDescription)")
        let context = layout.invalidationContext(forInteractivelyMovingItems: [moved.target], withTargetPosition: point, previousIndexPaths: [current.target], previousPosition: current.position)
        if let line { system?.trace.complete(line, result: Self.describe(context)) }
        layout.invalidateLayout(with: context)
        frames = nil
        _ = layoutFrames
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(at: moved.target, withTargetPosition: point)
        system?.trace.record(layoutRole, "layoutAttributesForInteractivelyMovingItem \(moved.target.traceDescription) size \(Self.describe(attributes.size))")
    }

    /// The ending question to a custom layout, traced; nothing for a flow-laid-out view.
    func endMovement(in layout: CollectionViewLayout?, final: IndexPath, previous: IndexPath, cancelled: Bool) {
        guard let layout else { return }
        let line = system?.trace.record("\(role).layout", "invalidationContextForEndingInteractiveMovementOfItems \(final.traceDescription) previous \(previous.traceDescription) cancelled \(cancelled)")
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: [final], previousIndexPaths: [previous], movementCancelled: cancelled)
        if let line { system?.trace.complete(line, result: Self.describe(context)) }
        layout.invalidateLayout(with: context)
        frames = nil
    }

    /// A context as the trace spells it: the items it invalidates, if any.
    private static func describe(_ context: CollectionViewLayoutInvalidationContext) -> String {
        guard let items = context.invalidatedItemIndexPaths, !items.isEmpty else { return "context" }
        return "context invalidating " + items.map(\.traceDescription).joined(separator: " ")
    }

    /// `W×H` in whole numbers where they are whole.
    private static func describe(_ size: CGSize) -> String {
        "\(CGFloatFormatting.number(Double(size.width)))x\(CGFloatFormatting.number(Double(size.height)))"
    }
}
