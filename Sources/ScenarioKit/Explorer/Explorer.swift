import DragDropCore

/// Replays a scenario in every order its pending asynchronous work (item-provider loads,
/// cell fetches) may complete in, and checks its expectations in each (issue: explore).
///
/// Causality is kept: work completes only once requested, and a step waits for the work
/// due before it; between steps, any due work may complete next. The main queue stays FIFO
/// and is served between completions. Every order is one `run` can produce with some
/// delays: work requested again as before (after a relaunch, say) keeps the order its
/// earlier requests completed in (`RepeatedWork`).
///
/// Two reductions keep this far from n!:
/// - **state caching**: at each point where the order is open, the state (step, pending
///   work, the trace as a multiset of lines, the app's model, the collection view) is
///   hashed; a state met before is not explored again;
/// - **sleep sets** over one independence rule: work on different subjects commutes — the
///   loads of two different dragged items each complete into their own placeholder, and a
///   successful fetch only fills its own cell — so their relative order is tried once; the
///   loads of one item, and a failing fetch against anything, are tried in every order.
/// Whole-trace checks (`trace: [...]`, `golden`) pin one order and are `run`'s business;
/// every other expectation, `trace: contains` and `excludes` included, is checked in every order.
public struct Explorer: Sendable {
    /// The most orders one scenario may take before the search gives up as incomplete.
    public var orderLimit: Int
    public var reduction: Reduction

    /// How much of the search is cut away; every level keeps every distinct outcome.
    public enum Reduction: Sendable {
        /// Every order, n! for n independent loads: the yardstick for the others.
        case none
        /// States met before are not explored again.
        case stateCaching
        /// State caching, plus work on different subjects tried in one relative order
        /// (sleep and persistent sets).
        case full
    }

    public init(orderLimit: Int = 10_000, reduction: Reduction = .full) {
        self.orderLimit = orderLimit
        self.reduction = reduction
    }

    var usesIndependence: Bool { reduction == .full }
    var cachesStates: Bool { reduction != .none }

    public func explore(_ scenario: Scenario, file: String) -> ExploreResult {
        explore(scenario, file: file, watch: nil)
    }

    /// Explores with `watch` told of each replay, the work it completes, its steps and trace:
    /// a worker's forensic exploration of a scenario that crashed it.
    /// `crashed` are orders a worker died replaying, taken as they were instead of replayed.
    package func explore(_ scenario: Scenario, file: String, watch: ExplorationWatch?, crashed: [CrashedOrder] = []) -> ExploreResult {
        let search = Search(scenario: scenario, file: file, explorer: self)
        search.watch = watch
        search.crashed = Dictionary(crashed.map { ($0.script, $0) }) { first, _ in first }
        search.dfs(script: [], sleep: [])
        return ExploreResult(
            file: file, name: scenario.name, orders: search.orders, pruned: search.pruned,
            states: search.visited.count, outcomes: search.outcomes, failure: search.failure, isIncomplete: search.isIncomplete
        )
    }

    /// Whether two works commute: each touches only its own subject (a dragged item's
    /// placeholder, a cell's image) and the subjects differ. A failing fetch changes the
    /// model and commutes with nothing.
    static func independent(_ a: String, _ b: String) -> Bool {
        guard let first = subject(ofWork: a), let second = subject(ofWork: b) else { return false }
        return first != second
    }

    /// `safari.provider public.url sunrise#0` → `safari.provider sunrise`;
    /// `fetch URL#0` → `fetch URL`; nil for work that may touch anything.
    static func subject(ofWork id: String) -> Substring? {
        let label = id[..<(id.lastIndex(of: "#") ?? id.endIndex)]
        if label.hasPrefix("fetch ") { return label }
        let parts = label.split(separator: " ", maxSplits: 2)
        guard parts.count == 3, parts[0].hasSuffix(".provider") else { return nil }
        return label[parts[0].startIndex..<parts[0].endIndex] + " " + parts[2]
    }
}

/// One search: the visited states and the counts, shared by every replay.
final class Search {
    let scenario: Scenario
    let file: String
    let explorer: Explorer
    let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
    /// State hash → the sleep set it was explored with.
    var visited: [Int: Set<String>] = [:]
    var orders = 0
    var pruned = 0
    var failure: ExploreResult.Failure?
    var isIncomplete = false
    /// The final states of the orders that were not pruned.
    var outcomes: Set<String> = []
    var watch: ExplorationWatch?
    /// Orders that crash the process, by script: taken as recorded, never replayed.
    var crashed: [[String]: CrashedOrder] = [:]
    /// Labels of work met more than once in a replay, whose last completions' order holds
    /// later work back (`RepeatedWork`), so it is part of a state.
    var recurringLabels: Set<String> = []

    init(scenario: Scenario, file: String, explorer: Explorer) {
        self.scenario = scenario
        self.file = file
        self.explorer = explorer
    }

    var isDone: Bool { failure != nil || isIncomplete }

    /// Replays `script` (the choices at the first open points), then explores every
    /// alternative met after it, deepest first.
    func dfs(script: [String], sleep: Set<String>) {
        guard !isDone else { return }
        guard orders < explorer.orderLimit else {
            isIncomplete = true
            return
        }
        let decisions: [Replay.Decision]
        if let crash = crashed[script] {
            // The app crashed in this order, as the scenario expects: its outcome is the crash.
            orders += 1
            outcomes.insert("crashed: " + (crash.result.failures.first?.message ?? ""))
            guard crash.result.status == .passed else {
                failure = ExploreResult.Failure(order: crash.completions, result: crash.result)
                return
            }
            decisions = crash.decisions
        } else {
            let replay = Replay(script: script, sleep: sleep, search: self)
            var hooks = replay.hooks
            if let watch {
                watch.replayStarted(script)
                hooks = watch.watching(hooks)
            }
            let result = runner.run(scenario, file: file, hooks: hooks)
            orders += 1
            if replay.isCovered {
                pruned += 1
            } else if let outcome = replay.outcome {
                outcomes.insert(outcome)
            }
            if result.status != .passed {
                failure = ExploreResult.Failure(order: replay.completions, result: result)
                return
            }
            decisions = replay.decisions
        }
        for depth in decisions.indices.reversed() {
            let node = decisions[depth]
            var explored = [node.chosen]
            for candidate in node.candidates where !node.sleep.contains(candidate) && !explored.contains(candidate) {
                let awake = usesIndependence
                    ? Set((node.sleep.union(explored)).filter { Explorer.independent($0, candidate) })
                    : []
                dfs(script: script + decisions[..<depth].map(\.chosen) + [candidate], sleep: awake)
                guard !isDone else { return }
                explored.append(candidate)
            }
        }
    }

    /// Whether work on different subjects is taken to commute: the full reduction, on an app
    /// that says its loads of different items do.
    var usesIndependence: Bool {
        explorer.usesIndependence && scenario.app.type.loadsOfDifferentItemsCommute
    }

    /// Whether a state with `hash`, met with `sleep`, was explored already with no more asleep.
    func isCovered(_ hash: Int, sleep: Set<String>) -> Bool {
        guard explorer.cachesStates else { return false }
        guard let earlier = visited[hash] else {
            visited[hash] = sleep
            return false
        }
        if earlier.isSubset(of: sleep) { return true }
        visited[hash] = earlier.intersection(sleep)
        return false
    }
}
