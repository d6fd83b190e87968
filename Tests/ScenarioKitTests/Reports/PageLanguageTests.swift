import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The pages in the readers' language: Chinese for the tutorials' readers, English by default.
@Suite("Pages in English and Chinese")
struct PageLanguageTests {
    static let trash = WalkthroughTests.tutorial.chapters.filter { $0.file.path.hasSuffix("11-trash.yaml") }

    /// Phrases of the English pages that a Chinese page must not show.
    static let englishPhrases = [
        "replayed by", "At launch", "A drag", "before: ", "after: ", "after, once", "after step", "settle after",
        "dnd-scenario report", ">Failed<", ">Passed<", "Sequence diagram", "The app<", "at launch", "the final expect", "> passed<",
    ]

    @Test("a Chinese walkthrough says lang zh-Hans and writes every fixed text in Chinese")
    func chineseWalkthrough() {
        let html = Walkthrough(title: "教程", chapters: Self.trash, language: .zh).render()
        #expect(html.contains("<html lang=\"zh-Hans\">"))
        #expect(html.contains("1 个场景，由 dnd-scenario 重放：<span class=\"good\">1 个通过，0 个失败</span>"))
        #expect(html.contains("<h3>一次拖动</h3>"))
        #expect(html.contains("<figcaption>之前：图片库：france-paris-eiffel-tower.jpg, canal-of-Venice.jpg, arctic-12.jpg</figcaption>"))
        #expect(html.contains("<figcaption>第 2 步之后："))
        #expect(html.contains("✓ 通过</span>"))
        for phrase in Self.englishPhrases {
            #expect(!html.contains(phrase), "\(phrase)")
        }
    }

