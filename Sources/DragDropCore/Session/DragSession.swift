import Foundation

/// `UIDragSession`: one finger's drag, from lift to its end.
public final class DragSession: @unchecked Sendable {
    /// Sequential, for traces and tests; never random.
    public let identifier: Int
    public let finger: Int
    public internal(set) var items: [DragItem] = []
    /// The app's own context; visible only inside the app that started the drag.
    public var localContext: Any?
    /// The app the drag started in: `app` for the app under test, else the other app's name.
    public let sourceApp: String

    /// Unowned: the system owns its sessions (see `DragDropSystem`).
    unowned var system: DragDropSystem?
    /// The interaction that began the session; it answers the policy questions.
    let origin: any DragSourceEndpoint
    /// Every interaction that contributed items, in order, the origin first; items added from
    /// another app come from that app's interactions (docs/LIFECYCLE.md §3).
    var contributors: [any DragSourceEndpoint]
    var location: Hit

    /// The policy answers, asked once each as the drag begins (docs/LIFECYCLE.md §1).
    public internal(set) var isRestrictedToDraggingApplication = false
    public internal(set) var allowsMoveOperation = true
    public internal(set) var prefersFullSizePreviews = false

    // Drop targeting.
    var currentTarget: (any DropTargetEndpoint)?
    var isInsideCurrentTarget = false
    var lastProposal: ResolvedProposal?
    var canHandleCache = SmallDictionary<ObjectIdentifier, Bool>()
    var enteredTargets: [any DropTargetEndpoint] = []
    var dropSessions = SmallDictionary<String, DropSession>()

    // Ending.
    var hasEnded = false
    var isDropFinished = false
    var pendingTransferLoads = 0
    var hasTransferred = false
    /// What every drop session of the drag reports as its `progress`.
    let transferProgress = LoadProgress()

    /// Where the long press began: where a cancelled item flies back to.
    let startLocation: Hit

    init(identifier: Int, finger: Int, sourceApp: String, origin: any DragSourceEndpoint, location: Hit, system: DragDropSystem) {
        self.identifier = identifier
        self.finger = finger
        self.sourceApp = sourceApp
        self.origin = origin
        self.contributors = [origin]
        self.location = location
        self.startLocation = location
        self.system = system
    }

    /// The operation the target under the finger last proposed; `cancel` over no target.
    /// Reading it asks no delegate anything, so checking it leaves the trace alone.
    public var proposedOperation: DropOperation {
        guard isInsideCurrentTarget, let lastProposal else { return .cancel }
        return lastProposal.operation
    }

    /// The operation the drop will have (§1): the last proposal, kept only if the source's
    /// operation mask holds it, as UIKit keeps it. The mask is copy|move inside the source's
    /// app (copy alone when moves are not allowed) and copy alone outside it (UIKitCore); a
    /// proposal outside it, or no target, is `cancel`. A `forbidden` stays `forbidden`: the
    /// target refused. Like `proposedOperation`, it asks no delegate.
    public var effectiveOperation: DropOperation {
        guard isInsideCurrentTarget, let target = currentTarget, let proposal = lastProposal else { return .cancel }
        let insideSourceApp = target.app == sourceApp
        switch proposal.operation {
        case .cancel, .forbidden:
            return proposal.operation
        case .copy:
            return insideSourceApp || !isRestrictedToDraggingApplication ? .copy : .cancel
        case .move:
            return insideSourceApp && allowsMoveOperation ? .move : .cancel
        }
    }

    /// Where the finger is, in `view`'s coordinates (the view's centre when over another view).
    public func location(in view: View) -> CGPoint {
        location.point(in: view)
    }

    public func canLoadObjects<T: ItemProviderReading>(ofClass: T.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: T.self) }
    }

    public func hasItemsConforming(toTypeIdentifiers types: [String]) -> Bool {
        items.contains { item in types.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func transferLoadStarted() {
        pendingTransferLoads += 1
    }

    /// The source hears of the transfer on its main queue, so after the completion blocks
    /// the loads' own handlers queued there at the same instant.
    func transferLoadFinished() {
        pendingTransferLoads -= 1
        guard pendingTransferLoads <= 0 else { return }
        system?.mainQueue.async { [self] in system?.transferIfDone(self) }
    }

    /// The drop session one app sees: `localDragSession` is set only inside the source app.
    func dropSession(forApp app: String) -> DropSession {
        if let existing = dropSessions[app] { return existing }
        let session = DropSession(dragSession: self, app: app)
        dropSessions[app] = session
        return session
    }
}

/// The operation the engine will perform, after the rules of docs/LIFECYCLE.md §1.
struct ResolvedProposal {
    var operation: DropOperation
    var destination: IndexPath?
    /// A collection view's intent; nil for plain drop interactions.
    var intent: CollectionViewDropProposal.Intent?
}
