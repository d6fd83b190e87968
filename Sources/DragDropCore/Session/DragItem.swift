import Foundation

/// `UIDragItem`: an item provider and the app's own `localObject`.
public final class DragItem: @unchecked Sendable {
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
    /// `previewProvider`: the preview the item shows while it is dragged, once it has left
    /// its lift preview behind; asked once, at the drag's first move (`DragItem+Preview`).
    public var previewProvider: (() -> DragPreview?)?
    /// What `previewProvider` answered; nil until then, or when it gave none.
    public internal(set) var dragPreview: DragPreview?
    var hasAskedPreviewProvider = false
    /// How the item left the screen; nil while its drag is on.
    public internal(set) var ending: Ending?

    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}
