import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// One walkthrough per tutorial article, and the index linking them.
@Suite("The walkthroughs' index")
struct WalkthroughIndexTests {
    /// Two article folders as the tutorial suites hold them, and a folder of notes with no README.
    static let articles: [String: String] = [
        "000-gallery/README.md": "# The Image Gallery\n\nThe reader drags images\nout of the gallery.\n\n## Scenarios\n\nmore text\n",
        "000-gallery/01-move.yaml": ReportCommandLineTests.move,
        "001-lifecycle/README.md": "Intro line before the heading.\n\n#  Drag and drop's lifecycle  \nEvery callback, in order.\n",
        "001-lifecycle/01-move.yaml": ReportCommandLineTests.move.replacingOccurrences(of: "scenario: move", with: "scenario: lifecycle move"),
        "notes/README.txt": "not an article",
    ]

    @Test("an article is the README's first heading and the paragraph after it")
    func readme() throws {
        #expect(Article(folder: "f", readme: "# Title\n\nLine one\nline two\n\nnext") == Article(folder: "f", title: "Title", summary: "Line one line two"))
        #expect(Article(folder: "f", readme: "## Sub-title\r\nSummary\r\n# Later") == Article(folder: "f", title: "Sub-title", summary: "Summary"))
        #expect(Article(folder: "f", readme: "# Only a title") == Article(folder: "f", title: "Only a title", summary: ""))
        #expect(Article(folder: "f", readme: "# 图库 — *The Gallery*\n\nThe `tutorial` variant, **bold**.") == Article(folder: "f", title: "图库 — The Gallery", summary: "The tutorial variant, bold.", chineseTitle: "图库"))
        #expect(Article(folder: "f", readme: "no heading at all") == nil)
        // A paragraph opening `中文：` is the Chinese summary, its lines run on without spaces
        // but between two words.
        let bilingual = try #require(Article(folder: "f", readme: "# 图片库 — *The Gallery*\n\nThe reader sees.\n\n中文：读者看到\n图片库的 `UIKit`\nAPI。\n\n## Later\n\n中文：not this"))
        #expect(bilingual.summary == "The reader sees.")
        #expect(bilingual.chineseSummary == "读者看到图片库的 UIKit API。")
        #expect(bilingual.title(in: .zh) == "图片库" && bilingual.title(in: .en) == "图片库 — The Gallery")
        #expect(bilingual.summary(in: .zh) == "读者看到图片库的 UIKit API。" && bilingual.summary(in: .en) == "The reader sees.")
        #expect(Article(folder: "f", readme: "# Title\n\nText.")?.summary(in: .zh) == "Text.")
        #expect(Article(folder: "f", readme: "#\n\ntext") == nil)
    }

    @Test("a folder of article subfolders is a set of articles, by name; a folder with scenarios of its own is not")
    func discovery() throws {
        let folder = try freshFolder(Self.articles)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let articles = try #require(Article.articles(in: folder + "/"))
        #expect(articles.map(\.title) == ["The Image Gallery", "Drag and drop's lifecycle"])
        #expect(articles.map(\.folder) == [folder + "/000-gallery", folder + "/001-lifecycle"])
        #expect(Article.articles(in: folder + "/000-gallery") == nil)
        let flat = try freshFolder(["a.yaml": ReportCommandLineTests.move, "sub/README.md": "# A"])
        defer { try? FileManager.default.removeItem(atPath: flat) }
        #expect(Article.articles(in: flat) == nil)
        #expect(Article.articles(in: flat + "/missing") == nil)
    }

    @Test("an article's page folder is its own plain name, or article-N", arguments: [
        ("t/000-gallery", "000-gallery"), ("t/v1.2_x", "v1.2_x"), ("t/a b", "article-3"), ("t/画廊", "article-3"), ("t/..", "article-3"),
    ])
    func pageFolder(folder: String, expected: String) {
        #expect(Article(folder: folder, title: "t", summary: "").pageFolder(position: 2) == expected)
    }

    @Test("walkthrough FOLDER writes a page per article and an index linking them, each opening with its article")
    func commandLine() throws {
        let folder = try freshFolder(Self.articles)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["walkthrough", folder, "--output", folder + "/out"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("and 2 article pages: 2 scenarios, 2 passed, 0 failed"))
        let index = try String(contentsOfFile: folder + "/out/index.html", encoding: .utf8)
        #expect(index.contains("<h1>The tutorials, replayed</h1>"))
        #expect(index.contains("<h2><a href=\"000-gallery/index.html\">The Image Gallery</a></h2>\n<blockquote class=\"description\">The reader drags images out of the gallery.</blockquote>"))
        #expect(index.contains("<h2><a href=\"001-lifecycle/index.html\">Drag and drop&apos;s lifecycle</a></h2>\n<blockquote class=\"description\">Every callback, in order.</blockquote>"))
        let gallery = try String(contentsOfFile: folder + "/out/000-gallery/index.html", encoding: .utf8)
        #expect(gallery.contains("<a href=\"../index.html\">← All articles</a>"))
        #expect(gallery.contains("<h1>The Image Gallery</h1>\n<p class=\"article\">This page reproduces the article: The reader drags images out of the gallery.</p>"))
        #expect(gallery.contains(">move</h2>") && !gallery.contains("lifecycle move"))
        let lifecycle = try String(contentsOfFile: folder + "/out/001-lifecycle/index.html", encoding: .utf8)
        #expect(lifecycle.contains(">lifecycle move</h2>"))
        let chinese = try BuiltCommand.run(["walkthrough", folder, "--output", folder + "/zh", "--lang", "zh"])
        #expect(chinese.status == 0)
        let zhIndex = try String(contentsOfFile: folder + "/zh/index.html", encoding: .utf8)
        #expect(zhIndex.contains("<html lang=\"zh-Hans\">") && zhIndex.contains("<h1>重现的教程</h1>") && zhIndex.contains(">打开演练</a>"))
        #expect(try String(contentsOfFile: folder + "/zh/000-gallery/index.html", encoding: .utf8).contains(">← 全部文章</a>"))
    }
}
