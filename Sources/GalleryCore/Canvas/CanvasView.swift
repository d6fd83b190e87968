import UIKitNames

/// A plain view with a drag interaction, a drop interaction, or both, each delegating to the
/// view itself (seeds 001 and 003); it shows the text of what was last dropped on it.
///
/// It implements what its seeds implement: every question of the drag delegate (seed 001
/// walks through them all), and on the drop side `canHandle`, `sessionDidUpdate` and
/// `performDrop` (seed 003) — so no `previewForDropping` is asked (docs/LIFECYCLE.md §1).
final class CanvasView: UIView, UIDragInteractionDelegate, UIDropInteractionDelegate {
    private let configuration: CanvasViewConfiguration
    /// The first loaded object's text; nil until a drop loads one.
    private(set) var text: String?

    init(configuration: CanvasViewConfiguration) {
        self.configuration = configuration
        super.init(name: configuration.name)
        if configuration.drag != nil || configuration.add != nil || configuration.liftNone {
            addInteraction(UIDragInteraction(delegate: self))
        }
        if let drop = configuration.drop {
            let interaction = UIDropInteraction(delegate: self)
            interaction.allowsSimultaneousDropSessions = drop.simultaneous
            addInteraction(interaction)
        }
    }

    // MARK: - Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        configuration.liftNone ? [] : (configuration.drag ?? []).map { $0.makeDragItem() }
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] {
        (configuration.add ?? []).map { $0.makeDragItem() }
    }

    /// Seed 001 walks through every drag delegate method; these three are implemented, so
    /// UIKit asks them and the trace shows them. The previews are the view's `preview`
    /// (seed 003's custom view, parameters and target), UIKit's defaults unless it says.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        configuration.liftPreview
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession? {
        nil
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        configuration.cancelPreview
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        configuration.restricted
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        configuration.allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool {
        configuration.fullSizePreview
    }

    // MARK: - Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: configuration.drop?.accepts ?? [])
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: configuration.drop?.operation ?? .cancel)
    }

    /// Loads objects of the `loads` type and shows the first one's text: a `Person` (seed 003)
    /// shows its name, a string itself, a URL its text, an image its name. Any other type is
    /// read as each item's raw value of that type, a custom type showing its `name` field.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard let loads = configuration.drop?.loads else { return }
        if loads == Person.typeIdentifier {
            session.loadObjects(ofClass: Person.self) { [weak self] people in self?.show(people.first?.name) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.image) {
            session.loadObjects(ofClass: UIImage.self) { [weak self] images in self?.show((images.first as? UIImage)?.description) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.url) {
            session.loadObjects(ofClass: URL.self) { [weak self] urls in self?.show(urls.first?.absoluteString) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.text) {
            session.loadObjects(ofClass: String.self) { [weak self] strings in self?.show(strings.first) }
        } else {
            loadValues(ofType: loads, from: session)
        }
    }

    /// `loadDataRepresentation` on every item with the type; the first value's text once all
    /// have finished, on the main queue.
    private func loadValues(ofType type: String, from session: UIDropSession) {
        let providers = session.items.map(\.itemProvider).filter { $0.hasItemConformingToTypeIdentifier(type) }
        guard !providers.isEmpty else { return }
        var values = [ItemValue?](repeating: nil, count: providers.count)
        var remaining = providers.count
        for (index, provider) in providers.enumerated() {
            provider.loadValue(forTypeIdentifier: type) { [weak self] value, _ in
                values[index] = value
                remaining -= 1
                guard remaining == 0 else { return }
                DispatchQueue.main.async { self?.show(values.compactMap { $0 }.first.map(Self.text(of:))) }
            }
        }
    }

    private static func text(of value: ItemValue) -> String {
        if case .fields(let fields) = value, let name = fields.first(where: { $0.name == "name" }) {
            return name.value
        }
        return value.description
    }

    private func show(_ text: String?) {
        if let text { self.text = text }
    }
}
