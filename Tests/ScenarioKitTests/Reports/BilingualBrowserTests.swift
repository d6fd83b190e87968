import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Every page in English and in Chinese, opened in headless Chromium: the pictures drawn
/// mid-drag are there, and no character of the page is drawn as the missing-glyph box.
/// Never skipped: without a browser, Python or the CJK fonts these tests fail and say what
/// to install (`.ci/setup --tests`).
@Suite("Pages in both languages in a real browser", .serialized)
struct BilingualBrowserTests {
    /// The walkthrough of `paths` in `language`, written to a fresh folder: the folder and
    /// the page (the index, for a folder of articles).
    static func walkthrough(_ paths: [String], language: Scenario.Language) throws -> (folder: String, page: String) {
        let folder = try freshFolder([:])
        let output = try BuiltCommand.run(["walkthrough"] + paths + ["--output", folder + "/out", "--lang", language.rawValue], in: PackagePaths.root)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        return (folder, folder + "/out/index.html")
    }

    /// The font stack of the page's body, as its style names it.
    static func bodyFonts(_ dom: String) throws -> String {
        let start = try #require(dom.range(of: "body { font: 15px/1.45 "))
        let end = try #require(dom.range(of: ";", range: start.upperBound..<dom.endIndex))
        return String(dom[start.upperBound..<end.lowerBound])
    }

    /// The text of `dom` that is not markup: what the reader sees, titles and captions included.
    static func visibleText(_ dom: String) -> String {
        var text = "", inTag = false, inStyle = false
        var rest = Substring(dom)
        while let character = rest.first {
            if rest.hasPrefix("<style") { inStyle = true }
            if rest.hasPrefix("</style") { inStyle = false }
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag && !inStyle { text.append(character) }
            rest = rest.dropFirst()
        }
        return text
    }

    /// Checks that the page's every character has a glyph in the page's own fonts.
    static func expectEveryGlyph(_ dom: String, language: Scenario.Language, page: String) throws {
        let text = Self.visibleText(dom).filter { !$0.isASCII }
        let missing = try GlyphProbe().missingGlyphs(in: text, fontStack: try Self.bodyFonts(dom), language: language == .zh ? "zh-Hans" : "en")
        #expect(missing.isEmpty, "\(page) (\(language)): no glyph for \(missing.map { String($0) }.joined(separator: " ")); install fonts-noto-cjk (.ci/setup --tests)")
    }

    @Test("the glyph probe tells a drawn character from a missing one")
    func probe() throws {
        let fonts = #""DejaVu Sans", "Noto Sans CJK SC", sans-serif"#
        // Tangut has no font here: it is drawn as the missing-glyph box.
        #expect(try GlyphProbe().missingGlyphs(in: "A拖\u{17000}", fontStack: fonts, language: "zh-Hans") == ["\u{17000}"])
    }

    @Test("the HTML report in both languages: every glyph drawn", arguments: Scenario.Language.allCases)
    func report(language: Scenario.Language) throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/report.html"
        let output = try BuiltCommand.run(["run"] + BrowserTests.reportInputs + ["--format", "html", "--output", page, "--lang", language.rawValue], in: PackagePaths.root)
        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        let dom = try Browser().dumpDOM(page)
        #expect(dom.contains("<html lang=\"\(language == .zh ? "zh-Hans" : "en")\">"))
        #expect(dom.contains(language == .zh ? "<h1>dnd-scenario 报告</h1>" : "<h1>dnd-scenario report</h1>"))
        try Self.expectEveryGlyph(dom, language: language, page: "the HTML report")
    }

    /// Checks that every lift of `scenarios` that is not the last step of its drag has its
    /// picture mid-drag in the page's chapter of that scenario.
    static func expectLiftsDrawn(_ dom: String, scenarios: [(file: ScenarioFile, scenario: Scenario)], language: Scenario.Language, page: String) {
        let chunks = BrowserTests.chunks(dom, at: ["<section class=\"chapter "])
        #expect(chunks.count == scenarios.count, "\(page)")
        for ((_, scenario), chunk) in zip(scenarios, chunks) {
            var lifts = 0
            for segment in Walkthrough.segments(scenario.steps, ran: Array(scenario.steps.indices)) {
                for index in segment.dropLast() where { if case .lift = scenario.steps[index].kind { true } else { false } }() {
                    lifts += 1
                    let caption = language == .zh ? "第 \(index + 1) 步之后：" : "after step \(index + 1): "
                    #expect(chunk.contains("data-moment=\"mid-drag\"><figcaption>\(caption)"), "\(page), \(scenario.name): no picture after the lift at step \(index + 1)")
                }
            }
            #expect(BrowserTests.pictures(chunk, moment: "mid-drag") >= lifts, "\(page), \(scenario.name)")
        }
    }

    @Test("the tutorials' index and each article's page in both languages: linked, opened with the article, a picture at every lift, every glyph drawn", arguments: Scenario.Language.allCases)
    func articles(language: Scenario.Language) throws {
        let (folder, index) = try Self.walkthrough(["Scenarios/tutorial"], language: language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let articles = try #require(Article.articles(in: PackagePaths.scenarios + "/tutorial"))
        #expect(articles.count == 5)
        let dom = try Browser().dumpDOM(index)
        #expect(dom.contains("<html lang=\"\(language.rawValue == "zh" ? "zh-Hans" : "en")\">"))
        for (position, article) in articles.enumerated() {
            let link = article.pageFolder(position: position) + "/index.html"
            #expect(dom.contains("<h2><a href=\"\(link)\">\(DOMEscaped(article.title(in: language)))</a></h2>"))
            let page = try Browser().dumpDOM(folder + "/out/" + link)
            #expect(page.contains("<h1>\(DOMEscaped(article.title(in: language)))</h1>"))
            #expect(page.contains("<a href=\"../index.html\">"))
            Self.expectLiftsDrawn(page, scenarios: BrowserTests.scenarios(["Scenarios/tutorial/" + article.pageFolder(position: position)]), language: language, page: link)
            try Self.expectEveryGlyph(page, language: language, page: link)
            // The README's picture of each article: its page's top, in the readers' language.
            let png = folder + "/\(article.pageFolder(position: position)).png"
            try Browser().screenshot(folder + "/out/" + link, to: png, width: 1100, height: 1600)
            let measure = try Screenshot.measure(png)
            #expect(measure.ink > 0.03, "\(link): the screenshot is (nearly) blank")
            if language == .zh { try Screenshot.keep(png, as: "article-\(article.pageFolder(position: position)).png") }
        }
        try Self.expectEveryGlyph(dom, language: language, page: "the index")
    }
}
