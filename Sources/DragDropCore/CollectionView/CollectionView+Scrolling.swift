import Foundation

/// Scrolling and cell reuse: a collection view shows cells for the items within its visible
/// bounds only, puts the cells of items that leave them in a reuse queue per reuse
/// identifier, and hands those out again from `dequeueReusableCell(withReuseIdentifier:for:)`.
///
/// UIKit lays out the cells of the items in its visible bounds (`UICollectionView
/// -_visibleBounds`, `-_reuseCell:notifyDidEndDisplaying:`); a dequeued cell that was used
/// before hears `prepareForReuse()` just before it is returned (Apple's documentation of
/// `prepareForReuse()`). Which queued cell comes back is UIKit's own affair; the engine gives
/// the last one queued, as a reimplementation of `-_dequeueReusableViewOfKind:withIdentifier:
/// forIndexPath:viewCategory:` takes the queue's `lastObject`.
///
/// Until it first scrolls, the engine's view keeps a cell for every item, those below its
/// bounds included (UIKit would make those only as they come into view): a scenario that does
/// not scroll replays as it always has. The first scroll lays the cells out by the visible
/// bounds, and from then on every reload, change of the items and invalidated layout does.
extension CollectionView {
    /// The rectangle of the content the view shows: its size at the content offset.
    public var visibleBounds: CGRect {
        CGRect(origin: contentOffset, size: bounds.size)
    }

    /// Whether the view shows cells only for the items in its visible bounds: true from its
    /// first scroll on.
    public var showsOnlyVisibleCells: Bool { hasItemsWithoutCells }

    /// The height of everything the layout places.
    public var contentHeight: CGFloat {
        layoutFrames.reduce(0) { max($0, $1.rect.maxY) }
    }

    /// `setContentOffset(_:animated:)`: the view shows its content from `offset` on; cells of
    /// items that leave the visible bounds are queued for reuse, items that enter get cells.
    /// A finger's scroll comes to rest within the content, which the `scroll` step's offset
    /// is kept to (`DragDropSystem.scroll`).
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
        layoutVisibleCells()
    }

    /// The content offset that puts the row of `indexPath` at the top of the view, kept
    /// within the content as a finger's scroll would leave it.
    public func contentOffset(showingItemAt indexPath: IndexPath) -> CGPoint {
        let frames = layoutFrames
        let start = sections.indices.contains(indexPath.section) ? sections[..<indexPath.section].reduce(0) { $0 + $1.count } : 0
        let top = position(ofItem: indexPath).flatMap { frames.indices.contains(start + $0) ? frames[start + $0].rect.minY : nil } ?? 0
        return CGPoint(x: 0, y: restingOffset(top))
    }

    /// `y` kept between the top of the content and the offset that shows its bottom.
    func restingOffset(_ y: CGFloat) -> CGFloat {
        guard y.isFinite else { return 0 }
        return min(max(0, y), max(0, contentHeight - bounds.height))
    }

    /// Gives a cell to each item within the visible bounds that has none and queues the cells
    /// of items outside them, in the order of the entries. Only a flow-laid-out view with a
    /// data source: a custom layout keeps a cell for every item.
    func layoutVisibleCells() {
        guard customLayout == nil, let dataSource else { return }
        let frames = layoutFrames
        let visible = visibleBounds
        var index = 0
        for section in sections.indices {
            for position in sections[section].indices {
                defer { index += 1 }
                guard frames.indices.contains(index), case .item = sections[section][position].kind else { continue }
                let rect = frames[index].rect
                // Strictly inside: an item whose edge only touches the visible bounds is not shown.
                let shows = rect.minY < visible.maxY && rect.maxY > visible.minY && rect.minX < visible.maxX && rect.maxX > visible.minX
                if shows, sections[section][position].cell == nil {
                    let cell = dataSource.collectionView(self, cellForItemAt: frames[index].indexPath)
                    cell.collectionView = self
                    setCell(cell, at: position, inSection: section)
                } else if !shows, let cell = sections[section][position].cell {
                    sections[section][position].cell = nil
                    enqueueReusableCell(cell)
                    hasItemsWithoutCells = true
                } else if !shows {
                    hasItemsWithoutCells = true
                }
            }
        }
    }

    /// A cell whose item left the visible bounds: it shows no item, and waits in the queue of
    /// its reuse identifier (a cell without one is not reused).
    private func enqueueReusableCell(_ cell: CollectionViewCell) {
        cell.itemToken = nil
        hideContent(of: cell)
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    /// The last cell queued for `identifier`, told `prepareForReuse()`; nil when none waits.
    func dequeueQueuedCell(withReuseIdentifier identifier: String) -> CollectionViewCell? {
        guard let cell = reuseQueues[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// How many cells wait in the reuse queue of `identifier`.
    public func numberOfQueuedCells(withReuseIdentifier identifier: String) -> Int {
        reuseQueues[identifier]?.count ?? 0
    }
}

extension DragDropSystem {
    /// A finger scrolls `collectionView` so that its content shows from `y` on, or from the
    /// row of `indexPath` (a scenario's `scroll`), coming to rest within the content.
    public func scroll(_ collectionView: CollectionView, toItem indexPath: IndexPath? = nil, y: Double? = nil) throws(EngineError) {
        try step { () throws(EngineError) in
            let offset: CGPoint
            if let indexPath {
                guard indexPath.section >= 0, indexPath.section < collectionView.numberOfSections,
                      indexPath.item >= 0, indexPath.item < collectionView.numberOfItems(inSection: indexPath.section) else {
                    throw EngineError(.outOfRange, "scroll: cell \(indexPath.traceDescription) is out of range: \(collectionView.name) has \(Plural.count(collectionView.numberOfSections, "section"))")
                }
                offset = collectionView.contentOffset(showingItemAt: indexPath)
            } else {
                offset = CGPoint(x: 0, y: collectionView.restingOffset(y ?? 0))
            }
            trace.record(collectionView.name, "scroll offset=\(offset.traceDescription)")
            collectionView.setContentOffset(offset, animated: false)
        }
    }
}
