import ArgumentParser
import Foundation
import ScenarioExecution
import ScenarioKit

/// `dnd-scenario walkthrough PATH… --output DIR`: the scenarios replayed as a page to read,
/// drag by drag, with pictures of the app; writes `DIR/index.html`.
struct WalkthroughCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "walkthrough",
        abstract: "Write a page that replays scenarios step by step, with the app drawn before, during and after each drag.",
        discussion: "Writes DIR/index.html, one self-contained file (no script, nothing fetched). Exits 0 when every scenario passes, 1 when one fails (the page still shows it), 2 for invalid input."
    )

    @Argument(help: "Scenario files, and folders searched recursively for *.yaml and *.yml files.")
    var paths: [String]

    @Option(help: "The folder to write index.html in; created if missing.")
    var output: String

    @Option(help: "The page's title.")
    var title: String?

    @Option(help: "The language of the page's own words: en or zh; with zh, scenarios' Chinese titles and descriptions where they have them.")
    var lang: PageLanguage = .en

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        let loaded = try Loading.load(paths, with: reading.loader)
        let page = OutputFile(output + "/index.html", option: "--output")
        if let refusal = page.refusal(inputs: loaded) { throw ValidationError(refusal) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--output \(output) is a file; name a folder to write index.html in")
        }
        // In workers, as `run` replays, so a scenario that crashes the app is a chapter that says so.
        let suite = Loading.suite(loaded, jobs: WorkerPool.coreCount, reading: reading)
        let goldens = GoldenTrace(update: false, isCI: GoldenTrace.isCI())
        var summary = try Loading.starting { () throws(WorkerPool.StartError) in try suite.run(goldens: goldens, records: true) }
        GoldenAnnouncement.write(&summary)
        suite.pool.shutDown()
        let walkthrough = Walkthrough(title: title ?? "Walkthrough of \(paths.joined(separator: ", "))", loaded: loaded, summary: summary, language: lang)
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try page.write(walkthrough.render())
        } catch let error as AtomicFile.Failure {
            throw ValidationError("cannot write the walkthrough to \(page.shownPath): \(error.reason)")
        } catch {
            throw ValidationError("cannot create the folder \(output): \(error.localizedDescription)")
        }
        print("wrote \(page.shownPath): \(walkthrough.chapters.count) scenario\(walkthrough.chapters.count == 1 ? "" : "s"), \(summary.countsLine)")
        throw ExitCode(summary.exitCode)
    }
}
