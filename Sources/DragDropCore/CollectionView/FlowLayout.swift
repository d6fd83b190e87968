import Foundation

/// `UICollectionViewFlowLayout`, scrolling vertically: items left to right in rows as wide as
/// the view less the section's insets, `minimumInteritemSpacing` apart, each row as tall as
/// its tallest item and `minimumLineSpacing` below the one before; each section below the
/// last, after its header's height (`headerReferenceSize`) and inside its `sectionInset`. A
/// row's spare width is left at its end, not spread between its items.
///
/// A class, as UIKit's is: an app makes one, sets its properties and hands it to its collection
/// view (`let layout = UICollectionViewFlowLayout(); layout.itemSize = …`), or finds it again
/// as `collectionView.collectionViewLayout as? UICollectionViewFlowLayout`. Setting a property
/// lays the items out again. A subclass that overrides the layout's attributes is laid out as
/// a flow layout all the same: the engine lays out flow layouts itself.
open class FlowLayout: CollectionViewLayout {
    /// The size of items the delegate does not size, and of placeholders.
    open var itemSize = FlowLayout.standardItemSize {
        didSet { invalidateLayout() }
    }
    /// The space between two items of one row.
    open var minimumInteritemSpacing: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// The space between two rows of one section.
    open var minimumLineSpacing: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// A section header's size; its height is the space above the section's items, where no
    /// item is (so no destination index path).
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// `scrollDirection`: `.vertical`, rows of items one below the other, or `.horizontal`,
    /// columns of items as tall as the view, one beside the other, each section to the right
    /// of the one before (a header's or footer's width is then its room).
    open var scrollDirection: CollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// A section footer's size; its height is the space below the section's items and insets.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The space around each section's items, between its header and its footer: no item is
    /// there either.
    open var sectionInset: EdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// The engine's `itemSize` until the app sets one, and a new cell's size in a custom layout.
    public static let standardItemSize = CGSize(width: 100, height: 100)

    public override init() {
        super.init()
    }

    /// A flow layout whose items are `itemSize`, as the engine's own views make them.
    public convenience init(itemSize: CGSize) {
        self.init()
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
        guard scrollDirection == .horizontal else { return frames(of: collectionView, transposed: false) }
        return frames(of: collectionView, transposed: true).map { frame in
            var frame = frame
            frame.rect = Self.transposed(frame.rect)
            return frame
        }
    }

    /// The vertical layout of the items; `transposed`, of the items with every size, inset and
    /// the view's bounds turned a quarter, which laid out in rows and turned back is the
    /// horizontal layout in columns.
    private func frames(of collectionView: CollectionView, transposed: Bool) -> [Frame] {
        var frames: [Frame] = []
        // One allocation: grown by doubling, a large view's frames were copied and remapped
        // a dozen times.
        frames.reserveCapacity(collectionView.sections.reduce(0) { $0 + $1.count })
        // Held strongly once, not loaded from the weak reference for every entry.
        let delegate = collectionView.delegate
        // Read once: an open class's property is looked up through its class at every read.
        let itemSize = transposed ? Self.transposed(self.itemSize) : self.itemSize
        let extent = transposed ? collectionView.bounds.height : collectionView.bounds.width
        var y: CGFloat = 0
        let flowDelegate = delegate as? any CollectionViewDelegateFlowLayout
        let sections = collectionView.sections
        for section in sections.indices {
            let (inset, interitem, line, header, footer) = metrics(ofSection: section, in: collectionView, asking: flowDelegate, transposed: transposed)
            let width = extent - inset.right
            y += header + inset.top
            var x = inset.left
            var rowHeight: CGFloat = 0
            var item = 0
            // Each entry's kind is read in place: a copy of the entry retains its cell, one
            // cold object per entry, which cost a large view more per entry than a small one.
            for position in sections[section].indices {
                let isItem = sections[section][position].isItem
                let indexPath = IndexPath(item: item, section: section)
                var size = itemSize
                if isItem, let sized = delegate?.collectionView(collectionView, sizeForItemAt: indexPath) {
                    size = transposed ? Self.transposed(sized) : sized
                }
                if x > inset.left, x + size.width > width + 0.0001 {
                    y += rowHeight + line
                    x = inset.left
                    rowHeight = 0
                }
                frames.append(Frame(rect: CGRect(x: x, y: y, width: size.width, height: size.height), indexPath: indexPath, isItem: isItem))
                x += size.width + interitem
                rowHeight = max(rowHeight, size.height)
                if isItem { item += 1 }
            }
            y += rowHeight + inset.bottom + footer
        }
        return frames
    }

    /// One section's insets, spacing between items and between rows, and header and footer
    /// heights: the delegate's answers (UIKit asks its `…ForSectionAt` methods, whose defaults
    /// are the layout's values), each taken as 0 where it is no number or negative.
    /// `transposed`: turned a quarter, as the items are for a horizontal layout — the insets'
    /// sides swapped, the header's and footer's widths their room.
    private func metrics(ofSection section: Int, in collectionView: CollectionView, asking delegate: (any CollectionViewDelegateFlowLayout)?, transposed: Bool) -> (inset: EdgeInsets, interitem: CGFloat, line: CGFloat, header: CGFloat, footer: CGFloat) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        func room(_ size: CGSize) -> CGFloat { clean(transposed ? size.width : size.height) }
        let asked: EdgeInsets, interitem: CGFloat, line: CGFloat, header: CGSize, footer: CGSize
        if let delegate {
            asked = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            interitem = delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            line = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        } else {
            (asked, interitem, line, header, footer) = (sectionInset, minimumInteritemSpacing, minimumLineSpacing, headerReferenceSize, footerReferenceSize)
        }
        let inset = transposed
            ? EdgeInsets(top: clean(asked.left), left: clean(asked.top), bottom: clean(asked.right), right: clean(asked.bottom))
            : EdgeInsets(top: clean(asked.top), left: clean(asked.left), bottom: clean(asked.bottom), right: clean(asked.right))
        return (inset, clean(interitem), clean(line), room(header), room(footer))
    }

    private static func transposed(_ size: CGSize) -> CGSize {
        CGSize(width: size.height, height: size.width)
    }

    private static func transposed(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
    }
}
