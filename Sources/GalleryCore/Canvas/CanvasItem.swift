import UIKitNames

/// One item a canvas view offers: its representations in registration order and the app's
/// own `localObject`.
public struct CanvasItem: Equatable, Sendable {
    public var provides: [ItemRepresentation]
    public var local: String?

    public init(provides: [ItemRepresentation], local: String? = nil) {
        self.provides = provides
        self.local = local
    }

    func makeDragItem() -> UIDragItem {
        let provider = NSItemProvider()
        for representation in provides { provider.register(representation) }
        let item = UIDragItem(itemProvider: provider)
        item.localObject = local
        return item
    }
}
