import Foundation

/// The device: the app's views, other apps, fingers, drag sessions, the virtual clock and the
/// trace. Each step method makes the callbacks UIKit makes, in UIKit's order
/// (docs/LIFECYCLE.md §2–5), then runs whatever work has fallen due.
///
/// References back to an owner — to the system from its views, sessions and providers, to a
/// view from its interactions, to a collection view from its cells, placeholders and lifted
/// items — are `unowned`, not `weak`: the owner outlives everything that is asked about it,
/// since the system, its views and the app go together when a scenario ends or the app
/// relaunches (which drops pending work). A weak reference gives its object a side table, and
/// every retain and release of such an object takes the runtime's slow path: the views and
/// the system paid it on every callback, 7% of a suite's `run`. An app's delegates stay weak,
/// as in UIKit, where a delegate that went away is simply not asked.
public final class DragDropSystem {
    public let scheduler: Scheduler
    public let mainQueue: MainQueue
    /// `DispatchQueue.global()`: work off the main thread, on the virtual clock.
    public let globalQueue: GlobalQueue
    /// What URLs serve the app; the world's, so it survives `relaunch`.
    public let network: Network
    public let trace: Trace
    /// The app's saved state; it survives `relaunch`.
    public let defaults = KeyValueStore()
    /// How loads of the app's own items go, by the type identifier of the representation
    /// loaded (or one it conforms to); unset types load at once.
    public var appLoadTimings: [String: LoadTiming] = [:]
    /// The device the app runs on: iPad unless a scenario says iPhone.
    public var device: Device = .iPad
    public private(set) var views: [View] = []
    /// Views taken off screen while a drag was on, kept until no session is left: a session's
    /// interactions and items refer to their views without owning them.
    private var removedViews: [View] = []
    public private(set) var otherApps: [OtherApp] = []
    /// The first error raised inside a callback (an inconsistent update); the step throws it.
    public var fault: EngineError? { scheduler.fault }

    /// The fingers on the screen: a few at a time, so scanned rather than hashed.
    var fingers = SmallDictionary<Int, Finger>()
    /// Active sessions, in the order they began.
    public private(set) var sessions: [DragSession] = []
    /// The sessions the current step released and how, for `scene` (which reads their items'
    /// endings once the release is over): cleared as each step starts.
    private(set) var released: [(session: DragSession, operation: DropOperation)] = []
    private var nextSessionIdentifier = 1
    private var nextProviderNumber = 1

    public init() {
        let scheduler = Scheduler()
        self.scheduler = scheduler
        self.mainQueue = MainQueue(scheduler: scheduler)
        self.globalQueue = GlobalQueue(scheduler: scheduler)
        self.network = Network(scheduler: scheduler)
        self.trace = Trace(clock: scheduler)
        // Room for an app's few views: grown from empty, the list was made again at the second.
        views.reserveCapacity(4)
    }

    // MARK: - The world

    /// Puts one of the app's views on screen, at launch or at any time after (a bar button
    /// shown when a drag begins); a view on screen already stays as it is.
    public func install(_ view: View) {
        guard !views.contains(where: { $0 === view }) else { return }
        view.system = self
        view.app = "app"
        // A table's rows answer to the same device: their batches and placeholders trace and
        // raise through it.
        (view as? TableView)?.rows.system = self
        views.append(view)
        removedViews.removeAll { $0 === view }
    }

    /// Takes one of the app's views off screen (`removeFromSuperview()`), as an app does with
    /// a button it showed for a drag. A session over it is over nothing from then on: inside
    /// it, it exits (`sessionDidExit`), and released before it moves over a target again, it
    /// cancels. Its delegate still hears `sessionDidEnd` of a session that had entered it.
    public func uninstall(_ view: View) {
        guard views.contains(where: { $0 === view }) else { return }
        views.removeAll { $0 === view }
        if !sessions.isEmpty { removedViews.append(view) }
        for session in sessions {
            guard let target = session.currentTarget, Self.isTarget(target, of: view) else { continue }
            if session.isInsideCurrentTarget { target.didExit(session.dropSession(forApp: target.app)) }
            session.currentTarget = nil
            session.isInsideCurrentTarget = false
            session.lastProposal = nil
            session.location = .nowhere
        }
    }

