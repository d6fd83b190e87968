import ArgumentParser
import Foundation
import ScenarioKit

/// `dnd-scenario merge REPORT…`: the JSON reports of a suite's shards, run on the machines
/// of a CI matrix, put back together as the report one whole run would have written.
struct Merge: ParsableCommand {
    // Named here, not derived from the type by reflection, which costs start-up time.
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the JSON reports of a suite's shards into the report of one whole run.",
        discussion: """
        Each REPORT is what `run --shard I/N --format json --output FILE` wrote. The report is \
        the one an unsharded run would have written, durations aside. Exits as that run would \
        have: 0 when every scenario passed, 1 when any did not; 2 when the reports cannot be \
        merged (another suite, overlapping shards, a shard missing). The HTML report reads the \
        scenario files again, for its excerpts and step labels.
        """
    )

    @Argument(help: "The shards' JSON reports, one per shard, in any order.")
    var reports: [String]

    @Option(help: "The report: human, json, junit or html.")
    var format: ReportFormat = .human

    @Option(help: "Write the report to this file instead of standard output (the human report is printed then).")
    var output: String?

    @Option(help: "The language of the HTML report's own words: en or zh.")
    var lang: Scenario.Language = .en

    @Option(help: "Whose trace and pictures the report carries, of those the shards' reports hold: all, failures or none.")
    var attach: ReportAttachments = .failures

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        let outputFile = output.map { OutputFile($0, option: "--output") }
        if let outputFile, let refusal = outputFile.missingFolder ?? outputFile.refusal(reading: reports) { throw ValidationError(refusal) }
        var summary: RunSummary
        var scenarioFiles: [ScenarioFile] = []
        do {
            summary = try ShardMerge.merge(paths: reports)
            // The suite is read again for the HTML report's excerpts, and to keep `--output`
            // off its scenario, fragment and golden files, as `run` does: only an existing
            // file can be one of them.
            if let outputFile, outputFile.exists {
                let loaded = try Loading.load(Self.paths(of: summary), with: reading.loader)
                if let refusal = outputFile.refusal(inputs: loaded) { throw ValidationError(refusal) }
            }
            // Only the files it quotes: those of failing and attached scenarios.
            let quoted = ShardMerge.quotedFiles(of: summary)
            if format == .html, !quoted.isEmpty {
                let loaded = try Loading.load(quoted, with: reading.loader)
                summary = try ShardMerge.withSteps(summary, from: loaded)
                scenarioFiles = loaded.files
            }
        } catch let problem as MergeProblem {
            FileHandle.standardError.write(Data((problem.description + "\n").utf8))
            throw ExitCode(2)
        }
        try ReportDestination(format: format, output: output, language: lang, attachments: attach).emit(summary, files: scenarioFiles)
        throw ExitCode(summary.exitCode)
    }

    /// The paths the shards ran, to keep `--output` off their files; the results' own files
    /// for a report that names none.
    private static func paths(of summary: RunSummary) -> [String] {
        if let paths = summary.scope?.paths, !paths.isEmpty { return paths }
        var seen: Set<String> = []
        return summary.results.map(\.file).filter { seen.insert($0).inserted }
    }
}
