import Foundation

/// `UICollectionViewFlowLayout` without spacing: items left to right in rows as wide as the
/// view, each row as tall as its tallest item, sections one below the other.
public struct FlowLayout: Sendable {
    /// The size of items the delegate does not size, and of placeholders.
    public var itemSize: CGSize

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
        for section in sections.indices {
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
                    y += rowHeight
                    x = 0
                    rowHeight = 0
                }
                frames.append(Frame(rect: CGRect(x: x, y: y, width: size.width, height: size.height), indexPath: indexPath, isItem: isItem))
                x += size.width
                rowHeight = max(rowHeight, size.height)
                if isItem { item += 1 }
            }
            y += rowHeight
        }
        return frames
    }
}