    /// Whether `target` is `view`'s drop target: its drop interaction, or the view itself.
    private static func isTarget(_ target: any DropTargetEndpoint, of view: View) -> Bool {
        target === view || target === view.dropInteraction
    }

    /// The timing set for loads of the app's own representations of `type`: the one for the
    /// type itself, else for a type it conforms to, the first in sorted order.
    func appLoadTiming(forTypeIdentifier type: String) -> LoadTiming? {
        if appLoadTimings.isEmpty { return nil }
        if let exact = appLoadTimings[type] { return exact }
        return appLoadTimings.keys.sorted().first { TypeIdentifier.conforms(type, to: $0) }.flatMap { appLoadTimings[$0] }
    }

    public func addOtherApp(_ app: OtherApp) {
        app.view.system = self
        otherApps.append(app)
    }

    public func view(named name: String) -> View? {
        views.first { $0.name == name }
    }

    public func otherApp(named name: String) -> OtherApp? {
        otherApps.first { $0.name == name }
    }

    /// Records an error raised inside a callback; the first one wins and ends the step.
    public func raise(_ error: EngineError) {
        scheduler.raise(error)
    }

    /// The drag session the finger holds, if any.
    public func session(ofFinger finger: Int) -> DragSession? {
        if case .dragging(let session)? = fingers[finger] { return session }
        return nil
    }

    /// The app quits and its views go; the device's store stays. Pending work is dropped.
    public func terminateApp() throws(EngineError) {
        if let finger = fingers.map(\.key).min() {
            throw EngineError(.invalidStep, "relaunch: finger \(finger) is still on the screen")
        }
        scheduler.discardAll()
        views.removeAll()
        removedViews.removeAll()
        trace.record("app", "relaunch")
    }

    // MARK: - Steps

    /// Runs one step: the body, then everything already due; a fault ends it with an error.
    /// The device is `current` meanwhile, for app code that asks for `DispatchQueue.main`.
    public func step(_ body: () throws(EngineError) -> Void) throws(EngineError) {
        try asCurrent { () throws(EngineError) in
            if !released.isEmpty { released.removeAll() }
            try throwFault()
            try body()
            try throwFault()
            try scheduler.runDue()
            try throwFault()
        }
    }

    /// A callback's error, or work scheduled past the clock's end, whichever came first.
    private func throwFault() throws(EngineError) {
        if let fault { throw fault }
        if let overflow = scheduler.overflow { throw overflow }
    }


    /// Lets `milliseconds` of virtual time pass; an error if the clock cannot show the time
    /// that would be.
    public func advance(by milliseconds: Int) throws(EngineError) {
        try step { () throws(EngineError) in
            let deadline = try scheduler.deadline(after: milliseconds, what: "waiting")
            try scheduler.run(until: deadline)
        }
    }

    /// Lets time pass until nothing is pending; an error if that needs more than `limit`.
    public func settle(limit: Int = 3_600_000) throws(EngineError) {
        try step { () throws(EngineError) in
            try scheduler.settle(limit: limit)
        }
    }

    /// A tap on a button: its actions run on the main queue at the current virtual time,
    /// after work already queued for now; traced `NAME tap`, `NAME tap -> disabled` for a
    /// button that is not enabled. Any other view is an `invalid-step`.
    public func tap(_ view: View) throws(EngineError) {
        try step { () throws(EngineError) in
            guard let button = view as? Button else {
                throw EngineError(.invalidStep, "tap: view '\(view.name)' is not a button")
            }
            let line = trace.record(button.name, "tap")
            guard button.isEnabled else {
                trace.complete(line, result: "disabled")
                return
            }
            mainQueue.async { button.runActions() }
        }
    }

    public func touch(finger: Int, at location: DragLocation) throws(EngineError) {
        try step { () throws(EngineError) in
            if fingers[finger] != nil {
                throw EngineError(.invalidStep, "touch: finger \(finger) is already on the screen")
            }
            fingers[finger] = .touching(try resolve(location, allowingEnd: false))
        }
    }

