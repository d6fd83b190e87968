import Foundation

/// `UICollectionViewLayoutAttributes`: where a custom layout puts one item. A class, as in
/// UIKit, so that a layout may keep its attributes and adjust them in place (`prepare()`).
open class CollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    public var frame: CGRect
    /// Of two items under one point, hit testing takes the one with the greater `zIndex`
    /// (UIKitCore, `-[UICollectionViewLayout targetIndexPathForInteractivelyMovingItem:withPosition:]`).
    public var zIndex: Int = 0

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }

    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// A copy, as `-copy` gives one: the interactively moving item's attributes are a copy of
    /// its own, moved to the finger.
    open func copy() -> CollectionViewLayoutAttributes {
        let copy = CollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.frame = frame
        copy.zIndex = zIndex
        return copy
    }
}
