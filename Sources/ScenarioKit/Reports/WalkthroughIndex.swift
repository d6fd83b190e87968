/// The page linking one walkthrough per tutorial article: each article's title, what its
/// reader will see, and how its scenarios fared, so a reader picks the article they read.
public struct WalkthroughIndex: Sendable {
    /// One article's walkthrough, written in `pageFolder` beside the index.
    public struct Entry: Sendable {
        public var article: Article
        public var pageFolder: String
        public var summary: RunSummary

        public init(article: Article, pageFolder: String, summary: RunSummary) {
            self.article = article
            self.pageFolder = pageFolder
            self.summary = summary
        }
    }

    public var title: String
    public var entries: [Entry]
    public var language: Scenario.Language

    public init(title: String, entries: [Entry], language: Scenario.Language = .en) {
        self.title = title
        self.entries = entries
        self.language = language
    }

    /// The index's title when none is given.
    public static func defaultTitle(in language: Scenario.Language) -> String { language.text.tutorials }

    /// The index page: `index.html` of the output folder.
    public func render() -> String {
        let text = language.text
        var body = "<header><h1>\(HTMLPage.escaped(title))</h1>\n"
        let summary = RunSummary(results: entries.flatMap(\.summary.results))
        body += "<p class=\"counts\">\(HTMLPage.escaped(text.articlesReplayed(entries.count)))<span class=\"\(summary.exitCode == 0 ? "good" : "bad")\">\(HTMLPage.escaped(text.counts(summary)))</span></p>\n</header>\n<main>\n"
        for (position, entry) in entries.enumerated() {
            let link = HTMLPage.escaped(entry.pageFolder) + "/index.html"
            body += "<section class=\"article scenario\" id=\"article-\(position + 1)\">\n"
            body += "<h2><a href=\"\(link)\">\(HTMLPage.escaped(entry.article.title(in: language)))</a></h2>\n"
            let summary = entry.article.summary(in: language)
            if !summary.isEmpty {
                body += "<blockquote class=\"description\">\(HTMLPage.escaped(summary))</blockquote>\n"
            }
            let counts = entry.summary.exitCode == 0 ? "good" : "bad"
            body += "<p class=\"counts\">\(HTMLPage.escaped(text.scenariosReplayed(entry.summary.results.count)))<span class=\"\(counts)\">\(HTMLPage.escaped(text.counts(entry.summary)))</span> · <a href=\"\(link)\">\(HTMLPage.escaped(text.openWalkthrough))</a></p>\n"
            body += "</section>\n"
        }
        body += "</main>"
        return HTMLPage.page(title: title, body: body, language: language)
    }
}