    public func lift(finger: Int) throws(EngineError) {
        try step { () throws(EngineError) in
            guard case .touching(let hit)? = fingers[finger] else {
                if session(ofFinger: finger) != nil {
                    throw EngineError(.invalidStep, "lift: finger \(finger) is already dragging")
                }
                throw EngineError(.invalidStep, "lift: finger \(finger) is not touching anything (touch first)")
            }
            fingers[finger] = nil
            begin(finger: finger, at: hit)
        }
    }

    public func add(finger: Int, at location: DragLocation) throws(EngineError) {
        try step { () throws(EngineError) in
            guard let session = session(ofFinger: finger) else {
                throw EngineError(.invalidStep, "add: finger \(finger) is not dragging (touch and lift first)")
            }
            let hit = try resolve(location, allowingEnd: false)
            guard let source = sourceEndpoint(for: hit) else { return }
            add(from: source, at: hit, tappingFingerSession: session)
        }
    }

    public func move(finger: Int, to location: DragLocation) throws(EngineError) {
        try step { () throws(EngineError) in
            guard let session = session(ofFinger: finger) else {
                throw EngineError(.invalidStep, "move: finger \(finger) is not dragging (touch and lift first)")
            }
            let hit = try resolve(location, allowingEnd: true)
            session.location = hit
            askPreviewProviders(of: session)
            for contributor in session.contributors { contributor.didMove(session) }
            retarget(session, to: dropTarget(for: hit), at: hit)
        }
    }

    public func drop(finger: Int) throws(EngineError) {
        try step { () throws(EngineError) in
            guard let session = session(ofFinger: finger) else {
                throw EngineError(.invalidStep, "drop: finger \(finger) is not dragging (touch and lift first)")
            }
            fingers[finger] = nil
            release(session, operation: operation(for: session))
        }
    }

    public func cancel(finger: Int) throws(EngineError) {
        try step { () throws(EngineError) in
            switch fingers[finger] {
            case .touching?:
                fingers[finger] = nil
            case .dragging(let session)?:
                fingers[finger] = nil
                release(session, operation: .cancel)
            case nil:
                throw EngineError(.invalidStep, "cancel: finger \(finger) is not on the screen")
            }
        }
    }

    // MARK: - Lifecycle

    /// Lift (§2): items, their previews at once, the lift animation; then the session is set
    /// up — restricted to its app? — begins, and the other policy questions follow
    /// (docs/LIFECYCLE.md §1–2, UIKitCore: asked once per session, when the drag begins).
    private func begin(finger: Int, at hit: Hit) {
        guard let source = sourceEndpoint(for: hit) else { return }
        let session = DragSession(identifier: nextSessionIdentifier, finger: finger, sourceApp: source.app, origin: source, location: hit, system: self)
        let items = source.itemsForBeginning(session, at: hit)
        guard !items.isEmpty, fault == nil else { return }
        nextSessionIdentifier += 1
        attach(items, to: session, from: source)
        sessions.append(session)
        fingers[finger] = .dragging(session)
        source.previewsForLifting(items, in: session)
        source.willAnimateLift(session)
        session.isRestrictedToDraggingApplication = source.isRestrictedToDraggingApplication(session)
        source.willBegin(session)
        session.allowsMoveOperation = source.allowsMoveOperation(session)
        session.prefersFullSizePreviews = source.prefersFullSizePreviews(session)
        // A table the drag begins over takes part from the lift: the session is over it at
        // once, as UIKit's drop interaction sees it where the drag begins (docs/LIFECYCLE.md §8).
        if case .table = hit, fault == nil { retarget(session, to: dropTarget(for: hit), at: hit) }
    }

    private func attach(_ items: [DragItem], to session: DragSession, from contributor: any DragSourceEndpoint) {
        for item in items {
            item.contributor = contributor
            let provider = item.itemProvider
            provider.system = self
            provider.session = session
            provider.role = contributor.providerRole
            provider.belongsToAppUnderTest = contributor.app == "app"
            provider.number = nextProviderNumber
            nextProviderNumber += 1
            session.items.append(item)
        }
    }

