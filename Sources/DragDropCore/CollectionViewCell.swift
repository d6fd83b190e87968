/// `UICollectionViewCell`: apps subclass it to hold what a cell shows.
open class CollectionViewCell {
    public internal(set) unowned var collectionView: CollectionView?
    /// The placeholder's reuse identifier, for cells that stand for a drop placeholder.
    public let reuseIdentifier: String?
    /// The token of the item the cell shows, so the collection view finds the cell's index
    /// path without a search; nil for placeholder cells.
    var itemToken: Int?

    public init(reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
    }
}
