import DragDropCore

/// One replay of a search: follows its script at the first open points, then picks the
/// first work not asleep, recording each new open point for the search to branch from.
package final class Replay {
    package struct Decision: Equatable {
        /// Due work, by id, in due order.
        package var candidates: [String]
        package var sleep: Set<String>
        package var chosen: String

        package init(candidates: [String], sleep: Set<String>, chosen: String) {
            self.candidates = candidates
            self.sleep = sleep
            self.chosen = chosen
        }
    }

    private let script: [String]
    private var sleep: Set<String>
    private unowned let search: Search
    private weak var system: DragDropSystem?
    private var world: World?
    private var step = 0
    private var openPoints = 0
    private var traceIndex = 0
    private var traceSum = 0
    private var lastSubject: Substring?
    /// Holds back work that must keep the order its earlier requests completed in.
    private var repeated = RepeatedWork()
    /// Open points met after the script, each explored first by the choice recorded.
    private(set) var decisions: [Decision] = []
    /// Every background completion, in the order it happened.
    private(set) var completions: [Scheduler.PendingWork] = []
    /// The replay reached a state explored before (or one with everything asleep): what
    /// follows adds nothing new.
    private(set) var isCovered = false

    init(script: [String], sleep: Set<String>, search: Search) {
        self.script = script
        self.sleep = sleep
        self.search = search
    }

    /// The final state of the world, once the replay is over.
    var outcome: String? { world?.outcome }

    var hooks: ReplayHooks {
        var hooks = ReplayHooks()
        hooks.prepare = { [self] system in
            self.system = system
            // Weak: the replay holds the world, whose scheduler holds the chooser.
            system.scheduler.chooser = { [weak self] candidates in self?.choose(candidates) ?? 0 }
        }
        hooks.didLaunch = { [self] world in self.world = world }
        hooks.willPerformStep = { [self] index in
            step = index
            system?.scheduler.defersDueWork = defersDueWork(after: index)
            // A step depends on everything: nothing stays asleep past it.
            if isPastScript { sleep.removeAll() }
            // A relaunch drops all pending work: no subject is under way any more.
            if search.scenario.steps.indices.contains(index), case .relaunch = search.scenario.steps[index].kind { lastSubject = nil }
        }
        hooks.checksWholeTrace = false
        return hooks
    }

    /// Whether work falling due with step `index` may wait for the time that passes next:
    /// true when only a `wait`, a `settle` or the final settle follows, which observe nothing
    /// before they let work complete. The order of that work is then open against the work
    /// due during the wait, as it is on a device.
    private func defersDueWork(after index: Int) -> Bool {
        let steps = search.scenario.steps
        guard index < steps.count else { return false }
        guard index + 1 < steps.count else { return search.scenario.settle }
        switch steps[index + 1].kind {
        case .wait, .settle: return true
        default: return false
        }
    }

    private func choose(_ candidates: [Scheduler.PendingWork]) -> Int {
        let index = pick(candidates, allowed: repeated.allowed(candidates))
        let chosen = candidates[index]
        if repeated.completed(chosen) { search.recurringLabels.insert(chosen.label) }
        completions.append(chosen)
        search.watch?.completed(chosen)
        lastSubject = Explorer.subject(ofWork: chosen.id)
        if isPastScript, !sleep.isEmpty { sleep = sleep.filter { Explorer.independent($0, chosen.id) } }
        return index
    }

    /// The sleep set given belongs to the first open point after the script; until the
    /// script is done it waits.
    private var isPastScript: Bool { openPoints >= script.count }

    /// Picks one of the `allowed` indices of `candidates`; the order is open only where more
    /// than one is allowed.
    private func pick(_ candidates: [Scheduler.PendingWork], allowed: [Int]) -> Int {
        guard allowed.count > 1, let first = allowed.first else {
            let only = allowed.first ?? 0
            // The only work left to run is asleep: another order covers what follows.
            if isPastScript, candidates.indices.contains(only), sleep.contains(candidates[only].id) { isCovered = true }
            return only
        }
        defer { openPoints += 1 }
        if openPoints < script.count {
            return allowed.first { candidates[$0].id == script[openPoints] } ?? first
        }
        if isCovered { return first }
        if search.isCovered(fingerprint(), sleep: sleep) {
            isCovered = true
            return first
        }
        // Finishing the subject under way first lets orders that differ only inside it meet
        // again soon, where the state cache prunes them.
        let open = allowed.map { candidates[$0] }
        let isAwake = { (work: Scheduler.PendingWork) in !self.sleep.contains(work.id) }
        let continuing = lastSubject.flatMap { subject in
            open.firstIndex { isAwake($0) && Explorer.subject(ofWork: $0.id) == subject }
        }
        guard let awake = continuing ?? open.firstIndex(where: isAwake) else {
            isCovered = true
            return first
        }
        decisions.append(Decision(candidates: persistentSet(open, around: open[awake]).map(\.id), sleep: sleep, chosen: open[awake].id))
        search.watch?.decided(decisions[decisions.count - 1])
        return allowed[awake]
    }

    /// The work whose orders must be tried here: only the due work on the same subject as
    /// `chosen`, since every other subject's work commutes with it (a persistent set); all
    /// of it when some work may touch anything.
    private func persistentSet(_ candidates: [Scheduler.PendingWork], around chosen: Scheduler.PendingWork) -> [Scheduler.PendingWork] {
        guard search.usesIndependence,
              let subject = Explorer.subject(ofWork: chosen.id),
              candidates.allSatisfy({ Explorer.subject(ofWork: $0.id) != nil })
        else { return candidates }
        return candidates.filter { Explorer.subject(ofWork: $0.id) == subject }
    }

    /// The state at an open point: the step, the pending work, the trace as a multiset of
    /// lines (order left out: it is what differs between orders that meet), the model, and the
    /// order in which work that recurs last completed.
    private func fingerprint() -> Int {
        var hasher = Hasher()
        hasher.combine(step)
        guard let system else { return hasher.finalize() }
        let events = system.trace.events
        while traceIndex < events.count {
            var line = Hasher()
            line.combine(events[traceIndex].role)
            line.combine(events[traceIndex].text)
            traceSum &+= line.finalize()
            traceIndex += 1
        }
        hasher.combine(traceSum)
        for work in system.scheduler.pendingBackgroundWork { hasher.combine(work.id) }
        // Orders that meet here may still differ in the work they hold back later.
        repeated.digest(of: search.recurringLabels, into: &hasher)
        world?.digest(into: &hasher)
        return hasher.finalize()
    }
}
