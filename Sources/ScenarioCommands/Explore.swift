import ArgumentParser
import Foundation
import DragDropCore
import ScenarioKit

/// `dnd-scenario explore PATH…`: replays every scenario in every order its pending loads and
/// fetches may complete in.
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    @Option(help: "Run only scenarios whose name contains this text.")
    var filter: String?

    @Option(help: "Run only scenarios with this tag (repeat for several).")
    var tag: [String] = []

    @Option(help: "Write the first failing order as a scenario file here.")
    var emit: String?

    @Option(help: "Give up on a scenario after this many orders.")
    var limit = 10_000

    @Option(help: "Worker processes exploring scenarios side by side (default: the number of cores).")
    var jobs = WorkerPool.coreCount

    func validate() throws {
        try Loading.validate(jobs: jobs)
    }

    func run() throws {
        let suite = try Loading.load(paths, jobs: jobs)
        defer { suite.pool.shutDown() }
        let selection = ScenarioSelection(filter: filter, tags: tag)
        let results = try Loading.starting { () throws(WorkerPool.StartError) in try suite.explore(selection, limit: max(1, limit)) }
        var notes: [String] = []
        if let emit, let failed = results.first(where: { $0.result.failure != nil }), let failure = failed.result.failure {
            notes.append(try write(failure.order, of: failed.result, to: emit, pool: suite.pool))
        }
        let report = ExploreReport(results: results)
        print(report.render(colour: Terminal.standardOutputSupportsColor), terminator: "")
        for note in notes { print(note) }
        if let emit, notes.isEmpty, report.failed > 0 {
            FileHandle.standardError.write(Data("nothing emitted to \(emit): no order failed\n".utf8))
        }
        throw ExitCode(report.exitCode)
    }

    /// Writes the scenario with delays that force `order`, and says whether `run` (in a
    /// worker, since the order may crash the app) fails on it.
    private func write(_ order: [Scheduler.PendingWork], of result: ExploreResult, to path: String, pool: WorkerPool) throws -> String {
        let loaded = ScenarioLoader().load([result.file])
        guard let file = loaded.files.first, let scenario = file.scenarios.first(where: { $0.name == result.name }) else {
            return "cannot emit the failing order: \(result.file) changed while it was explored"
        }
        switch OrderEmitter(file: file, scenario: scenario).emit(order) {
        case .success(let text):
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw ValidationError("cannot write \(path): \(error.localizedDescription)")
            }
            let check = WorkerSuite(pool: pool)
            let reproduces = try Loading.starting { () throws(WorkerPool.StartError) -> Bool in
                try check.load([path], colour: false)
                let summary = try check.run(goldens: GoldenTrace(update: false, isCI: true))
                return check.isValid && summary.results.contains { $0.status != .passed }
            }
            return reproduces
                ? "wrote the failing order to \(path): `dnd-scenario run \(path)` fails on it"
                : "wrote \(path), but its delays do not bring the failure back under `run`"
        case .failure(let problem):
            return "cannot emit the failing order: \(problem.message)"
        }
    }
}
