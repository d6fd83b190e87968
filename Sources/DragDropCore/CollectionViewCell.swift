/// `UICollectionViewCell`: apps subclass it to hold what a cell shows.
open class CollectionViewCell {
    public internal(set) weak var collectionView: CollectionView?
    /// The placeholder's reuse identifier, for cells that stand for a drop placeholder.
    public let reuseIdentifier: String?

    public init(reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
    }
}
