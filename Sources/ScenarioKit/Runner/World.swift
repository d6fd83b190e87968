import DragDropCore
import Foundation
import ScenarioAppKit

/// Everything a scenario runs in: the device, the app under test, and the other apps.
package final class World {
    let system = DragDropSystem()
    /// Called inside a `reorder` step after each `via` point, so a recording draws the cells
    /// shifting under the moving item.
    var didReachViaPoint: (World) -> Void = { _ in }
    let app: any ScenarioApp
    /// The other apps, in the order the scenario names them: a few, so found by a scan.
    let otherApps: [OtherApp]
    /// Every name the app declares for `{view: NAME}`: one that is not on screen is a finger
    /// over nothing, a name outside it an error.
    private let viewNames: [String]
    /// The app's named lists, for the explorer's digest of every list.
    private let listNames: [String]

    /// The run is over, as if the device were switched off: work still pending is dropped,
    /// and with it whatever its blocks hold — the system among them.
    deinit {
        system.scheduler.discardAll()
    }

    /// Builds the world of `scenario` and launches its app; work due at launch has run.
    /// `prepare` sees the device before anything is scheduled on it.
    init(_ scenario: Scenario, prepare: (DragDropSystem) -> Void = { _ in }) throws(EngineError) {
        prepare(system)
        var ordered: [OtherApp] = []
        func otherApp(_ name: String) -> OtherApp {
            if let existing = ordered.first(where: { $0.name == name }) { return existing }
            let app = OtherApp(name: name)
            ordered.append(app)
            return app
        }
        for source in scenario.sources {
            let app = otherApp(source.app)
            for item in source.items { app.offer(id: item.id, representations: item.representations) }
        }
        for target in scenario.targets {
            otherApp(target.name).accept(target.accepts, operation: target.operation)
        }
        for app in ordered { system.addOtherApp(app) }
        system.appLoadTimings = scenario.loads
        system.device = scenario.device
        otherApps = ordered
        viewNames = scenario.app.viewNames
        listNames = scenario.app.listNames
        app = scenario.app.launch(on: system)
        try system.step {}
    }

    // MARK: - Steps

    /// Replays one step, of `kind` with `finger`, on the engine; an expectation step is the
    /// runner's, not the world's.
    ///
    /// Given the step's kind, not the step: a step handed over was copied whole (its location,
    /// uses and node retained and released) to keep it alive across the calls to the engine.
    func perform(_ kind: Step.Kind, finger: Int) throws(EngineError) {
        switch kind {
        case .touch(let target): try system.touch(finger: finger, at: location(target))
        case .lift: try system.lift(finger: finger)
        case .add(let target): try system.add(finger: finger, at: location(target))
        case .move(let target): try system.move(finger: finger, to: location(target))
        case .drop: try system.drop(finger: finger)
        case .cancel: try system.cancel(finger: finger)
        case .tap(let target): try system.tap(view(of: target))
        case .swipe(let target): try perform(swipe: target)
        case .wait(let milliseconds): try system.advance(by: milliseconds)
        case .settle: try system.settle()
        case .reorder(let reorder): try perform(reorder)
        case .pinch(let pinch): try perform(pinch)
        case .scroll(let scroll): try perform(scroll)
        case .relaunch: try system.step { () throws(EngineError) in try app.relaunch() }
        case .expect: break
        }
    }

    /// A long press that reorders. On a collection view with long-press recognizers of the
    /// app's own (article 004's plain view controller), the press is played through them and
    /// the app's handler does the rest. Otherwise it is a collection view controller's
    /// standard gesture, which UIKit handles as article 004's handler does: Began begins at
    /// the cell under the finger, or, over no cell, does nothing (the article's `guard`);
    /// each Changed calls `updateInteractiveMovementTargetPosition` with the finger's point
    /// (a cell's centre, a point, or a point where no cell is); Ended ends, any other state
    /// cancels.
    private func perform(_ reorder: Step.Reorder) throws(EngineError) {
        guard let collectionView = try list(named: reorder.list) else {
            throw EngineError(.invalidStep, Self.reorderOffScreen(reorder.list ?? ""))
        }
        if try pressAlong(reorder, on: collectionView) { return }
        guard collectionView.movesItemsOnLongPress else {
            throw EngineError(.invalidStep, Self.noStandardGesture(collectionView.name))
        }
        try system.step { () throws(EngineError) in
            let start: IndexPath
            switch reorder.from.kind {
            case .cell(let indexPath):
                try World.checkItem(indexPath, in: collectionView)
                start = indexPath
            case .point(let point):
                guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
                start = indexPath
            case .empty:
                return
            default:
                throw EngineError(.invalidStep, Self.fromTakesCellsAndPoints)
            }
            try World.checkItem(reorder.to, in: collectionView)
            guard collectionView.beginInteractiveMovementForItem(at: start) else { return }
            for target in reorder.via {
                collectionView.updateInteractiveMovementTargetPosition(try World.fingerPoint(over: target, in: collectionView, refusing: Self.viaTakesCellsAndPoints))
                didReachViaPoint(self)
            }
            collectionView.updateInteractiveMovementTargetPosition(collectionView.center(ofItem: reorder.to))
            if reorder.cancel {
                collectionView.cancelInteractiveMovement()
            } else {
                collectionView.endInteractiveMovement()
            }
        }
    }

    /// Plays `reorder` through the collection view's own long-press recognizers, the finger
    /// down on `from`, moved over each `via` point and to `to`; false when it has none. Every
    /// point is found before the finger goes down, so a step that names a wrong one moves
    /// nothing.
    private func pressAlong(_ reorder: Step.Reorder, on collectionView: CollectionView) throws(EngineError) -> Bool {
        guard collectionView.gestureRecognizers.contains(where: { $0 is LongPressGestureRecognizer }) else { return false }
        var points = [try World.fingerPoint(over: reorder.from, in: collectionView, refusing: Self.fromTakesCellsAndPoints)]
        for target in reorder.via {
            points.append(try World.fingerPoint(over: target, in: collectionView, refusing: Self.viaTakesCellsAndPoints))
        }
        try World.checkItem(reorder.to, in: collectionView)
        points.append(collectionView.center(ofItem: reorder.to))
        let viaCount = reorder.via.count
        return try system.longPress(collectionView, along: points, cancelled: reorder.cancel) { index in
            if index <= viaCount { didReachViaPoint(self) }
        }
    }

    /// A pinch on the named view, or on the app's collection view; a view off screen is
    /// pinched nowhere, as a finger over it.
    private func perform(_ pinch: Step.Pinch) throws(EngineError) {
        let view: View
        if let name = pinch.view {
            guard let named = try self.view(named: name) else { return }
            view = named
        } else {
            view = try collectionView()
        }
        try system.pinch(view, by: pinch.scale)
    }

    /// A scroll of the named list, or of the app's collection view.
    private func perform(_ scroll: Step.Scroll) throws(EngineError) {
        guard let collectionView = try list(named: scroll.list) else { return }
        switch scroll.destination {
        case .item(let indexPath): try system.scroll(collectionView, toItem: indexPath)
        case .offset(let y): try system.scroll(collectionView, y: y)
        }
    }

    /// Where a finger over `target` is: a cell's centre (a cell that is there), a point, or
    /// where no cell is; `refusal` for any other target.
    private static func fingerPoint(over target: StepTarget, in collectionView: CollectionView, refusing refusal: String) throws(EngineError) -> CGPoint {
        switch target.kind {
        case .cell(let indexPath):
            try checkItem(indexPath, in: collectionView)
            return collectionView.center(ofItem: indexPath)
        case .point(let point):
            return point
        case .empty:
            return collectionView.emptyPoint
        default:
            throw EngineError(.invalidStep, refusal)
        }
    }

    private static func checkItem(_ indexPath: IndexPath, in collectionView: CollectionView) throws(EngineError) {
        let cell = "reorder: cell \(indexPath.traceDescription) is out of range"
        guard indexPath.section < collectionView.numberOfSections else {
            throw EngineError(.outOfRange, "\(cell): \(collectionView.name) has \(collectionView.numberOfSections) sections")
        }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        guard indexPath.item < count else {
            throw EngineError(.outOfRange, "\(cell): section \(indexPath.section) of \(collectionView.name) has \(count) items")
        }
    }

    // MARK: - Resolving targets

    func collectionView() throws(EngineError) -> CollectionView {
        guard let collectionView = app.collectionView else {
            throw EngineError(.unknownTarget, Self.noCollectionView)
        }
        return collectionView
    }

    /// The list `name` names, or the app's one collection view for none; nil while a named
    /// list is not on screen.
    func list(named name: String?) throws(EngineError) -> CollectionView? {
        guard let name else { return try collectionView() }
        guard let view = try view(named: name) else { return nil }
        guard let collectionView = view as? CollectionView else {
            throw EngineError(.invalidStep, Self.notACollectionView(name))
        }
        return collectionView
    }

    /// A named list's items by section (a table's rows) and its drop placeholders; nil while
    /// it is not on screen.
    func counts(ofList name: String) throws(EngineError) -> (items: [Int], placeholders: Int)? {
        guard let view = try view(named: name) else { return nil }
        if let table = view as? TableView {
            return ((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }, table.numberOfPlaceholders)
        }
        guard let list = view as? CollectionView else { throw EngineError(.invalidStep, Self.notAList(name)) }
        return ((0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }, list.numberOfPlaceholders)
    }

    /// The view `name` names; nil while it is not on screen. A name the app never declared
    /// is an error, whether or not a view has it.
    private func view(named name: String) throws(EngineError) -> View? {
        if let view = app.view(named: name) { return view }
        guard viewNames.contains(name) else { throw EngineError(.unknownTarget, "the app has no view '\(name)'") }
        return nil
    }

    /// A `swipe` on a table's row; a table off screen is swiped nowhere, as a finger over it.
    private func perform(swipe target: StepTarget) throws(EngineError) {
        guard case .row(let indexPath, _) = target.kind, let name = target.list else { throw EngineError(.invalidStep, StepTarget.rowWithoutView) }
        guard let view = try view(named: name) else { return }
        guard let table = view as? TableView else {
            throw EngineError(.invalidStep, "view '\(name)' is not a table view: it has no rows")
        }
        try system.swipe(table, row: indexPath)
    }

    /// The view a `tap` names.
    private func view(of target: StepTarget) throws(EngineError) -> View {
        guard case .view(let name, _) = target.kind else { throw EngineError(.invalidStep, "tap: only a view can be tapped") }
        guard let view = app.view(named: name) else { throw EngineError(.unknownTarget, "the app has no view '\(name)'") }
        return view
    }

    func otherApp(named name: String) -> OtherApp? { otherApps.first { $0.name == name } }

    private func location(_ target: StepTarget) throws(EngineError) -> DragLocation {
        switch target.kind {
        case .cell(let indexPath):
            guard let list = try list(named: target.list) else { return .nowhere }
            return .cell(list, indexPath)
        case .point(let point): return .point(try collectionView(), point)
        case .empty:
            guard let name = target.list else { return .empty(try collectionView()) }
            guard let view = try view(named: name) else { return .nowhere }
            // A table's empty area is below its last row: no destination.
            if let table = view as? TableView { return .view(table) }
            guard let list = view as? CollectionView else { throw EngineError(.invalidStep, Self.notACollectionView(name)) }
            return .empty(list)
        case .view(let name, let point):
            // A view the app removed, or has not installed yet: the finger is over nothing.
            guard let view = try view(named: name) else { return .nowhere }
            return point.map { .point(view, $0) } ?? .view(view)
        case .row(let indexPath, let part):
            guard let table = try table(named: target.list) else { return .nowhere }
            return .row(table, indexPath, part: part ?? .middle)
        case .header(let section):
            guard let table = try table(named: target.list) else { return .nowhere }
            return .header(table, section: section)
        case .footer(let section):
            guard let table = try table(named: target.list) else { return .nowhere }
            return .footer(table, section: section)
        case .source(let name, let item):
            guard let app = otherApp(named: name) else { throw EngineError(.unknownTarget, "no source app '\(name)'") }
            return .sourceItem(app, id: item)
        case .app(let name):
            guard let app = otherApp(named: name) else { throw EngineError(.unknownTarget, "no target app '\(name)'") }
            return .app(app)
        case .nowhere:
            return .nowhere
        }
    }

    /// The table a row, header or footer target names; nil for one the app removed or has not
    /// installed yet, where the finger is over nothing.
    private func table(named name: String?) throws(EngineError) -> TableView? {
        guard let name else { throw EngineError(.invalidStep, StepTarget.rowWithoutView) }
        guard let view = try view(named: name) else { return nil }
        guard let table = view as? TableView else {
            throw EngineError(.invalidStep, "view '\(name)' is not a table view: it has no rows")
        }
        return table
    }

    /// The app's model and what the other apps received, for the explorer's state hash.
    func digest(into hasher: inout Hasher) {
        hasher.combine(app.state)
        var lists = app.collectionView.map { [$0] } ?? []
        for name in listNames {
            if let list = app.view(named: name) as? CollectionView, !lists.contains(where: { $0 === list }) { lists.append(list) }
        }
        for list in lists {
            hasher.combine(list.name)
            for section in 0..<list.numberOfSections { hasher.combine(list.entryKinds(inSection: section)) }
        }
        for name in listNames {
            guard let table = app.view(named: name) as? TableView else { continue }
            hasher.combine(name)
            for section in 0..<table.numberOfSections { hasher.combine(table.entryKinds(inSection: section)) }
        }
        for app in otherApps.sorted(by: { $0.name < $1.name }) {
            for item in app.received {
                hasher.combine(item.identifier)
                hasher.combine(item.values)
                hasher.combine(item.failures)
            }
        }
    }

    /// The final state in words: what explore compares between orders.
    var outcome: String {
        var parts = ["state \(app.state)"]
        parts.append("placeholders \(app.collectionView?.numberOfPlaceholders ?? 0)")
        for app in otherApps.sorted(by: { $0.name < $1.name }) {
            let received = app.received
            parts.append("\(app.name) received " + received.map { ($0.identifier ?? "?") + " " + ($0.values + $0.failures).joined(separator: ",") }.joined(separator: "; "))
        }
        return parts.joined(separator: "\n")
    }

    static let noCollectionView = "this app has no collection view: cell, point, empty and reorder need the gallery or the board"
    static let viaTakesCellsAndPoints = "reorder: 'via' takes cells, points and empty"
    static let fromTakesCellsAndPoints = "reorder: 'from' takes a cell, a point or empty"

    static func notACollectionView(_ name: String) -> String {
        "view '\(name)' is not a collection view: a cell, 'empty' and 'reorder' need one"
    }

    static func notAList(_ name: String) -> String {
        "view '\(name)' is neither a collection view nor a table view: it has no items to count"
    }

    static func noStandardGesture(_ name: String) -> String {
        "reorder: '\(name)' has no long press that moves items (its controller sets installsStandardGestureForInteractiveMovement to false): move an item with a drag, 'touch', 'lift', 'move', 'drop'"
    }

    static func reorderOffScreen(_ name: String) -> String {
        "reorder: list '\(name)' is not on screen"
    }
}
