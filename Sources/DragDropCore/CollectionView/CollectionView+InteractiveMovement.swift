import Foundation

extension CollectionView {
    /// Begins moving the item, if the data source can reorder it (`canReorderItem(at:)`).
    /// False while the view may begin no reordering (`canBeginReordering`: a drop placeholder
    /// is pending, or a drop session that entered the view has not ended). UIKitCore, medium:
    /// `UICollectionViewController`'s standard reordering gesture begins only if
    /// `-_canBeginReorderingItem`; whether `beginInteractiveMovementForItemAtIndexPath:` asks
    /// it itself, for an app's own gesture, was not read, so the engine answers alike.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        let line = system?.trace.record(role, "beginInteractiveMovement \(indexPath.traceDescription)")
        var began = false
        if movement == nil, canBeginReordering, position(ofItem: indexPath) != nil, canReorderItem(at: indexPath) {
            movement = InteractiveMovement(source: indexPath, target: indexPath, position: center(ofItem: indexPath))
            began = true
        }
        if let line { system?.trace.complete(line, result: "\(began)") }
        return began
    }

    /// `UICollectionView -_canReorderItemAtIndexPath:`: the data source implements
    /// `moveItemAt`, and `canMoveItemAt`, asked only if implemented, agrees.
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let dataSource = dataSource as? any CollectionViewMoveDataSource else { return false }
        return ask(system?.trace, "\(role).dataSource", "canMoveItemAt \(indexPath.traceDescription)", default: true, describe: Self.describeAnswer) {
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        }
    }

    /// Moves the item to `point` and the target to the item under it (the current target
    /// over no item), traced with the target that results: a gesture calls this at every
    /// change, so the trace follows the finger step by step. Without a movement it does
    /// nothing, as UIKit's does.
    public func updateInteractiveMovementTargetPosition(_ point: CGPoint) {
        guard let current = movement else { return }
        let line = system?.trace.record(role, "updateInteractiveMovementTargetPosition \(point.traceDescription)")
        movement?.position = point
        if let customLayout {
            if point != current.position { updateInteractiveMovement(by: customLayout, to: point, from: current) }
        } else {
            updateInteractiveMovement(toProposedIndexPath: indexPathForItem(at: point) ?? current.target)
        }
        if let line { system?.trace.complete(line, result: (movement ?? current).target.traceDescription) }
    }

    /// Asks the delegate where the item would go if dropped over `proposed`.
    public func updateInteractiveMovement(toProposedIndexPath proposed: IndexPath) {
        guard let current = movement else { return }
        let target = targetIndexPathForMove(from: current.source, at: current.target, to: proposed)
        guard target.section >= 0, target.section < numberOfSections, target.item >= 0, target.item < numberOfItems(inSection: target.section) else {
            system?.raise(EngineError(.outOfRange, "interactive movement target \(target.traceDescription) is outside the collection view"))
            return
        }
        movement?.target = target
    }

    /// Where the item would land: the iOS 15 question when the delegate implements it, else
    /// the deprecated one, handed the item's current index path, else `proposed` (UIKitCore,
    /// `UICollectionView -_targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`).
    private func targetIndexPathForMove(from original: IndexPath, at current: IndexPath, to proposed: IndexPath) -> IndexPath {
        let role = "\(self.role).delegate"
        let newer: IndexPath? = ask(system?.trace, role, "targetIndexPathForMoveOfItem \(original.traceDescription) current \(current.traceDescription) proposed \(proposed.traceDescription)", default: nil, describe: { $0?.traceDescription ?? "none" }) {
            delegate.map { Optional($0.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original, atCurrentIndexPath: current, toProposedIndexPath: proposed)) }
        }
        if let newer { return newer }
        return ask(system?.trace, role, "targetIndexPathForMove \(current.traceDescription) proposed \(proposed.traceDescription)", default: proposed, describe: \.traceDescription) {
            delegate?.collectionView(self, targetIndexPathForMoveFromItemAt: current, toProposedIndexPath: proposed)
        }
    }

    /// Ends the movement: the data source moves the item if its position changed (UIKitCore,
    /// `-_completeInteractiveMovementWithDisposition:` tells the data source once, from where
    /// the item began to where it is, whatever was called during the movement); then a custom
    /// layout is asked for its ending invalidation context.
    public func endInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        frames = nil
        traceEvent("endInteractiveMovement \(current.target.traceDescription)")
        if current.target != current.source, let dataSource = dataSource as? any CollectionViewMoveDataSource {
            moveEntry(from: current.source, to: current.target, dataSourceRole: "\(role).dataSource", call: "moveItemAt") {
                dataSource.collectionView(self, moveItemAt: current.source, to: current.target)
            }
        }
        endMovement(in: customLayout, final: current.target, previous: current.target, cancelled: false)
    }

    /// Has the data source move an item (`moveItemAt`, a table's `moveRowAt`), traced as
    /// `CALL [s,i] to [s,i]`, then moves its entry, once the data source's counts show that
    /// move and nothing else; other counts stop the run with `inconsistent-update`.
    func moveEntry(from source: IndexPath, to target: IndexPath, dataSourceRole: String, call: String, _ move: () -> Void) {
        let before = knownCounts()
        let line = system?.trace.record(dataSourceRole, "\(call) \(source.traceDescription) to \(target.traceDescription)")
        // A view controller's own `moveItemAt` (`moveRowAt`), not overridden, moves nothing:
        // the item stays where it was and the call leaves no line.
        let outer = answeredByDefault
        answeredByDefault = false
        move()
        let notImplemented = answeredByDefault
        answeredByDefault = outer
        if notImplemented {
            if let line { system?.trace.retract(line) }
            return
        }
        let after = dataSourceCounts()
        var moved = before
        if moved.indices.contains(source.section), moved.indices.contains(target.section) {
            moved[source.section] -= 1
            moved[target.section] += 1
        }
        guard after == before || (after == moved && source.section != target.section) else {
            let batch = BatchUpdate(moves: [(source, target)])
            system?.raise(EngineError(.inconsistentUpdate, batch.validate(before: before, after: after, words: words) ?? "the data source's counts changed during \(call)"))
            return
        }
        guard let position = position(ofItem: source) else { return }
        let entry = removeEntry(at: position, inSection: source.section)
        let destination = insertionPosition(forItem: target.item, inSection: target.section)
        insertEntry(entry, at: destination, inSection: target.section)
    }

    /// Cancels the movement: nothing moves.
    public func cancelInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        frames = nil
        traceEvent("cancelInteractiveMovement")
        endMovement(in: customLayout, final: current.source, previous: current.target, cancelled: true)
    }

    /// The movement in progress: where it began, where the item would land, where it is held.
    public var interactiveMovement: InteractiveMovement? { movement }
}
