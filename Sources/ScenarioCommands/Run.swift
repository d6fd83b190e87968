import ArgumentParser
import Foundation
import ScenarioKit

/// `dnd-scenario run PATH…`: replays scenarios and reports.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay scenarios and check their expectations.",
        discussion: "Exits 0 when every scenario passes, 1 when any fails or stops with an error, 2 when a file is invalid (nothing runs then)."
    )

    @Argument(help: "Scenario files, and folders searched recursively for *.yaml and *.yml files.")
    var paths: [String]

    @OptionGroup var options: RunOptions

    func run() throws {
        let suite = try Loading.load(paths, jobs: options.jobs)
        let goldens = GoldenTrace(update: options.updateGoldens, isCI: GoldenTrace.isCI())
        let summary = try Loading.starting { () throws(WorkerPool.StartError) in try suite.run(options.selection(), goldens: goldens) }
        suite.pool.shutDown()
        try options.emit(summary)
        throw ExitCode(summary.exitCode)
    }
}

/// The options `run` shares with `explore`: report and selection.
struct RunOptions: ParsableArguments {
    @Option(help: "The report: human, json or junit.")
    var format: ReportFormat = .human

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "Run only scenarios whose name contains this text.")
    var filter: String?

    @Option(help: "Run only scenarios with this tag (repeat for several).")
    var tag: [String] = []

    @Option(help: "Run one shard of the suite, as I/N (1 ≤ I ≤ N); every scenario is in exactly one shard.")
    var shard: String?

    @Flag(help: "Rewrite golden traces that differ, and record missing ones (never in CI).")
    var updateGoldens = false

    @Option(help: "Worker processes running scenarios side by side (default: the number of cores); a scenario that crashes its worker is reported as crashed.")
    var jobs = WorkerPool.coreCount

    /// Refuses a bad `--shard` while parsing, so it is reported as a usage error of the
    /// command, with its usage, before any file is read.
    func validate() throws {
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, found '\(shard)'")
        }
        try Loading.validate(jobs: jobs)
    }

    func selection() -> ScenarioSelection {
        ScenarioSelection(filter: filter, tags: tag, shard: shard.flatMap(Shard.init))
    }

    /// Prints the report, or writes it to `--output` and prints the human report.
    ///
    /// When the report cannot be written the human report is printed all the same, so the
    /// run's outcome is not lost with the file.
    func emit(_ summary: RunSummary) throws {
        let colour = Terminal.standardOutputSupportsColor
        guard let output else {
            print(summary.report(format, colour: format == .human && colour), terminator: "")
            return
        }
        do {
            try Data(summary.report(format).utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            print(summary.report(.human, colour: colour), terminator: "")
            throw ValidationError("cannot write the report to \(output): \(error.localizedDescription)")
        }
        if format != .human {
            print(summary.report(.human, colour: colour), terminator: "")
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

/// Loading shared by the commands that run scenarios: worker processes decode the files,
/// and an invalid file stops everything with exit 2, after every problem is printed.
enum Loading {
    static func load(_ paths: [String], jobs: Int) throws -> WorkerSuite {
        let suite = WorkerSuite(pool: WorkerPool(executable: WorkerPool.currentExecutable, jobs: jobs))
        try starting { () throws(WorkerPool.StartError) in try suite.load(paths, colour: Terminal.standardOutputSupportsColor) }
        guard suite.isValid else {
            suite.pool.shutDown()
            for text in suite.renderedDiagnostics { print(text) }
            print(suite.summary)
            throw ExitCode(2)
        }
        return suite
    }

    /// `body`, with a worker that cannot start reported as the command's error (exit 2).
    static func starting<Result>(_ body: () throws(WorkerPool.StartError) -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw ValidationError(error.description)
        }
    }

    static func validate(jobs: Int) throws {
        if jobs < 1 { throw ValidationError("--jobs takes a number of workers, 1 or more, found \(jobs)") }
    }
}
