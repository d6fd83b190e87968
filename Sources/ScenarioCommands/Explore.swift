import ArgumentParser
import DragDropCore
import Foundation
import ScenarioExecution
import ScenarioKit

/// `dnd-scenario explore PATH…`: replays every scenario in every order its pending loads and
/// fetches may complete in.
struct Explore: ParsableCommand {
    // Named here, not derived from the type by reflection, which costs start-up time.
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Check scenarios in every order their asynchronous work may complete in.",
        discussion: """
        Between steps, any due load or fetch may complete next; each order is replayed and \
        its expectations checked (whole-trace checks excepted). Exits 0 when every order \
        passes, 1 when one fails, 2 for invalid input. With --emit, the first failing order \
        is written as a scenario whose delays force it, so `run` fails on it every time.
        """
    )

    @Argument(help: "Scenario files, and folders searched recursively for *.yaml and *.yml files.")
    var paths: [String]

    @OptionGroup var selecting: SelectionOptions

    @Option(help: "Write the first failing order as a scenario file here.")
    var emit: String?

    @Option(help: "Give up on a scenario after this many orders (1 or more); a scenario cut short fails as incomplete.")
    var limit = 10_000

    @Option(help: "Worker processes exploring scenarios side by side (default: the number of cores).")
    var jobs = WorkerPool.coreCount

    @Option(help: "Seconds a worker may explore a scenario without a word before it is ended and the scenario reported as an error; a scenario of many orders may need more than the default.")
    var timeout = Int(WorkerPool.defaultStallLimit.components.seconds)

    @OptionGroup var reading: ReadingOptions

    func validate() throws {
        try Loading.validate(jobs: jobs)
        if limit < 1 { throw ValidationError("--limit takes a number of orders, 1 or more, found \(limit)") }
        try Loading.validate(timeout: timeout)
    }

    func run() throws {
        let selection = try selecting.selection()
        let (loaded, suite) = try load(selection)
        if let emit, let refusal = OutputFile(emit, option: "--emit").missingFolder ?? OutputFile(emit, option: "--emit").refusal(inputs: loaded) {
            throw ValidationError(refusal)
        }
        try Loading.check(selection, in: suite.scenarios)
        Loading.noteEmptyShard(selection, in: suite.scenarios)
        suite.pool.stallLimit = .seconds(timeout)
        defer { suite.pool.shutDown() }
        let results = try Loading.starting { () throws(WorkerPool.StartError) in try suite.explore(selection, limit: limit) }
        var notes: [String] = []
        if let emit, let failed = results.first(where: { $0.result.failure != nil }), let failure = failed.result.failure,
           let (file, scenario) = loaded.scenarios.first(where: { $0.file.path == failed.result.file && $0.scenario.name == failed.result.name }) {
            notes.append(try write(OrderEmitter(file: file, scenario: scenario).emit(failure.order, to: emit), to: emit, pool: suite.pool))
        }
        let report = ExploreReport(results: results)
        print(report.render(colour: Terminal.standardOutputSupportsColor), terminator: "")
        for note in notes { print(note) }
        if let emit, notes.isEmpty, report.failed > 0 {
            FileHandle.standardError.write(Data("nothing emitted to \(PrintableText.escaped(emit)): no order failed\n".utf8))
        }
        throw ExitCode(report.exitCode)
    }

    /// The suite and the workers that explore it. A shard decodes only the files of its own
    /// scenarios, as `run --shard` does (`ScenarioLoader.loadShard`): every machine of a CI
    /// matrix would otherwise decode the whole suite to explore its eighth of it.
    private func load(_ selection: ScenarioSelection) throws -> (LoadResult, WorkerSuite) {
        guard selection.shard != nil else {
            let loaded = try Loading.load(paths, with: reading.loader)
            return (loaded, Loading.suite(loaded, jobs: jobs, reading: reading.limits))
        }
        let (loaded, scenarios) = reading.loader.loadShard(paths, selection: selection)
        try Loading.refuseInvalid(loaded)
        return (loaded, WorkerSuite(pool: WorkerPool(launch: Loading.launch(reading: reading.limits), jobs: jobs), scenarios: scenarios))
    }

    /// Writes an emitted scenario and says whether `run` fails on it — in a worker, since the
    /// order may be one that crashes the app.
    private func write(_ emitted: Result<String, OrderEmitter.Problem>, to path: String, pool: WorkerPool) throws -> String {
        switch emitted {
        case .success(let text):
            do {
                try OutputFile(path, option: "--emit").write(text)
            } catch {
                throw ValidationError("cannot write \(OutputFile(path, option: "--emit").shownPath): \(error.reason)")
            }
            let reloaded = reading.loader.load([path])
            let summary = try Loading.starting { () throws(WorkerPool.StartError) in
                try WorkerSuite(pool: pool, loaded: reloaded).run(goldens: GoldenTrace(update: false, isCI: true))
            }
            let shown = PrintableText.escaped(path)
            return reloaded.isValid && summary.results.contains(where: { $0.status != .passed })
                ? "wrote the failing order to \(shown): `\(DndScenario.executableName) run \(shown)` fails on it"
                : "wrote \(shown), but its delays do not bring the failure back under `run`"
        case .failure(let problem):
            return "cannot emit the failing order: \(problem.message)"
        }
    }
}
