import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader

/// A loaded suite run by a `WorkerPool`: what `run`, `trace` and `explore` do.
///
/// Workers decode the files they are asked about themselves (each keeps what it decoded) and
/// run their scenarios; results come back in path order, then file order — the same bytes for
/// any number of workers.
public final class WorkerSuite {
    public let pool: WorkerPool
    /// Every scenario that decoded, in path order, then file order.
    public let scenarios: [Entry]

    /// A decoded scenario: where it is and what selection looks at.
    public struct Entry: Sendable, SelectableScenario {
        public var path: String
        /// Its place among the file's decoded scenarios.
        public var index: Int
        public var name: String
        public var tags: [String]
        public var file: String { path }
        /// Where the scenario begins: what a worker lost while running it is reported at.
        var location: SourceLocation
        /// Its steps, for the step marks of its result; none when the workers decoded it,
        /// for the reports that need no steps.
        var steps: [Step]
    }

    public init(pool: WorkerPool, loaded: LoadResult) {
        self.pool = pool
        scenarios = loaded.files.flatMap { file in
            file.scenarios.enumerated().map {
                Entry(path: file.path, index: $0.offset, name: $0.element.name, tags: $0.element.tags, location: $0.element.location, steps: $0.element.steps)
            }
        }
    }

    /// A suite a shard chose from (`ScenarioLoader.loadShard`): the workers decode the files
    /// of the scenarios they are asked to run.
    public init(pool: WorkerPool, scenarios: [ScenarioHeadline]) {
        self.pool = pool
        self.scenarios = scenarios.map {
            Entry(path: $0.file, index: $0.index, name: $0.name, tags: $0.tags, location: $0.location, steps: $0.steps)
        }
    }

    /// The scenarios of a file a worker decoded and keeps, as it named them.
    static func entries(of checked: CheckedFile, at path: String) -> [Entry] {
        checked.scenarios.enumerated().map {
            Entry(
                path: path, index: $0.offset, name: $0.element.name, tags: $0.element.tags,
                location: SourceLocation(file: path, line: $0.element.line, column: $0.element.column), steps: []
            )
        }
    }

    /// The scenarios the workers of `pool` decoded and keep (`ScenarioLoader.suite`).
    init(pool: WorkerPool, decoded scenarios: [Entry]) {
        self.pool = pool
        self.scenarios = scenarios
    }

    /// Runs the selected scenarios; each result in the order of `scenarios`.
    /// `records` brings back pictures of the app (`ScenarioRunner.records`) and, with them,
    /// each whole trace; `attachments` says whose (passing scenarios' only with `.all`).
    public func run(
        _ selection: ScenarioSelection = ScenarioSelection(), goldens: GoldenTrace, keepsTrace: Bool = false, records: Bool = false, attachments: ReportAttachments = .all
    ) throws(WorkerPool.StartError) -> RunSummary {
        try run(selection.taken(from: scenarios), goldens: goldens, keepsTrace: keepsTrace || records, records: records, attachments: attachments)
    }

    /// Runs `chosen`, entries of `scenarios`; `keepsTrace` brings each whole trace back, with
    /// the marks of where each step's callbacks begin in it.
    public func run(
        _ chosen: [Entry], goldens: GoldenTrace, keepsTrace: Bool = false, records: Bool = false, attachments: ReportAttachments = .all
    ) throws(WorkerPool.StartError) -> RunSummary {
        let outcomes = try pool.perform(chosen.map { Self.request(running: $0, goldens: goldens, keepsTrace: keepsTrace, records: records, attachments: attachments) })
        return RunSummary(results: zip(chosen, outcomes).map(Self.result))
    }

    /// The request that runs `entry`.
    static func request(running entry: Entry, goldens: GoldenTrace, keepsTrace: Bool, records: Bool = false, attachments: ReportAttachments = .all) -> WorkerRequest {
        let attaching = attachments != .none
        let options = WorkerRequest.Options(
            updateGoldens: goldens.update, isCI: goldens.isCI, keepsTrace: (keepsTrace || records) && attaching, records: records && attaching, attachesPassing: attachments == .all
        )
        return .run(path: entry.path, index: entry.index, options: options)
    }

    /// The result of running `entry`, from what became of its request.
    static func result(of entry: Entry, _ outcome: WorkerOutcome) -> ScenarioResult {
        switch outcome {
        case .reply(.result(let result)): withSteps(result, of: entry)
        case .lost(let message): lost(entry, message)
        case .trapped(let diagnostic): lost(entry, diagnostic.message)
        case .reply: lost(entry, confused)
        }
    }

    /// Explores the selected scenarios, each in every completion order (at most `limit`).
    ///
    /// A crash in one order is that order's outcome: a failure with that order, or, when the
    /// scenario expects it, a passing order, after which the other orders are explored. Each
    /// exploration comes with its time in milliseconds.
    public func explore(_ selection: ScenarioSelection = ScenarioSelection(), limit: Int) throws(WorkerPool.StartError) -> [(result: ExploreResult, milliseconds: Double)] {
        let chosen = selection.taken(from: scenarios)
        let outcomes = try pool.perform(chosen.map { .explore(path: $0.path, index: $0.index, limit: limit, forensic: false, crashed: []) })
        return zip(chosen, outcomes).map { entry, outcome in
            if case .reply(.explored(let result, let microseconds)) = outcome { return (result, Double(microseconds) / 1000) }
            let message = switch outcome {
            case .lost(let message): message
            case .trapped(let diagnostic): diagnostic.message
            case .reply: Self.confused
            }
            return (ExploreResult(file: entry.path, name: entry.name, orders: 0, pruned: 0, states: 0, outcomes: [], failure: .init(order: [], result: Self.lost(entry, message)), isIncomplete: false), 0)
        }
    }

    /// `result` with its step marks holding the entry's steps, which the worker did not send.
    private static func withSteps(_ result: ScenarioResult, of entry: Entry) -> ScenarioResult {
        var result = result
        result.stepMarks = result.stepMarks.enumerated().map { position, mark in
            mark.isSettle ? mark : StepMark(traceIndex: mark.traceIndex, stepAt: position, of: entry.steps)
        }
        return result
    }

    /// A scenario whose worker was lost, reported at the scenario: the step it was at is
    /// unknown, and a place of `0:0` says nowhere.
    private static func lost(_ entry: Entry, _ message: String) -> ScenarioResult {
        ScenarioResult(file: entry.path, name: entry.name, status: .crashed, failures: [
            ScenarioFailure(location: entry.location, message: message),
        ])
    }

    static let confused = WorkerPool.confused
}
