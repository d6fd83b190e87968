/// `UIDragItem`: an item provider and the app's own `localObject`.
public final class DragItem {
    public let itemProvider: ItemProvider
    /// The app's own value; visible only inside the app that started the drag, never adjusted.
    public var localObject: Any?

    /// The collection view the item was lifted from and the entry it follows there.
    unowned var sourceCollectionView: CollectionView?
    var sourceToken: Int?
    /// Made by a collection view for a lift its delegate gave no items for (a reorder-only item).
    var isCreatedForReordering = false
    /// The interaction that contributed the item.
    unowned var contributor: (any DragSourceEndpoint)?

    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}
