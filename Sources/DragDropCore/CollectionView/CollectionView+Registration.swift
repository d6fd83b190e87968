import Foundation

/// Cells by reuse identifier, as `UICollectionView` makes them for its data source.
extension CollectionView {
    /// `register(_:forCellWithReuseIdentifier:)`: cells dequeued for `identifier` are made of
    /// `cellClass` with its `init(frame:)`; nil forgets the identifier.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a cell waiting in the reuse queue of
    /// `identifier` (`CollectionView+Scrolling`), else a new cell of the class registered for
    /// it, sized by the layout. UIKit raises an exception for an identifier nothing was
    /// registered for; the engine stops the run with the same message.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let queued = dequeueQueuedCell(withReuseIdentifier: identifier) { return queued }
        guard let cellClass = registeredCells[identifier] else {
            system?.raise(EngineError(.invalidStep, "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"))
            let cell = CollectionViewCell(reuseIdentifier: identifier)
            return cell
        }
        let cell = cellClass.init(dequeuedWithFrame: CGRect(origin: .zero, size: itemSize))
        cell.reuseIdentifier = identifier
        return cell
    }
}
