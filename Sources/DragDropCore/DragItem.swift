import Foundation

/// `UIDragItem`: an item provider and the app's own `localObject`.
public final class DragItem {
    public let itemProvider: ItemProvider
    /// The app's own value; visible only inside the app that started the drag, never adjusted.
    public var localObject: Any?

    /// The collection view the item was lifted from and the entry it follows there.
    unowned var sourceCollectionView: CollectionView?
    var sourceToken: Int?
    /// Where its row was when it was lifted from a table (`from` of the table's
    /// `targetIndexPathForMoveFromRowAt`, UIKitCore: `UITableView -_draggedIndexPath`).
    var liftIndexPath: IndexPath?
    /// Made by a collection view for a lift its delegate gave no items for (a reorder-only item).
    var isCreatedForReordering = false
    /// The interaction that contributed the item.
    unowned var contributor: (any DragSourceEndpoint)?
    /// What the lift showed under the finger: the delegate's `previewForLifting` (a
    /// collection view's `dragPreviewParametersForItemAt`), or the default when it does not
    /// say; nil when it returned none, so the item was lifted with no animation.
    public internal(set) var liftPreview: DragPreview? = .default
    /// How the item left the screen; nil while its drag is on.
    public internal(set) var ending: Ending?

    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}
