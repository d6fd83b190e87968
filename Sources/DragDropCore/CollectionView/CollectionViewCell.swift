import Foundation

/// `UICollectionViewCell`: apps subclass it to hold what a cell shows.
///
/// A subclass writes its initializers as in UIKit: none, or `override init(frame:)` beside
/// `required init?(coder:)`. A registered class's cell is made through
/// `init(dequeuedWithFrame:)`, which such a subclass inherits and which calls its
/// `init(frame:)`: Swift makes an object of a class held in a variable only through a required
/// initializer, where UIKit uses the Objective-C runtime.
open class CollectionViewCell {
    public internal(set) unowned var collectionView: CollectionView?
    /// The reuse identifier it was dequeued for, or the placeholder's, for a placeholder cell.
    public internal(set) var reuseIdentifier: String?
    /// `backgroundColor`: nil is clear.
    public var backgroundColor: Color?
    /// `contentView`: the view the cell's subviews go in; made when first asked for. While
    /// the cell shows an item it is among its collection view's subviews, as the cell is in
    /// UIKit: a view the app puts in it (a table per cell) is on screen with the collection
    /// view.
    public var contentView: View {
        if let madeContentView { return madeContentView }
        let view = View(frame: frame)
        madeContentView = view
        return view
    }
    /// The content view, once made: a cell that never made one costs its collection view nothing.
    private(set) var madeContentView: View?
    /// `frame`: the size the layout gives the cell.
    public var frame: CGRect

    /// `init(frame:)`: a subclass overrides it to build its content, as in UIKit.
    public init(frame: CGRect) {
        self.frame = frame
        reuseIdentifier = nil
    }

    /// `init?(coder:)`, which UIKit requires of every view; the engine has no archives, so it
    /// never calls it, and a subclass writes it as UIKit code does (usually `fatalError`).
    public required init?(coder: NSCoder) {
        frame = .zero
        reuseIdentifier = nil
    }

    /// How `dequeueReusableCell(withReuseIdentifier:for:)` makes a registered class's cell:
    /// through the class's own `init(frame:)`. Apps never call it; a subclass that writes
    /// `init(frame:)` and `init?(coder:)`, or neither, inherits it.
    public required convenience init(dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }
    /// `prepareForReuse()`: the cell is about to be handed out again by
    /// `dequeueReusableCell(withReuseIdentifier:for:)` for another item, after it left the
    /// visible bounds; a subclass overrides it to reset what it shows. Does nothing here.
    open func prepareForReuse() {}

    /// The token of the item the cell shows, so the collection view finds the cell's index
    /// path without a search; nil for placeholder cells.
    var itemToken: Int?

    /// A cell the app makes itself, for the engine's own apps that build cells by hand.
    public convenience init(reuseIdentifier: String? = nil) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }
}
