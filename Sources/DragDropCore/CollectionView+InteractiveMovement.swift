import Foundation

extension CollectionView {
    /// Begins moving the item, if the data source implements moving and `canMoveItemAt` agrees.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        let line = system?.trace.record(role, "beginInteractiveMovement \(indexPath.traceDescription)")
        var began = false
        if movement == nil, position(ofItem: indexPath) != nil, let dataSource = dataSource as? any CollectionViewMoveDataSource {
            let ask = system?.trace.record("\(role).dataSource", "canMoveItemAt \(indexPath.traceDescription)")
            began = dataSource.collectionView(self, canMoveItemAt: indexPath)
            if let ask { system?.trace.complete(ask, result: "\(began)") }
            if began { movement = InteractiveMovement(source: indexPath, target: indexPath) }
        }
        if let line { system?.trace.complete(line, result: "\(began)") }
        return began
    }

    /// Moves the target to the item under `point` (the current target over no item).
    public func updateInteractiveMovementTargetPosition(_ point: CGPoint) {
        guard let movement else { return }
        updateInteractiveMovement(toProposedIndexPath: indexPathForItem(at: point) ?? movement.target)
    }

    /// Asks the delegate where the item would go if dropped over `proposed`.
    public func updateInteractiveMovement(toProposedIndexPath proposed: IndexPath) {
        guard let current = movement else { return }
        let line = system?.trace.record("\(role).delegate", "targetIndexPathForMove \(current.source.traceDescription) proposed \(proposed.traceDescription)")
        let target = delegate?.collectionView(self, targetIndexPathForMoveFromItemAt: current.source, toProposedIndexPath: proposed) ?? proposed
        if let line { system?.trace.complete(line, result: target.traceDescription) }
        guard target.section >= 0, target.section < numberOfSections, target.item >= 0, target.item < numberOfItems(inSection: target.section) else {
            system?.raise(EngineError(.outOfRange, "interactive movement target \(target.traceDescription) is outside the collection view"))
            return
        }
        movement?.target = target
    }

    /// Ends the movement: the data source moves the item if its position changed.
    public func endInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        traceEvent("endInteractiveMovement \(current.target.traceDescription)")
        guard current.target != current.source, let dataSource = dataSource as? any CollectionViewMoveDataSource else { return }
        let before = knownCounts()
        system?.trace.record("\(role).dataSource", "moveItemAt \(current.source.traceDescription) to \(current.target.traceDescription)")
        dataSource.collectionView(self, moveItemAt: current.source, to: current.target)
        let after = dataSourceCounts()
        var moved = before
        if moved.indices.contains(current.source.section), moved.indices.contains(current.target.section) {
            moved[current.source.section] -= 1
            moved[current.target.section] += 1
        }
        guard after == before || (after == moved && current.source.section != current.target.section) else {
            let batch = BatchUpdate(moves: [(current.source, current.target)])
            system?.raise(EngineError(.inconsistentUpdate, batch.validate(before: before, after: after) ?? "the data source's counts changed during moveItemAt"))
            return
        }
        guard let position = position(ofItem: current.source) else { return }
        let entry = removeEntry(at: position, inSection: current.source.section)
        let destination = insertionPosition(forItem: current.target.item, inSection: current.target.section)
        insertEntry(entry, at: destination, inSection: current.target.section)
    }

    /// Cancels the movement: nothing moves.
    public func cancelInteractiveMovement() {
        guard movement != nil else { return }
        movement = nil
        traceEvent("cancelInteractiveMovement")
    }

    /// The movement in progress: where it began and where the item would land.
    public var interactiveMovement: (source: IndexPath, target: IndexPath)? {
        movement.map { ($0.source, $0.target) }
    }
}