    /// Adding (§3): the session is chosen, the added items are lifted, join it, and every
    /// contributor is told; then the target under the dragging finger hears of the change.
    /// Items may come from another app than the one the drag started in (seed 000), but a
    /// session restricted to its app is not offered to another app's views.
    private func add(from source: any DragSourceEndpoint, at hit: Hit, tappingFingerSession: DragSession) {
        let candidates = sessions.filter { $0.sourceApp == source.app || !$0.isRestrictedToDraggingApplication }
        let chosen = candidates.count >= 2
            ? source.sessionForAdding(candidates, at: hit, tappedFor: tappingFingerSession)
            : candidates.first { $0 === tappingFingerSession }
        guard let session = chosen, candidates.contains(where: { $0 === session }), fault == nil else { return }
        let items = source.itemsForAdding(to: session, at: hit)
        guard !items.isEmpty, fault == nil else { return }
        attach(items, to: session, from: source)
        if !session.contributors.contains(where: { $0 === source }) { session.contributors.append(source) }
        source.previewsForLifting(items, in: session)
        source.willAnimateLift(session)
        for contributor in session.contributors { contributor.willAdd(items, to: session, addedBy: source) }
        guard let target = session.currentTarget else { return }
        let dropSession = session.dropSession(forApp: target.app)
        let key = ObjectIdentifier(target)
        if !session.isInsideCurrentTarget, session.canHandleCache[key] == false, !isBusy(target, for: session) {
            let canHandle = target.canHandle(dropSession)
            session.canHandleCache[key] = canHandle
            if canHandle { enter(session, target) }
        }
        if session.isInsideCurrentTarget { update(session, target, at: session.location) }
    }

    /// Moving (§4): exit the old target, ask the new one once, enter and update it. Another
    /// app's target never sees a session restricted to its app (§1), and a target another
    /// session is inside ignores this one while it does not allow simultaneous sessions (§4):
    /// the session is over it without entering, and tries again at its next move there.
    private func retarget(_ session: DragSession, to target: (any DropTargetEndpoint)?, at hit: Hit) {
        if let target, let current = session.currentTarget, target === current {
            if session.isInsideCurrentTarget {
                update(session, target, at: hit)
            } else if session.canHandleCache[ObjectIdentifier(target)] == nil {
                enterIfWilling(session, target, at: hit)
            }
            return
        }
        if let old = session.currentTarget, session.isInsideCurrentTarget {
            old.didExit(session.dropSession(forApp: old.app))
        }
        if let old = session.currentTarget, old.asksCanHandleOnEveryEntry {
            session.canHandleCache[ObjectIdentifier(old)] = nil
        }
        session.currentTarget = nil
        session.isInsideCurrentTarget = false
        session.lastProposal = nil
        guard let target, fault == nil else { return }
        if target.app != session.sourceApp, session.isRestrictedToDraggingApplication || device.keepsDragsInsideApp { return }
        guard fault == nil else { return }
        session.currentTarget = target
        enterIfWilling(session, target, at: hit)
    }

    /// Asks `target` once whether it can handle the session (the answer is cached), then
    /// enters and updates it; nothing while the target is busy with another session.
    private func enterIfWilling(_ session: DragSession, _ target: any DropTargetEndpoint, at hit: Hit) {
        guard !isBusy(target, for: session) else { return }
        let key = ObjectIdentifier(target)
        let canHandle: Bool
        if let cached = session.canHandleCache[key] {
            canHandle = cached
        } else {
            canHandle = target.canHandle(session.dropSession(forApp: target.app))
            session.canHandleCache[key] = canHandle
        }
        guard canHandle, fault == nil else { return }
        enter(session, target)
        update(session, target, at: hit)
    }

    /// Whether another session is inside `target`, which takes one at a time.
    private func isBusy(_ target: any DropTargetEndpoint, for session: DragSession) -> Bool {
        !target.allowsSimultaneousDropSessions
            && sessions.contains { $0 !== session && $0.isInsideCurrentTarget && $0.currentTarget === target }
    }

    private func enter(_ session: DragSession, _ target: any DropTargetEndpoint) {
        target.didEnter(session.dropSession(forApp: target.app))
        session.isInsideCurrentTarget = true
        if !session.enteredTargets.contains(where: { $0 === target }) { session.enteredTargets.append(target) }
    }

