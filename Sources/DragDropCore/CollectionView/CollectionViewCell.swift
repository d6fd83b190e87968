import Foundation

/// `UICollectionViewCell`: apps subclass it to hold what a cell shows.
///
/// A class registered with `register(_:forCellWithReuseIdentifier:)` is made with
/// `init(frame:)`, which is therefore `required`: Swift makes an object of a class held in a
/// variable only through a required initializer (UIKit does it through the Objective-C
/// runtime). A subclass writing its own `init(frame:)` spells it `required`, not `override`.
open class CollectionViewCell {
    public internal(set) unowned var collectionView: CollectionView?
    /// The reuse identifier it was dequeued for, or the placeholder's, for a placeholder cell.
    public internal(set) var reuseIdentifier: String?
    /// `backgroundColor`: nil is clear.
    public var backgroundColor: Color?
    /// `contentView`: the view the cell's subviews go in; made when first asked for.
    public private(set) lazy var contentView = View(frame: frame)
    /// `frame`: the size the layout gives the cell.
    public var frame: CGRect

    public required init(frame: CGRect) {
        self.frame = frame
        reuseIdentifier = nil
    }
    /// The token of the item the cell shows, so the collection view finds the cell's index
    /// path without a search; nil for placeholder cells.
    var itemToken: Int?

    public init(reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        frame = .zero
    }
}
