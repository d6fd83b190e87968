import Foundation

/// `UIDropInteraction`: makes a view a drop target through its delegate.
public final class DropInteraction: @unchecked Sendable {
    public weak var delegate: (any DropInteractionDelegate)?
    public internal(set) unowned var view: View?
    /// `UIDropInteraction.allowsSimultaneousDropSessions`, false by default: once a session has
    /// entered the interaction, other sessions are ignored by it — not even `canHandle` is
    /// asked — until the first exits or ends (UIDropInteraction.h; UIKitCore,
    /// `UIDropInteraction`). An app sets it to take several drags at once.
    public var allowsSimultaneousDropSessions = false
    /// See `DelegateQuestions`.
    var answeredByDefault = false

    public init(delegate: any DropInteractionDelegate) {
        self.delegate = delegate
    }

    var role: String { view?.dropRole ?? "view.drop" }

    private var trace: Trace? { view?.system?.trace }

    /// Asks the delegate a question it may not implement (`DelegateQuestions`).
    private func call<R>(_ text: String, default value: R, describe: (R) -> String, _ body: (any DropInteractionDelegate) -> R) -> R {
        ask(trace, role, text, default: value, describe: describe) { delegate.map(body) }
    }

    private func notify(_ text: String, _ body: (any DropInteractionDelegate) -> Void) {
        trace?.record(role, text)
        if let delegate { body(delegate) }
    }
}

extension DropInteraction: DelegateQuestions {}

extension DropInteraction: DropTargetEndpoint {
    var app: String { view?.app ?? "app" }

    func canHandle(_ session: DropSession) -> Bool {
        call("canHandle", default: true, describe: Self.describeAnswer) { $0.dropInteraction(self, canHandle: session) }
    }

    func didEnter(_ session: DropSession) {
        notify("sessionDidEnter") { $0.dropInteraction(self, sessionDidEnter: session) }
    }

    func didUpdate(_ session: DropSession, at hit: Hit) -> ResolvedProposal {
        let proposal = call("sessionDidUpdate", default: DropProposal(operation: .cancel), describe: { $0.operation.description }) {
            $0.dropInteraction(self, sessionDidUpdate: session)
        }
        return ResolvedProposal(operation: proposal.operation, destination: nil, intent: nil)
    }

    func didExit(_ session: DropSession) {
        notify("sessionDidExit") { $0.dropInteraction(self, sessionDidExit: session) }
    }

    func performDrop(_ session: DropSession, operation: DropOperation) {
        notify(TraceWriter.join("performDrop items=", String(session.items.count))) { $0.dropInteraction(self, performDrop: session) }
    }

    func dropWillAnimate(_ session: DropSession) {
        for item in session.items {
            let preview = call("previewForDropping", default: DragPreview.default, describe: { $0.traceDescription }) {
                $0.dropInteraction(self, previewForDropping: item, withDefault: .default)
            }
            view?.system?.requireWindow(for: preview, from: role, "previewForDropping")
            item.ending = .dropped(preview)
        }
        for item in session.items {
            notify("willAnimateDrop") { $0.dropInteraction(self, item: item, willAnimateDropWith: session) }
        }
    }

    func didEnd(_ session: DropSession) {
        notify("sessionDidEnd") { $0.dropInteraction(self, sessionDidEnd: session) }
    }

    func conclude(_ session: DropSession) {
        notify("concludeDrop") { $0.dropInteraction(self, concludeDrop: session) }
    }
}
