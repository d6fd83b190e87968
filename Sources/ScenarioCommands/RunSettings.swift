import ArgumentParser
import ScenarioExecution
import ScenarioKit

/// What `run` is asked, as plain values: what `RunOptions` parses, and what a `run` of paths
/// alone takes (`PlainCommandLine`) without making ArgumentParser's declarations, which paid
/// the runtime's first look-up of each option's type. Each default is `RunOptions`'s
/// (`PlainCommandLineTests`).
struct RunSettings: Equatable {
    var format = ReportFormat.human
    var output: String?
    var attach = ReportAttachments.failures
    var filter: String?
    var tags: [String] = []
    var excludedTags: [String] = []
    var shard: String?
    var shardBy = ShardOptions.ShardBalance.count
    var durations: String?
    var lang = Scenario.Language.en
    var updateGoldens = false
    var list = false
    var watch = false
    /// `--jobs`; nil for as many as cores (`workers`).
    var jobs: Int?
    var timeout = Int(WorkerPool.defaultStallLimit.components.seconds)

    /// How many workers to ask the pool for: `--jobs`, or `Int.max`, which the pool caps at
    /// the cores when it would start a second worker, so that a one-file run never reads the
    /// number of cores (the cgroup's files, a tenth of its command).
    var workers: Int { jobs ?? .max }

    /// The selection the options make, the durations file read; `Loading.check` refuses it
    /// (exit 2) when it names no scenario.
    func selection() throws -> ScenarioSelection {
        ScenarioSelection(filter: filter, tags: tags, excludedTags: excludedTags, shard: try ShardOptions.shard(shard, by: shardBy, durations: durations))
    }

    // The HTML report draws the app step by step, and the JSON report keeps the pictures for
    // the HTML report that `merge` writes: only they pay for recording. JUnit carries each
    // trace in `system-out`, and so does JSON for it; the human report needs none back.

    /// Whether the report draws the app: the scenarios record pictures as they run.
    var records: Bool { format == .html || format == .json }

    /// Whether the report carries each whole trace.
    var keepsTrace: Bool { format == .junit || format == .json }

    /// Refuses, before anything runs, an `--output` that would replace an input.
    func refuseClobbering(_ loaded: LoadResult) throws {
        guard let output else { return }
        let file = OutputFile(output, option: "--output")
        guard let refusal = file.missingFolder ?? file.refusal(inputs: loaded) else { return }
        throw ValidationError(refusal)
    }

    /// Prints the report, or writes it to `--output` and prints the human report.
    func emit(_ summary: RunSummary, files: [ScenarioFile]) throws {
        try ReportDestination(format: format, output: output, language: lang, attachments: attach).emit(summary, files: files)
    }
}