    private func update(_ session: DragSession, _ target: any DropTargetEndpoint, at hit: Hit) {
        guard fault == nil else { return }
        session.lastProposal = target.didUpdate(session.dropSession(forApp: target.app), at: hit)
    }

    /// The operation a release performs (§1, §5): the effective one, with `forbidden` as
    /// `cancel`, since the source never hears `forbidden`.
    private func operation(for session: DragSession) -> DropOperation {
        let effective = session.effectiveOperation
        return effective == .forbidden ? .cancel : effective
    }

    /// Releasing (§5): the copy/move path or the cancel/forbidden path.
    private func release(_ session: DragSession, operation: DropOperation) {
        sessions.removeAll { $0 === session }
        defer { if sessions.isEmpty { removedViews.removeAll() } }
        session.hasEnded = true
        released.append((session, operation))
        for contributor in session.contributors { contributor.willEnd(session, with: operation) }
        if operation == .copy || operation == .move, let target = session.currentTarget, fault == nil {
            for item in session.items { item.itemProvider.isAvailable = true }
            let dropSession = session.dropSession(forApp: target.app)
            target.performDrop(dropSession, operation: operation)
            target.dropWillAnimate(dropSession)
            for entered in session.enteredTargets { entered.didEnd(session.dropSession(forApp: entered.app)) }
            for contributor in session.contributors { contributor.didEnd(session, with: operation) }
            target.conclude(dropSession)
            session.isDropFinished = true
            transferIfDone(session)
        } else {
            // Every item's cancel preview first, then every item's animation, in item order,
            // each from the interaction that contributed it.
            for item in session.items { item.contributor?.previewForCancelling(item, in: session) }
            for item in session.items { item.contributor?.willAnimateCancel(item, in: session) }
            for entered in session.enteredTargets { entered.didEnd(session.dropSession(forApp: entered.app)) }
            for contributor in session.contributors { contributor.didEnd(session, with: operation) }
        }
    }

    /// `sessionDidTransferItems` (§5.7), once every load the target requested has finished.
    func transferIfDone(_ session: DragSession) {
        guard session.isDropFinished, session.pendingTransferLoads <= 0, !session.hasTransferred else { return }
        session.hasTransferred = true
        session.transferProgress.finish()
        for contributor in session.contributors { contributor.didTransferItems(session) }
    }

    // MARK: - Resolving locations

