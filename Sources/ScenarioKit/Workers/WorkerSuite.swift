import YAMLReader

/// A suite decoded and run by a `WorkerPool`: what `check`, `run`, `trace` and `explore`
/// do. This process never decodes a scenario itself; each worker keeps the files it
/// decoded and runs their scenarios, and everything comes back in path order, then file
/// order — the same bytes for any number of workers.
public final class WorkerSuite {
    public let pool: WorkerPool
    /// Every problem, rendered: paths that do not exist first, then each file's, in path order.
    public private(set) var renderedDiagnostics: [String] = []
    /// `checked 3 files, 5 scenarios: 0 errors`.
    public private(set) var summary = ""
    /// Every scenario that decoded, in path order, then file order.
    public private(set) var scenarios: [Entry] = []

    /// A decoded scenario, where it is and what selection looks at.
    public struct Entry: Sendable {
        public var path: String
        /// Its place among the file's decoded scenarios.
        public var index: Int
        public var name: String
        public var tags: [String]
    }

    public init(pool: WorkerPool) {
        self.pool = pool
    }

    /// True when nothing is wrong, so the scenarios may run.
    public var isValid: Bool { renderedDiagnostics.isEmpty }

    /// Finds the files `paths` name and has the workers decode them.
    public func load(_ paths: [String], colour: Bool) throws(WorkerPool.StartError) {
        let loader = ScenarioLoader()
        let (files, missing) = loader.discover(paths)
        let renderer = DiagnosticRenderer(color: colour)
        renderedDiagnostics = missing.map { renderer.render($0, source: SourceText?.none) }
        scenarios = []
        let outcomes = try pool.perform(files.map { .load(path: $0, colour: colour) })
        var read = 0
        var documents = 0
        var problems = missing.count
        for (path, outcome) in zip(files, outcomes) {
            switch outcome {
            case .reply(.loaded(let file)):
                if file.wasRead { read += 1 }
                documents += file.documentCount
                problems += file.problemCount
                renderedDiagnostics += file.diagnostics
                scenarios += file.scenarios.enumerated().map { Entry(path: path, index: $0.offset, name: $0.element.name, tags: $0.element.tags) }
            case .lost(let message):
                problems += 1
                renderedDiagnostics.append(renderer.render(Diagnostic(message, at: SourceLocation(file: path, line: 0, column: 0)), source: SourceText?.none))
            case .reply:
                problems += 1
                renderedDiagnostics.append(renderer.render(Diagnostic(Self.confused, at: SourceLocation(file: path, line: 0, column: 0)), source: SourceText?.none))
            }
        }
        summary = "checked \(LoadResult.count(read, "file")), \(LoadResult.count(documents, "scenario")): \(LoadResult.count(problems, "error"))"
    }

    /// Runs the selected scenarios; each result in the order of `scenarios`.
    public func run(_ selection: ScenarioSelection = ScenarioSelection(), goldens: GoldenTrace, keepsTrace: Bool = false) throws(WorkerPool.StartError) -> RunSummary {
        try run(scenarios.filter { selection.includes(name: $0.name, tags: $0.tags) }, goldens: goldens, keepsTrace: keepsTrace)
    }

    /// Runs `chosen`, entries of `scenarios`; `keepsTrace` brings each whole trace back.
    public func run(_ chosen: [Entry], goldens: GoldenTrace, keepsTrace: Bool = false) throws(WorkerPool.StartError) -> RunSummary {
        let options = WorkerRequest.Options(updateGoldens: goldens.update, isCI: goldens.isCI, keepsTrace: keepsTrace)
        let outcomes = try pool.perform(chosen.map { .run(path: $0.path, index: $0.index, options: options) })
        return RunSummary(results: zip(chosen, outcomes).map { entry, outcome in
            switch outcome {
            case .reply(.result(let result)): result
            case .lost(let message): Self.lost(entry, message)
            case .reply: Self.lost(entry, Self.confused)
            }
        })
    }

    /// Explores the selected scenarios, each in every completion order (at most `limit`).
    ///
    /// A crash in one order is that order's outcome: a failure with that order, unless the
    /// scenario expects it — then the search stops there, incomplete, since the process that
    /// held it is gone. Each exploration comes with its time in milliseconds.
    public func explore(_ selection: ScenarioSelection = ScenarioSelection(), limit: Int) throws(WorkerPool.StartError) -> [(result: ExploreResult, milliseconds: Double)] {
        let chosen = scenarios.filter { selection.includes(name: $0.name, tags: $0.tags) }
        let outcomes = try pool.perform(chosen.map { .explore(path: $0.path, index: $0.index, limit: limit, forensic: false) })
        return zip(chosen, outcomes).map { entry, outcome in
            if case .reply(.explored(let result, let microseconds)) = outcome { return (result, Double(microseconds) / 1000) }
            let message = if case .lost(let message) = outcome { message } else { Self.confused }
            return (ExploreResult(file: entry.path, name: entry.name, orders: 0, pruned: 0, states: 0, outcomes: [], failure: .init(order: [], result: Self.lost(entry, message)), isIncomplete: false), 0)
        }
    }

    private static func lost(_ entry: Entry, _ message: String) -> ScenarioResult {
        ScenarioResult(file: entry.path, name: entry.name, status: .crashed, failures: [
            ScenarioFailure(location: SourceLocation(file: entry.path, line: 0, column: 0), message: message),
        ])
    }

    static let confused = "a worker answered with something else than was asked; this is a bug in dnd-scenario"
}
