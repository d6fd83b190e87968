import ArgumentParser
import Foundation
import ScenarioExecution
import ScenarioKit

/// `dnd-scenario run PATH…`: replays scenarios and reports.
struct Run: ParsableCommand {
    // Named here, not derived from the type by reflection, which costs start-up time.
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay scenarios and check their expectations.",
        discussion: "Exits 0 when every scenario passes, 1 when any fails or stops with an error, 2 when a file is invalid (nothing runs then)."
    )

    @Argument(help: "Scenario files, and folders searched recursively for *.yaml and *.yml files.")
    var paths: [String]

    @OptionGroup var options: RunOptions
    @OptionGroup var reading: ReadingOptions

    func run() throws {
        try Self.run(paths, options: options.settings, reading: reading.limits)
    }

    /// Replays the scenarios of `paths` as `options` say, reading files within `reading`, and
    /// reports; ends by throwing the exit code.
    static func run(_ paths: [String], options: RunSettings, reading: ReadingLimits) throws {
        if options.watch { try WatchLoop(paths: paths, options: options, reading: reading).run() }
        let selection = try options.selection()
        let goldens = GoldenTrace(update: options.updateGoldens, isCI: EnvironmentVariables.isCI)
        let (loaded, suite, ran) = try Loading.suite(paths, options: options, reading: reading, running: selection, goldens: goldens)
        try options.refuseClobbering(loaded)
        try Loading.check(selection, in: suite.scenarios)
        Loading.noteEmptyShard(selection, in: suite.scenarios)
        if options.list {
            print(ScenarioListing(loaded.selected(selection)).render(), terminator: "")
            return
        }
        var summary = try ran ?? Loading.starting { () throws(WorkerPool.StartError) in
            try suite.run(selection, goldens: goldens, keepsTrace: options.keepsTrace, records: options.records, attachments: options.attach)
        }
        suite.pool.shutDown()
        summary.scope = selection.scope(of: suite.scenarios, paths: paths)
        GoldenAnnouncement.write(&summary)
        if options.records { summary.recordDigests(of: loaded.files) }
        try options.emit(summary, files: loaded.files)
        throw ExitCode(summary.exitCode)
    }
}

