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
    static func walkthrough(_ paths: [String], language: Scenario.Language, root: String = PackagePaths.root) throws -> (folder: String, page: String) {
        let folder = try freshFolder([:])
        let output = try BuiltCommand.run(["walkthrough"] + paths + ["--output", folder + "/out", "--lang", language.rawValue], in: root)
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

    @Test("the tutorial's walkthrough in both languages: a picture at every lift mid-drag, every glyph drawn", arguments: Scenario.Language.allCases)
    func walkthrough(language: Scenario.Language) throws {
        let (folder, page) = try Self.walkthrough(["Scenarios/tutorial"], language: language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try Browser().dumpDOM(page)
        #expect(dom.contains("<html lang=\"\(language == .zh ? "zh-Hans" : "en")\">"))
        let loaded = BrowserTests.scenarios(["Scenarios/tutorial"])
        let chunks = BrowserTests.chunks(dom, at: ["<section class=\"chapter "])
        #expect(chunks.count == loaded.count)
        for ((_, scenario), chunk) in zip(loaded, chunks) {
            var lifts = 0
            for segment in Walkthrough.segments(scenario.steps, ran: Array(scenario.steps.indices)) {
                for index in segment.dropLast() where { if case .lift = scenario.steps[index].kind { true } else { false } }() {
                    lifts += 1
                    let caption = language == .zh ? "第 \(index + 1) 步之后：" : "after step \(index + 1): "
                    #expect(chunk.contains("data-moment=\"mid-drag\"><figcaption>\(caption)"), "\(scenario.name): no picture after the lift at step \(index + 1)")
                }
            }
            #expect(BrowserTests.pictures(chunk, moment: "mid-drag") >= lifts, "\(scenario.name)")
        }
        try Self.expectEveryGlyph(dom, language: language, page: "the walkthrough")
        if language == .zh {
            #expect(dom.contains("<h3>一次拖动</h3>"))
        }
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

    @Test("the index of articles and each article's page in both languages: linked, opened with the article, every glyph drawn", arguments: Scenario.Language.allCases)
    func articles(language: Scenario.Language) throws {
        let (root, paths) = try Self.articleFolders()
        defer { if root != PackagePaths.root { try? FileManager.default.removeItem(atPath: root) } }
        let (folder, index) = try Self.walkthrough(paths, language: language, root: root)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let articles = try #require(Article.articles(in: root + "/" + paths[0]))
        let dom = try Browser().dumpDOM(index)
        for (position, article) in articles.enumerated() {
            let link = article.pageFolder(position: position) + "/index.html"
            #expect(dom.contains("<h2><a href=\"\(link)\">\(DOMEscaped(article.title))</a></h2>"))
            let page = try Browser().dumpDOM(folder + "/out/" + link)
            #expect(page.contains("<h1>\(DOMEscaped(article.title))</h1>"))
            #expect(page.contains("<a href=\"../index.html\">"))
            #expect(page.contains("data-moment=\"mid-drag\""), "\(article.title): no picture mid-drag")
            try Self.expectEveryGlyph(page, language: language, page: link)
            // The README's picture of each article: its page's top, in the readers' language.
            let png = folder + "/\(article.pageFolder(position: position)).png"
            try Browser().screenshot(folder + "/out/" + link, to: png, width: 1100, height: 1600)
            let measure = try Screenshot.measure(png)
            #expect(measure.ink > 0.03, "\(link): the screenshot is (nearly) blank")
            if language == .zh, root == PackagePaths.root { try Screenshot.keep(png, as: "article-\(article.pageFolder(position: position)).png") }
        }
        try Self.expectEveryGlyph(dom, language: language, page: "the index")
    }

    /// `Scenarios/tutorial` once it holds a folder per article; until then, two article
    /// folders made of its files, each with a README as the tutorial suites write them.
    static func articleFolders() throws -> (root: String, paths: [String]) {
        if Article.articles(in: PackagePaths.scenarios + "/tutorial") != nil { return (PackagePaths.root, ["Scenarios/tutorial"]) }
        let source = PackagePaths.scenarios + "/tutorial"
        var files: [String: String] = [
            "tutorial/000-gallery/README.md": "# 000 Image Gallery — 图库\n\nThe reader drags images out of the gallery, into it from Safari, and into the trash: 拖放图像。\n",
            "tutorial/001-more/README.md": "# 001 Saving and errors\n\nThe gallery survives a relaunch and squares a picture that cannot be fetched.\n",
        ]
        for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".yaml") || name.hasSuffix(".trace") {
            let article = name.hasPrefix("05") || name.hasPrefix("06") ? "001-more" : "000-gallery"
            files["tutorial/\(article)/\(name)"] = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
        }
        return (try freshFolder(files), ["tutorial"])
    }
}
