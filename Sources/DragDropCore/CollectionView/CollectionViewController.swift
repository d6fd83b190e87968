import Foundation

/// `UICollectionViewController`: a controller whose view is a collection view it is the data
/// source and delegate of; subclasses `override` the data source's methods.
///
/// UIKitCore: the controller implements no `moveItemAt` itself. Swift cannot see whether a
/// subclass overrides it without calling it, and calling it would run the app's move where
/// UIKit never does, so the base's answers "not implemented" when called: the standard
/// gesture or a drop that would move an item moves nothing and traces no `moveItemAt`.
/// (UIKit would not begin such a reorder, nor a reorder-only drag, at all; docs/CUSTOM-APPS.md
/// lists the difference.)
open class CollectionViewController: ViewController, CollectionViewMoveDataSource, CollectionViewDelegate {
    /// `collectionViewLayout`: the layout the controller was made with, its view's.
    public var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }
    private let initialLayout: CollectionViewLayout
    /// `installsStandardGestureForInteractiveMovement`: the long press that moves an item
    /// with `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition`
    /// and `endInteractiveMovement`, as seed 004's handler does — a scenario's `reorder` step
    /// plays it. True by default, as in UIKit; false, no gesture is installed and the view
    /// refuses the `reorder` step (`CollectionView.movesItemsOnLongPress`): its items move by
    /// drag and drop only.
    public var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { collectionView?.movesItemsOnLongPress = installsStandardGestureForInteractiveMovement } }
    }

    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// `collectionView`: the controller's view.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set {
            newValue?.movesItemsOnLongPress = installsStandardGestureForInteractiveMovement
            view = newValue
        }
    }

    /// A collection view named `collection` (its `accessibilityIdentifier`), with this
    /// controller as its data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(name: "collection", width: 375, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        self.collectionView = collectionView
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(reuseIdentifier: nil)
    }

    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView.delegateDoesNotImplement()
        return true
    }

    /// Not overridden, it moves nothing: the item goes back where it was.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.delegateDoesNotImplement()
    }

    // MARK: - UICollectionViewDelegate

    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        collectionView.delegateDoesNotImplement()
        return proposedIndexPath
    }

    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        collectionView.delegateDoesNotImplement()
        return proposedIndexPath
    }

    /// A subclass that adopts `UICollectionViewDelegateFlowLayout` sizes items with it.
    open func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        (self as? any CollectionViewDelegateFlowLayout)?.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath)
    }
}
