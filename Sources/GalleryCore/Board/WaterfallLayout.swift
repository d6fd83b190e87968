import UIKitNames

/// What seed 004's waterfall layout asks its delegate: each card's height, and, for the
/// article's override, to move an item (the data source's `moveItemAt`, which the view
/// controller implements once for both).
protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// Seed 004's waterfall layout, a `UICollectionViewLayout` subclass: `numberOfColumns`
/// columns as wide as the view allows, each card placed under the shortest column, as tall as
/// its delegate says for its index path. `prepare()` lays everything out again at every pass,
/// so after an invalidation the heights follow the index paths.
class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: WaterfallLayoutDelegate?
    let numberOfColumns = 3
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        collectionView?.bounds.width ?? 0
    }

    override func prepare() {
        cache = []
        contentHeight = 0
        guard let collectionView, let delegate else { return }
        let columnWidth = (contentWidth / CGFloat(numberOfColumns)).rounded(.down)
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let column = yOffset.indices.min { yOffset[$0] < yOffset[$1] } ?? 0
                let height = delegate.collectionView(collectionView, heightForItemAt: indexPath)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: CGFloat(column) * columnWidth, y: yOffset[column], width: columnWidth, height: height)
                cache.append(attributes)
                yOffset[column] += height
                contentHeight = max(contentHeight, yOffset[column])
            }
            // Each section starts below the longest column of the one before.
            yOffset = [CGFloat](repeating: contentHeight, count: numberOfColumns)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
