import ArgumentParser
import DragDropCore
import Foundation
import ScenarioExecution
import ScenarioKit

/// `dnd-scenario walkthrough PATH… --output DIR`: the scenarios replayed as a page to read,
/// drag by drag, with pictures of the app; writes `DIR/index.html`. Given one folder of
/// tutorial articles (a subfolder with a `README.md` each), it writes a page per article and
/// an index linking them.
struct WalkthroughCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "walkthrough",
        abstract: "Write a page that replays scenarios step by step, with the app drawn before, during and after each drag.",
        discussion: "Writes DIR/index.html, one self-contained file (no script, nothing fetched). Given one folder whose subfolders each hold a README.md (one per tutorial article, its first heading the article's title and the paragraph after it what the reader will see), writes DIR/SUBFOLDER/index.html per article and DIR/index.html linking them. Exits 0 when every scenario passes, 1 when one fails (the page still shows it), 2 for invalid input."
    )

    @Argument(help: "Scenario files, and folders searched recursively for *.yaml and *.yml files.")
    var paths: [String]

    @Option(help: "The folder to write index.html in; created if missing.")
    var output: String

    @Option(help: "The page's title.")
    var title: String?

    @Option(help: "The language of the page's own words: en or zh; with zh, scenarios' Chinese titles and descriptions where they have them.")
    var lang: Scenario.Language = .en

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        let loaded = try Loading.load(paths, with: reading.loader)
        let articles = paths.count == 1 ? Article.articles(in: paths[0]) : nil
        let pages = [OutputFile(output + "/index.html", option: "--output")]
            + (articles ?? []).enumerated().map { OutputFile(output + "/" + $0.element.pageFolder(position: $0.offset) + "/index.html", option: "--output") }
        for page in pages {
            if let refusal = page.refusal(inputs: loaded) { throw ValidationError(refusal) }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--output \(PrintableText.escaped(output)) is a file; name a folder to write index.html in")
        }
        // In workers, as `run` replays, so a scenario that crashes the app is a chapter that says so.
        let suite = Loading.suite(loaded, jobs: WorkerPool.coreCount, reading: reading.limits)
        let goldens = GoldenTrace(update: false, isCI: EnvironmentVariables.isCI)
        var summary = try Loading.starting { () throws(WorkerPool.StartError) in try suite.run(goldens: goldens, records: true) }
        GoldenAnnouncement.write(&summary)
        suite.pool.shutDown()
        let walkthrough = Walkthrough(title: title ?? Walkthrough.defaultTitle(of: paths, in: lang), loaded: loaded, summary: summary, language: lang)
        guard let articles else {
            try write(walkthrough.render(), to: pages[0], folder: output)
            print("wrote \(pages[0].shownPath): \(walkthrough.chapters.count) scenario\(walkthrough.chapters.count == 1 ? "" : "s"), \(summary.countsLine)")
            throw ExitCode(summary.exitCode)
        }
        var entries: [WalkthroughIndex.Entry] = []
        for (position, article) in articles.enumerated() {
            let chapters = walkthrough.chapters.filter { $0.file.path.hasPrefix(article.folder + "/") }
            var page = Walkthrough(title: article.title(in: lang), chapters: chapters, language: lang)
            page.article = article
            let folder = article.pageFolder(position: position)
            try write(page.render(), to: pages[position + 1], folder: output + "/" + folder)
            entries.append(WalkthroughIndex.Entry(article: article, pageFolder: folder, summary: RunSummary(results: chapters.map(\.result))))
        }
        let index = WalkthroughIndex(title: title ?? WalkthroughIndex.defaultTitle(in: lang), entries: entries, language: lang)
        try write(index.render(), to: pages[0], folder: output)
        print("wrote \(pages[0].shownPath) and \(articles.count) article page\(articles.count == 1 ? "" : "s"): \(walkthrough.chapters.count) scenario\(walkthrough.chapters.count == 1 ? "" : "s"), \(summary.countsLine)")
        throw ExitCode(summary.exitCode)
    }

    /// Writes `html` to `page`, atomically, creating `folder` first.
    private func write(_ html: String, to page: OutputFile, folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try page.write(html)
        } catch let error as AtomicFile.Failure {
            throw ValidationError("cannot write the walkthrough to \(page.shownPath): \(error.reason)")
        } catch {
            throw ValidationError("cannot create the folder \(PrintableText.escaped(folder)): \(error.localizedDescription)")
        }
    }
}