/// The options `run` shares with `explore`: report and selection.
struct RunOptions: ParsableArguments {
    @Option(help: "The report: human, json, junit or html (one page, pictures and sequence diagrams included).")
    var format: ReportFormat = .human

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "Whose trace and pictures the report carries: all, failures (scenarios that did not pass) or none.")
    var attach: ReportAttachments = .failures

    @OptionGroup var selecting: SelectionOptions

    @Option(help: "The language of the HTML report's own words: en or zh.")
    var lang: Scenario.Language = .en

    @Flag(help: "Rewrite golden traces that differ, and record missing ones (never in CI).")
    var updateGoldens = false

    @Flag(help: "Print the selected scenarios (FILE:LINE  NAME) without running them.")
    var list = false

    @Flag(help: "Run, then run again what depends on each file saved (scenarios, fragments, goldens), until interrupted.")
    var watch = false

    @Option(help: "Worker processes running scenarios side by side (default and most: the number of cores); a scenario whose app traps ends its worker and is reported as crashed.")
    var jobs: Int?

    @Option(help: "Seconds a worker may run a scenario without a word before it is ended and the scenario reported as an error.")
    var timeout = Int(WorkerPool.defaultStallLimit.components.seconds)

    func validate() throws {
        if let jobs { try Loading.validate(jobs: jobs) }
        if watch, let other = list ? "--list" : output != nil ? "--output" : format != .human ? "--format \(format.rawValue)" : nil {
            throw ValidationError("--watch prints the human report as files change; it does not combine with \(other)")
        }
        try Loading.validate(timeout: timeout)
    }

    /// The options as plain values.
    var settings: RunSettings {
        let sharding = selecting.sharding
        return RunSettings(
            format: format, output: output, attach: attach, filter: selecting.filter, tags: selecting.tag, excludedTags: selecting.excludeTag,
            shard: sharding.shard, shardBy: sharding.shardBy, durations: sharding.durations, lang: lang, updateGoldens: updateGoldens,
            list: list, watch: watch, jobs: jobs, timeout: timeout
        )
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension ReportAttachments: ExpressibleByArgument {}
extension Scenario.Language: ExpressibleByArgument {}

/// Loading shared by the commands that run scenarios: an invalid file stops everything
/// with exit 2, after every problem is printed.
enum Loading {
    static func load(_ paths: [String], with loader: ScenarioLoader) throws -> LoadResult {
        let loaded = loader.load(paths)
        try refuseInvalid(loaded)
        return loaded
    }

    /// Prints every problem of `loaded` and its counts, and stops with exit 2, when it has any.
    static func refuseInvalid(_ loaded: LoadResult) throws {
        guard !loaded.isValid else { return }
        for text in loaded.renderedDiagnostics(color: Terminal.standardOutputSupportsColor) { print(text) }
        print(loaded.summary)
        throw ExitCode(2)
    }

    /// `run`'s scenarios and the workers that run them. The workers decode the files and
    /// keep them, so decoding is shared out as the runs are and no file is decoded twice, one
    /// file included; the loaded files then come without their scenarios, and the
    /// scenarios `selection` takes run as soon as their file is decoded, their summary
    /// coming back too (`ScenarioLoader.run`). A shard decodes here only the files of its own
    /// scenarios (`ScenarioLoader.loadShard`). This process decodes them itself when it
    /// needs the scenarios: to list them, to
    /// keep `--output` off every file the run reads, and for the HTML report's excerpts and
    /// step labels; the summary is nil then.
    static func suite(
        _ paths: [String], options: RunSettings, reading: ReadingLimits, running selection: ScenarioSelection, goldens: GoldenTrace
    ) throws -> (loaded: LoadResult, suite: WorkerSuite, summary: RunSummary?) {
        let loader = reading.loader
        if selection.shard != nil, !options.list {
            let (loaded, scenarios) = loader.loadShard(paths, selection: selection)
            try refuseInvalid(loaded)
            let workers = WorkerSuite(pool: WorkerPool(launch: launch(reading: reading), jobs: options.workers), scenarios: scenarios)
            workers.pool.stallLimit = .seconds(options.timeout)
            return (loaded, workers, nil)
        }
        if !options.list, options.output == nil, !options.records {
            let ran = try starting { () throws(WorkerPool.StartError) in
                try loader.run(paths, jobs: options.workers, launch: launch(reading: reading), selection: selection, goldens: goldens, keepsTrace: options.keepsTrace, attachments: options.attach, stallLimit: .seconds(options.timeout))
            }
            if let ran {
                try refuseInvalid(ran.loaded)
                return ran
            }
        }
        let loaded = try load(paths, with: loader)
        let workers = suite(loaded, jobs: options.workers, reading: reading)
        workers.pool.stallLimit = .seconds(options.timeout)
        return (loaded, workers, nil)
    }

    /// Worker processes for the scenarios of `loaded`: the same executable, started again,
    /// reading files as this process did (`launch`).
    static func suite(_ loaded: LoadResult, jobs: Int, reading: ReadingLimits) -> WorkerSuite {
        WorkerSuite(pool: WorkerPool(launch: launch(reading: reading), jobs: jobs), loaded: loaded)
    }

    /// How a worker starts: this executable again, as `worker`, reading files as this
    /// process does.
    static func launch(reading: ReadingLimits) -> WorkerPool.Launch {
        .executable(WorkerPool.currentExecutable, arguments: ["worker"] + reading.arguments)
    }

    /// `body`, with a worker that cannot start reported as the command's error (exit 2).
    static func starting<Result>(_ body: () throws(WorkerPool.StartError) -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `--timeout`, for every command whose workers the watchdog watches: a day at most,
    /// which no scenario needs and no clock arithmetic overflows.
    static func validate(timeout: Int) throws {
        if timeout < 1 || timeout > 86_400 { throw ValidationError("--timeout takes a number of seconds from 1 to 86400, found \(timeout)") }
    }

    static func validate(jobs: Int) throws {
        if jobs < 1 { throw ValidationError("--jobs takes a number of workers, 1 or more, found \(jobs)") }
    }

    /// Refuses a selection that names nothing: a typo'd tag or filter must not pass green.
    static func check(_ selection: ScenarioSelection, in loaded: LoadResult) throws {
        try check(selection, in: loaded.scenarios.map(\.scenario))
    }

    static func check(_ selection: ScenarioSelection, in scenarios: [some SelectableScenario]) throws {
        if let problem = selection.problem(in: scenarios) {
            throw ValidationError(problem)
        }
    }

    /// Says on standard error that the shard has nothing to run, when it has not: the run
    /// goes on, reports nothing run and exits 0.
    static func noteEmptyShard(_ selection: ScenarioSelection, in scenarios: [some SelectableScenario]) {
        if let note = selection.emptyShardNote(in: scenarios) {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
    }
}
