/// `UIDragItem`: an item provider and the app's own `localObject`.
public final class DragItem {
    public let itemProvider: ItemProvider
    /// The app's own value; visible only inside the app that started the drag, never adjusted.
    public var localObject: Any? {
        get { storedLocalObject }
        set { storedLocalObject = newValue }
    }
    /// `localObject`'s storage, read through the accessors above: see
    /// `DragSession.localContext`.
    @exclusivity(unchecked) private var storedLocalObject: Any?

    /// The collection view the item was lifted from and the entry it follows there.
    @exclusivity(unchecked) unowned var sourceCollectionView: CollectionView?
    @exclusivity(unchecked) var sourceToken: Int?
    /// The interaction that contributed the item.
    @exclusivity(unchecked) unowned var contributor: (any DragSourceEndpoint)?

    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}
