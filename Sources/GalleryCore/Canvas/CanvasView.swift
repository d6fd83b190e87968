import DragDropCore
import Foundation

/// A plain view with a drag interaction, a drop interaction, or both, each delegating to the
/// view itself (seeds 001 and 003); it shows the text of what was last dropped on it.
///
/// It implements what its seeds implement: every question of the drag delegate (seed 001
/// walks through them all), and on the drop side `canHandle`, `sessionDidUpdate` and
/// `performDrop` (seed 003) — so no `previewForDropping` is asked (LIFECYCLE.md §1).
final class CanvasView: View, DragInteractionDelegate, DropInteractionDelegate {
    private let configuration: CanvasViewConfiguration
    /// Unowned: the system holds its views, as a window holds its views in UIKit, and
    /// outlives them (see `DragDropSystem`).
    private unowned var system: DragDropSystem?
    /// The first loaded object's text; nil until a drop loads one.
    private(set) var text: String?

    init(configuration: CanvasViewConfiguration, system: DragDropSystem) {
        self.configuration = configuration
        self.system = system
        super.init(name: configuration.name)
        if configuration.drag != nil || configuration.add != nil || configuration.liftNone {
            addInteraction(DragInteraction(delegate: self))
        }
        if configuration.drop != nil {
            addInteraction(DropInteraction(delegate: self))
        }
    }

    // MARK: - Drag

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        configuration.liftNone ? [] : (configuration.drag ?? []).map { $0.makeDragItem() }
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: CGPoint) -> [DragItem] {
        (configuration.add ?? []).map { $0.makeDragItem() }
    }

    /// Seed 001 walks through every drag delegate method; these three answer as UIKit's
    /// defaults would, but are implemented, so UIKit asks them and the trace shows them.
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> DragPreview? {
        .default
    }

    func dragInteraction(_ interaction: DragInteraction, sessionForAddingItems sessions: [DragSession], withTouchAt point: CGPoint) -> DragSession? {
        nil
    }

    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem, withDefault defaultPreview: DragPreview) -> DragPreview? {
        defaultPreview
    }

    func dragInteraction(_ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool {
        configuration.restricted
    }

    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool {
        configuration.allowsMove
    }

    func dragInteraction(_ interaction: DragInteraction, prefersFullSizePreviewsFor session: DragSession) -> Bool {
        configuration.fullSizePreview
    }

    // MARK: - Drop

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: configuration.drop?.accepts ?? [])
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: configuration.drop?.operation ?? .cancel)
    }

    /// Loads objects of the `loads` type and shows the first one's text: a `Person` (seed 003)
    /// shows its name, a string itself, a URL its text, an image its name. Any other type is
    /// read as each item's raw value of that type, a custom type showing its `name` field.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let loads = configuration.drop?.loads else { return }
        if loads == Person.typeIdentifier {
            session.loadObjects(ofClass: Person.self) { [weak self] people in self?.show(people.first?.name) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.image) {
            session.loadObjects(ofClass: Image.self) { [weak self] images in self?.show(images.first?.description) }
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
    private func loadValues(ofType type: String, from session: DropSession) {
        let providers = session.items.map(\.itemProvider).filter { $0.hasItemConformingToTypeIdentifier(type) }
        guard !providers.isEmpty else { return }
        var values = [ItemValue?](repeating: nil, count: providers.count)
        var remaining = providers.count
        guard let mainQueue = system?.mainQueue else { return }
        for (index, provider) in providers.enumerated() {
            provider.loadValue(forTypeIdentifier: type) { [weak self] value, _ in
                values[index] = value
                remaining -= 1
                guard remaining == 0 else { return }
                mainQueue.async { self?.show(values.compactMap { $0 }.first.map(Self.text(of:))) }
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