    /// Every `<text>` of a page's pictures, and their titles.
    static func pictureWords(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "<(?:text|title)[^>]*>([^<]*)</")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { Range($0.range(at: 1), in: html).map { String(html[$0]) } }
    }

    @Test("a Chinese walkthrough's pictures say gallery, trash and the finger's drag in Chinese; an English one in English")
    func pictureWordsFollowThePage() {
        let chinese = Self.pictureWords(Walkthrough(title: "t", chapters: Self.trash, language: .zh).render())
        #expect(chinese.contains("垃圾桶"))
        #expect(chinese.contains { $0.hasPrefix("图片库：") })
        #expect(chinese.contains { $0.contains("手指 1 拖动 1 项") })
        for phrase in ["gallery", "trash", "finger", "drags", "image", "dropped", "placeholder"] {
            #expect(!chinese.contains { $0.contains(phrase) }, "\(phrase)")
        }
        let english = Self.pictureWords(Walkthrough(title: "t", chapters: Self.trash, language: .en).render())
        #expect(english.contains("trash"))
        #expect(english.contains { $0.hasPrefix("gallery: ") })
        #expect(english.contains { $0.contains("finger 1 drags 1 item") })
        #expect(!english.contains { $0.contains("图片库") || $0.contains("手指") })
    }

    @Test("an English walkthrough is the default, with lang en")
    func englishWalkthrough() {
        let html = Walkthrough(title: "t", chapters: Self.trash).render()
        #expect(html.contains("<html lang=\"en\">"))
        #expect(html.contains("<h3>A drag</h3>"))
        #expect(html.contains("✓ passed</span>"))
    }

    /// The chapter of a scenario whose `translations` are `zh`'s lines.
    static func translated(_ zh: String) throws -> Walkthrough.Chapter {
        let yaml = "scenario: The trash\ndescription: Images go to the trash.\ntranslations:\n  zh:\n" + zh + "steps:\n  - touch: { cell: 0 }\n  - lift\n  - move: { view: trash }\n  - drop\n"
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "t.yaml", apps: .shipped)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scenario = try #require(file.scenarios.first)
        return Walkthrough.Chapter(file: file, scenario: scenario, result: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true).run(scenario, file: "t.yaml"))
    }

    @Test("a Chinese page shows a scenario's translations.zh title and description, each falling back to English")
    func translations() throws {
        let chapter = try Self.translated("    scenario: 教程 4：垃圾桶\n    description: 图库自己的图片被扔进垃圾桶。\n")
        let chinese = Walkthrough(title: "t", chapters: [chapter], language: .zh).render()
        #expect(chinese.contains("</span>教程 4：垃圾桶</h2>"))
        #expect(chinese.contains("<blockquote class=\"description\">图库自己的图片被扔进垃圾桶。</blockquote>"))
        #expect(chinese.contains("<a href=\"#chapter-1\">教程 4：垃圾桶</a>"))
        let english = Walkthrough(title: "t", chapters: [chapter], language: .en).render()
        #expect(english.contains("</span>The trash</h2>"))
        #expect(english.contains("<blockquote class=\"description\">Images go to the trash.</blockquote>"))
        let partly = Walkthrough(title: "t", chapters: [try Self.translated("    description: 只有描述。\n")], language: .zh).render()
        #expect(partly.contains("</span>The trash</h2>"))
        #expect(partly.contains("<blockquote class=\"description\">只有描述。</blockquote>"))
    }

    @Test("a Chinese HTML report writes its headings and captions in Chinese")
    func chineseReport() throws {
        let chapter = try #require(Self.trash.first)
        let summary = RunSummary(results: [chapter.result])
        let html = HTMLReport(summary: summary, files: [chapter.file], language: .zh).render()
        #expect(html.contains("<html lang=\"zh-Hans\">"))
        #expect(html.contains("<h1>dnd-scenario 报告</h1>"))
        #expect(html.contains("<h2>通过</h2>"))
        #expect(html.contains("<h3>时序图</h3>"))
        #expect(html.contains("<figcaption>启动时</figcaption>"))
        for phrase in Self.englishPhrases {
            #expect(!html.contains(phrase), "\(phrase)")
        }
        #expect(HTMLReport(summary: summary, files: [chapter.file]).render().contains("<html lang=\"en\">"))
    }

    @Test("both pages name a CJK font for Linux, macOS and Windows before the generic family")
    func fonts() throws {
        let chapter = try #require(Self.trash.first)
        for html in [Walkthrough(title: "t", chapters: [chapter]).render(), HTMLReport(summary: RunSummary(results: [chapter.result]), files: [chapter.file]).render()] {
            #expect(html.contains("body { font: 15px/1.45 \"DejaVu Sans\", Helvetica, Arial, \"Noto Sans CJK SC\", \"PingFang SC\", \"Microsoft YaHei\", sans-serif;"))
            #expect(html.contains("<svg") && html.contains("font-family=\"DejaVu Sans, Helvetica, Arial, Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif\""))
        }
    }

    @Test("walkthrough --lang and run --lang take en and zh, and refuse anything else")
    func commandLine() throws {
        let folder = try freshFolder(["move.yaml": ReportCommandLineTests.move])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let walkthrough = try BuiltCommand.run(["walkthrough", folder + "/move.yaml", "--output", folder + "/page", "--lang", "zh"])
        #expect(walkthrough.status == 0, "\(walkthrough.standardError)")
        let page = try String(contentsOfFile: folder + "/page/index.html", encoding: .utf8)
        #expect(page.contains("<html lang=\"zh-Hans\">"))
        #expect(page.contains("<h1>演练：\(XMLEscaped(folder))/move.yaml</h1>"))
        let report = try BuiltCommand.run(["run", folder + "/move.yaml", "--format", "html", "--output", folder + "/report.html", "--lang", "zh"])
        #expect(report.status == 0, "\(report.standardError)")
        #expect(try String(contentsOfFile: folder + "/report.html", encoding: .utf8).contains("<h1>dnd-scenario 报告</h1>"))
        let french = try BuiltCommand.run(["walkthrough", folder + "/move.yaml", "--output", folder + "/page", "--lang", "fr"])
        #expect(french.status == 2)
        #expect(french.standardError.contains("--lang"))
    }
}
