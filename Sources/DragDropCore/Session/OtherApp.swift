import Foundation

/// Another app on the device: a drag source offering items, a drop target accepting types,
/// or both (docs/FORMAT.md, Other apps). Its view carries a plain drag and drop interaction with
/// built-in delegates, so its callbacks follow the plain interactions' lifecycle.
public final class OtherApp {
    public let name: String
    public let view: View
    /// Items offered for dragging, by id.
    public private(set) var items: [(id: String, representations: [ItemRepresentation])] = []
    /// Types accepted when dropped on; nil when the app is no drop target.
    public private(set) var accepts: [String]?
    public private(set) var operation: DropOperation = .copy
    public private(set) var received: [ReceivedItem] = []

    private var source: Source?
    private var target: Target?
    var touchedItemID: String?

    public init(name: String) {
        self.name = name
        self.view = View(name: name, size: CGSize(width: 1024, height: 768))
        self.view.app = name
    }

    /// Makes the app offer an item for dragging.
    public func offer(id: String, representations: [ItemRepresentation]) {
        items.append((id, representations))
        if source == nil {
            let source = Source(app: self)
            self.source = source
            view.addInteraction(DragInteraction(delegate: source))
        }
    }

    /// Makes the app accept drops of `types` with `operation` (`copy` or `forbidden`).
    public func accept(_ types: [String], operation: DropOperation = .copy) {
        accepts = types
        self.operation = operation
        if target == nil {
            let target = Target(app: self)
            self.target = target
            view.addInteraction(DropInteraction(delegate: target))
        }
    }

    func hasItem(_ id: String) -> Bool { items.contains { $0.id == id } }

    fileprivate func makeDragItem() -> [DragItem] {
        guard let id = touchedItemID, let entry = items.first(where: { $0.id == id }) else { return [] }
        let provider = ItemProvider()
        provider.suggestedName = id
        for representation in entry.representations { provider.register(representation) }
        return [DragItem(itemProvider: provider)]
    }

    fileprivate func receive(_ session: DropSession) {
        for item in session.items {
            let index = received.count
            received.append(ReceivedItem(identifier: item.itemProvider.suggestedName, values: [], failures: []))
            for type in accepts ?? [] where item.itemProvider.hasItemConformingToTypeIdentifier(type) {
                item.itemProvider.loadValue(forTypeIdentifier: type) { [weak self] value, error in
                    guard let self, received.indices.contains(index) else { return }
                    if let value {
                        received[index].values.append("\(type)=\(value.description)")
                    } else {
                        received[index].failures.append("\(type): \(error.map { "\($0)" } ?? "failed")")
                    }
                }
            }
        }
    }

    /// The other app's drag source: offers the touched item.
    private final class Source: DragInteractionDelegate {
        unowned let app: OtherApp

        init(app: OtherApp) { self.app = app }

        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            app.makeDragItem()
        }

        func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: CGPoint) -> [DragItem] {
            app.makeDragItem()
        }
    }

    /// The other app's drop target: takes every item with an accepted type and loads each
    /// accepted representation.
    private final class Target: DropInteractionDelegate {
        unowned let app: OtherApp

        init(app: OtherApp) { self.app = app }

        func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
            session.hasItemsConforming(toTypeIdentifiers: app.accepts ?? [])
        }

        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            DropProposal(operation: app.operation)
        }

        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            app.receive(session)
        }
    }
}
