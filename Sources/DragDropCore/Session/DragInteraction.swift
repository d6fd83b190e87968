import Foundation

/// `UIDragInteraction`: makes a view a drag source through its delegate.
public final class DragInteraction: @unchecked Sendable {
    public weak var delegate: (any DragInteractionDelegate)?
    public internal(set) unowned var view: View?
    public var isEnabled = true
    /// See `DelegateQuestions`.
    var answeredByDefault = false

    public init(delegate: any DragInteractionDelegate) {
        self.delegate = delegate
    }

    var role: String { view?.dragRole ?? "view.drag" }

    private var trace: Trace? { view?.system?.trace }

    /// Asks the delegate a question it may not implement (`DelegateQuestions`).
    private func call<R>(_ text: String, default value: R, describe: (R) -> String, _ body: (any DragInteractionDelegate) -> R) -> R {
        ask(trace, role, text, default: value, describe: describe) { delegate.map(body) }
    }

    /// Makes a required call, traced with its answer.
    private func require<R>(_ text: String, default value: R, describe: (R) -> String, _ body: (any DragInteractionDelegate) -> R) -> R {
        Trace.call(trace, role, text, describe: describe) { delegate.map(body) ?? value }
    }

    private func notify(_ text: String, _ body: (any DragInteractionDelegate) -> Void) {
        trace?.record(role, text)
        if let delegate { body(delegate) }
    }
}

extension DragInteraction: DelegateQuestions {}

extension DragInteraction: DragSourceEndpoint {
    var app: String { view?.app ?? "app" }

    var providerRole: String { view?.providerRole ?? "app.provider" }

    func itemsForBeginning(_ session: DragSession, at hit: Hit) -> [DragItem] {
        var text = "itemsForBeginning"
        if case .otherAppItem(_, let id) = hit { text += " \(id)" }
        return require(text, default: [], describe: ItemCount.describe) { $0.dragInteraction(self, itemsForBeginning: session) }
    }

    func previewsForLifting(_ items: [DragItem], in session: DragSession) {
        for item in items {
            item.liftPreview = call("previewForLifting", default: DragPreview.default, describe: { $0.traceDescription }) {
                $0.dragInteraction(self, previewForLifting: item, session: session)
            }
            view?.system?.requireWindow(for: item.liftPreview, from: role, "previewForLifting")
        }
    }

    func willAnimateLift(_ session: DragSession) {
        notify("willAnimateLift") { $0.dragInteraction(self, willAnimateLiftWith: session) }
    }

    func prefersFullSizePreviews(_ session: DragSession) -> Bool {
        call("prefersFullSizePreviews", default: false, describe: Self.describeAnswer) {
            $0.dragInteraction(self, prefersFullSizePreviewsFor: session)
        }
    }

    func willBegin(_ session: DragSession) {
        notify("sessionWillBegin") { $0.dragInteraction(self, sessionWillBegin: session) }
    }

    func allowsMoveOperation(_ session: DragSession) -> Bool {
        call("sessionAllowsMoveOperation", default: true, describe: Self.describeAnswer) {
            $0.dragInteraction(self, sessionAllowsMoveOperation: session)
        }
    }

    func isRestrictedToDraggingApplication(_ session: DragSession) -> Bool {
        call("sessionIsRestrictedToDraggingApplication", default: false, describe: Self.describeAnswer) {
            $0.dragInteraction(self, sessionIsRestrictedToDraggingApplication: session)
        }
    }

    func didMove(_ session: DragSession) {
        notify("sessionDidMove") { $0.dragInteraction(self, sessionDidMove: session) }
    }

    func itemsForAdding(to session: DragSession, at hit: Hit) -> [DragItem] {
        guard let view else { return [] }
        let point = hit.point(in: view)
        var text = "itemsForAddingTo"
        if case .otherAppItem(_, let id) = hit { text += " \(id)" }
        text += " \(point.traceDescription)"
        return call(text, default: [], describe: ItemCount.describe) {
            $0.dragInteraction(self, itemsForAddingTo: session, withTouchAt: point)
        }
    }

    func sessionForAdding(_ sessions: [DragSession], at hit: Hit, tappedFor tapping: DragSession) -> DragSession? {
        guard let view else { return nil }
        let point = hit.point(in: view)
        return call("sessionForAddingItems \(sessions.count) sessions", default: nil as DragSession?, describe: { chosen in
            chosen.map { "session \($0.identifier)" } ?? "none"
        }) {
            $0.dragInteraction(self, sessionForAddingItems: sessions, withTouchAt: point)
        }
    }

    func willAdd(_ items: [DragItem], to session: DragSession, addedBy adding: any DragSourceEndpoint) {
        guard let addingInteraction = adding as? DragInteraction else {
            trace?.record(role, "willAdd \(ItemCount.describe(items))")
            return
        }
        notify("willAdd \(ItemCount.describe(items))") {
            $0.dragInteraction(self, session: session, willAdd: items, for: addingInteraction)
        }
    }

    func willEnd(_ session: DragSession, with operation: DropOperation) {
        notify("willEndWith \(operation)") { $0.dragInteraction(self, session: session, willEndWith: operation) }
    }

    func previewForCancelling(_ item: DragItem, in session: DragSession) {
        let preview = call("previewForCancelling", default: DragPreview.default, describe: { $0.traceDescription }) {
            $0.dragInteraction(self, previewForCancelling: item, withDefault: .default)
        }
        view?.system?.requireWindow(for: preview, from: role, "previewForCancelling")
        item.ending = preview.map(DragItem.Ending.returned) ?? .fadedOut
    }

    func willAnimateCancel(_ item: DragItem, in session: DragSession) {
        notify("willAnimateCancel") { $0.dragInteraction(self, item: item, willAnimateCancelWith: session) }
    }

    func didEnd(_ session: DragSession, with operation: DropOperation) {
        notify("didEndWith \(operation)") { $0.dragInteraction(self, session: session, didEndWith: operation) }
    }

    func didTransferItems(_ session: DragSession) {
        notify("sessionDidTransferItems") { $0.dragInteraction(self, sessionDidTransferItems: session) }
    }
}

/// `1 item`, `3 items`.
enum ItemCount {
    static func describe(_ items: [DragItem]) -> String {
        Plural.count(items.count, "item")
    }
}
