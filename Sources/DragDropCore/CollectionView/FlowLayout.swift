import Foundation

/// `UICollectionViewFlowLayout`, scrolling vertically: items left to right in rows as wide as
/// the view, `minimumInteritemSpacing` apart, each row as tall as its tallest item and
/// `minimumLineSpacing` below the one before; each section below the last, after its header's
/// height (`headerReferenceSize`). A row's spare width is left at its end, not spread between
/// its items.
public struct FlowLayout: Sendable {
    /// The size of items the delegate does not size, and of placeholders.
    public var itemSize: CGSize
    /// The space between two items of one row.
    public var minimumInteritemSpacing: CGFloat = 0
    /// The space between two rows of one section.
    public var minimumLineSpacing: CGFloat = 0
    /// A section header's size; its height is the space above the section's items, where no
    /// item is (so no destination index path).
    public var headerReferenceSize: CGSize = .zero

    public init(itemSize: CGSize = CGSize(width: 100, height: 100)) {
        self.itemSize = itemSize
    }

    /// Where one entry of the collection view sits: an item, or a drop placeholder.
    public struct Frame: Equatable, Sendable {
        public var rect: CGRect
        /// For a placeholder, the index its next item would have.
        public var indexPath: IndexPath
        public var isItem: Bool
    }

    /// Whether `frames` lie in rows: each row's frames start at one height, the rows' heights
    /// never decrease (a row is as tall as its tallest frame, at least zero), and no frame
    /// reaches below its row's bottom or above its top. That holds when no size is negative
    /// or NaN; a delegate's negative size makes a frame reach up into the rows above.
    static func formRows(_ frames: [Frame]) -> Bool {
        frames.allSatisfy { $0.rect.size.width >= 0 && $0.rect.size.height >= 0 }
    }

    /// The first of `frames` that contains `point`, when they form rows (`formRows`): only a
    /// frame of the last row starting at or above the point can, so that row is found by
    /// halving, and a drag's every move over a large view no longer looks at every entry.
    static func firstIndex(of point: CGPoint, inRows frames: [Frame]) -> Int? {
        // The first frame starting below the point: every frame before it starts at or above.
        var low = 0, high = frames.count
        while low < high {
            let middle = low + (high - low) / 2
            if frames[middle].rect.origin.y > point.y { high = middle } else { low = middle + 1 }
        }
        guard low > 0 else { return nil }
        let rowTop = frames[low - 1].rect.origin.y
        var start = low - 1
        while start > 0, frames[start - 1].rect.origin.y == rowTop { start -= 1 }
        return (start..<low).first { frames[$0].rect.contains(point) }
    }

    /// Every entry's frame, in order. Linear in the number of entries.
    func frames(of collectionView: CollectionView) -> [Frame] {
        let width = collectionView.bounds.width
        var frames: [Frame] = []
        // One allocation: grown by doubling, a large view's frames were copied and remapped
        // a dozen times.
        frames.reserveCapacity(collectionView.sections.reduce(0) { $0 + $1.count })
        // Held strongly once, not loaded from the weak reference for every entry.
        let delegate = collectionView.delegate
        var y: CGFloat = 0
        let sections = collectionView.sections
        let interitem = max(0, minimumInteritemSpacing.isFinite ? minimumInteritemSpacing : 0)
        let line = max(0, minimumLineSpacing.isFinite ? minimumLineSpacing : 0)
        let header = max(0, headerReferenceSize.height.isFinite ? headerReferenceSize.height : 0)
        for section in sections.indices {
            y += header
            var x: CGFloat = 0
            var rowHeight: CGFloat = 0
            var item = 0
            // Each entry's kind is read in place: a copy of the entry retains its cell, one
            // cold object per entry, which cost a large view more per entry than a small one.
            for position in sections[section].indices {
                let isItem = sections[section][position].isItem
                let indexPath = IndexPath(item: item, section: section)
                var size = itemSize
                if isItem, let sized = delegate?.collectionView(collectionView, sizeForItemAt: indexPath) {
                    size = sized
                }
                if x > 0, x + size.width > width + 0.0001 {
                    y += rowHeight + line
                    x = 0
                    rowHeight = 0
                }
                frames.append(Frame(rect: CGRect(x: x, y: y, width: size.width, height: size.height), indexPath: indexPath, isItem: isItem))
                x += size.width + interitem
                rowHeight = max(rowHeight, size.height)
                if isItem { item += 1 }
            }
            y += rowHeight
        }
        return frames
    }
}