    func resolve(_ location: DragLocation, allowingEnd: Bool) throws(EngineError) -> Hit {
        // A view that takes no touches (`isUserInteractionEnabled`) passes the finger to the
        // view it is in, as UIKit's hit testing does.
        switch location {
        case .view(let view) where !view.receivesTouches, .point(let view, _) where !view.receivesTouches:
            return try resolve(view.touchedView.map(DragLocation.view) ?? .nowhere, allowingEnd: allowingEnd)
        default: break
        }
        switch location {
        case .cell(let collectionView, let indexPath):
            let count = collectionView.numberOfItems(inSection: indexPath.section)
            guard indexPath.section >= 0, indexPath.section < collectionView.numberOfSections else {
                throw EngineError(.outOfRange, "cell \(indexPath.traceDescription) is out of range: \(collectionView.name) has \(Plural.count(collectionView.numberOfSections, "section"))")
            }
            guard indexPath.item >= 0, indexPath.item < count || (allowingEnd && indexPath.item == count) else {
                throw EngineError(.outOfRange, "cell \(indexPath.traceDescription) is out of range: section \(indexPath.section) of \(collectionView.name) has \(Plural.count(count, "item"))")
            }
            return .collection(collectionView, point: collectionView.center(ofItem: indexPath), indexPath: indexPath)
        case .row(let tableView, let indexPath, let part):
            let count = tableView.numberOfRows(inSection: indexPath.section)
            guard indexPath.section >= 0, indexPath.section < tableView.numberOfSections else {
                throw EngineError(.outOfRange, "row \(indexPath.traceDescription) is out of range: \(tableView.name) has \(Plural.count(tableView.numberOfSections, "section"))")
            }
            guard indexPath.item >= 0, indexPath.item < count || (allowingEnd && indexPath.item == count) else {
                throw EngineError(.outOfRange, "row \(indexPath.traceDescription) is out of range: section \(indexPath.section) of \(tableView.name) has \(Plural.count(count, "row"))")
            }
            return try Self.tableHit(tableView, at: tableView.endPoint(ofSection: indexPath.section, row: indexPath.item, part: part))
        case .header(let tableView, let section):
            guard section >= 0, section < tableView.numberOfSections else {
                throw EngineError(.outOfRange, "header \(section) is out of range: \(tableView.name) has \(Plural.count(tableView.numberOfSections, "section"))")
            }
            guard let point = tableView.point(inHeaderOf: section) else {
                throw EngineError(.outOfRange, "section \(section) of \(tableView.name) has no header (no title, no view, no height)")
            }
            return try Self.tableHit(tableView, at: point)
        case .footer(let tableView, let section):
            guard section >= 0, section < tableView.numberOfSections else {
                throw EngineError(.outOfRange, "footer \(section) is out of range: \(tableView.name) has \(Plural.count(tableView.numberOfSections, "section"))")
            }
            guard let point = tableView.point(inFooterOf: section) else {
                throw EngineError(.outOfRange, "section \(section) of \(tableView.name) has no footer (no title, no view, no height)")
            }
            return try Self.tableHit(tableView, at: point)
        case .point(let view, let point):
            if let tableView = view as? TableView {
                return .table(tableView, point: point, indexPath: tableView.indexPathForRow(at: point))
            }
            if let collectionView = view as? CollectionView {
                return .collection(collectionView, point: point, indexPath: collectionView.indexPathForItem(at: point))
            }
            return .view(view, point: point)
        case .empty(let collectionView):
            return .collection(collectionView, point: collectionView.emptyPoint, indexPath: nil)
        case .view(let view):
            if let tableView = view as? TableView {
                return .table(tableView, point: tableView.emptyPoint, indexPath: nil)
            }
            if let collectionView = view as? CollectionView {
                return .collection(collectionView, point: collectionView.emptyPoint, indexPath: nil)
            }
            return .view(view, point: view.center)
        case .sourceItem(let app, let id):
            guard app.hasItem(id) else {
                throw EngineError(.unknownTarget, "\(app.name) offers no item '\(id)'")
            }
            return .otherAppItem(app, id: id)
        case .app(let app):
            return .otherApp(app)
        case .nowhere:
            return .nowhere
        }
    }

    /// A finger at `point` over `tableView`, with the row under it for a lift.
    private static func tableHit(_ tableView: TableView, at point: CGPoint?) throws(EngineError) -> Hit {
        guard let point else {
            throw EngineError(.outOfRange, "the end of an empty section of \(tableView.name) with no header or footer is nowhere: the section has no height")
        }
        return .table(tableView, point: point, indexPath: tableView.indexPathForRow(at: point))
    }

    private func sourceEndpoint(for hit: Hit) -> (any DragSourceEndpoint)? {
        switch hit {
        case .collection(let collectionView, _, let indexPath):
            return collectionView.dragDelegate != nil && collectionView.dragInteractionEnabled && indexPath != nil ? collectionView : nil
        case .table(let tableView, _, let indexPath):
            let hasSource = tableView.dragDelegate != nil || tableView.reordersByDragAndDrop
            return hasSource && tableView.dragInteractionEnabled && indexPath != nil ? tableView : nil
        case .view(let view, _):
            guard let interaction = view.dragInteraction, interaction.isEnabled else { return nil }
            return interaction
        case .otherAppItem(let app, let id):
            app.touchedItemID = id
            return app.view.dragInteraction
        case .otherApp, .nowhere:
            return nil
        }
    }

    /// The drop target under the finger, if any.
    private func dropTarget(for hit: Hit) -> (any DropTargetEndpoint)? {
        switch hit {
        case .collection(let collectionView, _, _):
            collectionView.dropDelegate != nil ? collectionView : nil
        case .table(let tableView, _, _):
            tableView.dropDelegate != nil || tableView.reordersByDragAndDrop ? tableView : nil
        case .view(let view, _):
            view.dropInteraction
        case .otherApp(let app):
            app.view.dropInteraction
        case .otherAppItem, .nowhere:
            nil
        }
    }
}
