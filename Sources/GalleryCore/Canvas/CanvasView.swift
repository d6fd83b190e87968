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
    /// Where `performDrop` logs (`NSLog`), as the app's console would show it.
    private let trace: Trace
    /// The `Progress` of the objects a drop is loading, while the view logs it.
    private var loading: LoadProgress?

    init(configuration: CanvasViewConfiguration, trace: Trace) {
        self.configuration = configuration
        self.trace = trace
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

    /// The items, and the view's `context` as the session's `localContext` (seed 001: the
    /// drag session carries only that app-defined context).
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        if configuration.liftNone { return [] }
        if let context = configuration.context { session.localContext = context }
        return (configuration.drag ?? []).map { $0.makeDragItem() }
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

    /// Seed 001: with two fingers each dragging its own session, the tapped view chooses
    /// which one its items join (the view's `addsTo`).
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession? {
        switch configuration.addsTo {
        case .none: nil
        case .first: sessions.first
        case .last: sessions.last
        }
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
    /// shows its name, a string itself, an attributed string its characters, a URL its text,
    /// an image its name, a colour its hex (seed 001's built-in classes, which need no reading or writing protocol of the app's). Any other type is
    /// read as each item's raw value of that type, a custom type showing its `name` field.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let logs = configuration.drop?.logs ?? []
        for logged in logs where logged != .progress { log(logged, of: session) }
        guard let loads = configuration.drop?.loads else { return }
        var progress: LoadProgress?
        if loads == Person.typeIdentifier {
            progress = session.loadObjects(ofClass: Person.self) { [weak self] people in self?.show(people.first?.name) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.image) {
            progress = session.loadObjects(ofClass: UIImage.self) { [weak self] images in self?.show((images.first as? UIImage)?.description) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.color) {
            progress = session.loadObjects(ofClass: UIColor.self) { [weak self] colors in self?.show((colors.first as? UIColor)?.hex) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.attributedString) {
            progress = session.loadObjects(ofClass: NSAttributedString.self) { [weak self] texts in self?.show((texts.first as? NSAttributedString)?.string) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.url) {
            progress = session.loadObjects(ofClass: URL.self) { [weak self] urls in self?.show(urls.first?.absoluteString) }
        } else if TypeIdentifier.conforms(loads, to: TypeIdentifier.text) {
            progress = session.loadObjects(ofClass: String.self) { [weak self] strings in self?.show(strings.first) }
        } else {
            loadValues(ofType: loads, from: session)
        }
        if let progress, logs.contains(.progress) {
            loading = progress
            logProgress(progress)
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

    /// `NSLog(@"%@", …)`: the value's text, `(null)` for nil.
    private func log(_ logged: CanvasDrop.Logged, of session: UIDropSession) {
        let value: Any? = switch logged {
        case .localObject: session.items.last?.localObject
        case .localContext: session.localDragSession?.localContext
        case .progress: nil as Any?
        }
        _ = trace.record("\(name).drop", "NSLog \(logged.rawValue)=\(value.map { "\($0)" } ?? "(null)")")
    }

    /// `loadObjects(ofClass:completion:)`'s `Progress`, logged as the drop asks for the
    /// objects and again as they are shown (seed 001 names the method by what it returns).
    private func logProgress(_ progress: LoadProgress) {
        let fraction = progress.fractionCompleted
        let text = fraction.rounded() == fraction ? String(Int(fraction)) : String(fraction)
        _ = trace.record("\(name).drop", "NSLog progress fractionCompleted=\(text)")
    }

    private func show(_ text: String?) {
        if let loading {
            self.loading = nil
            logProgress(loading)
        }
        if let text { self.text = text }
    }
}
