import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The tutorials' walkthroughs as a reader of the Chinese articles opens them: every word of
/// the page in Chinese but code, trace lines and names.
@Suite("The Chinese walkthroughs")
struct ChinesePagesTests {
    /// Every article of `Scenarios/tutorial` and its page in `language`, index first.
    static func pages(in language: Scenario.Language) -> [(name: String, html: String)] {
        let articles = Article.articles(in: PackagePaths.scenarios + "/tutorial") ?? []
        var pages: [(name: String, html: String)] = []
        var entries: [WalkthroughIndex.Entry] = []
        for (position, article) in articles.enumerated() {
            let loaded = ScenarioLoader(apps: .shipped).load([article.folder])
            var page = Walkthrough(title: article.title(in: language), loaded: loaded, goldens: GoldenTrace(update: false, isCI: true), language: language)
            page.article = article
            pages.append((article.pageFolder(position: position), page.render()))
            entries.append(WalkthroughIndex.Entry(article: article, pageFolder: article.pageFolder(position: position), summary: RunSummary(results: page.chapters.map(\.result))))
        }
        return [("index", WalkthroughIndex(title: WalkthroughIndex.defaultTitle(in: language), entries: entries, language: language).render())] + pages
    }

    static let chinese = pages(in: .zh)
    static let english = pages(in: .en)

    @Test("every word of a Chinese tutorial page is Chinese, but code, trace lines and names")
    func noEnglish() {
        #expect(Self.chinese.count == 6)
        for page in Self.chinese {
            let words = PageWords(html: page.html)
            #expect(words.english.isEmpty, "\(page.name): \(words.english.sorted().prefix(40))")
            // Not vacuous: each page holds a great deal of checked Chinese.
            #expect(words.chineseCharacters > 300, "\(page.name): \(words.chineseCharacters)")
        }
    }

    @Test("the same check finds English on every English page, so it checks something")
    func checkFindsEnglish() {
        #expect(Self.english.count == 6)
        for page in Self.english {
            #expect(PageWords(html: page.html).english.count > 20, "\(page.name)")
        }
        #expect(PageWords(html: "<p>第 3 行 line 3</p>").english == ["line"])
        #expect(PageWords(html: "<svg><text>label empty</text></svg>").english == ["empty"])
        #expect(PageWords(html: "<code>line</code><ol class=\"callbacks\"><li>drag x</li></ol><p>UIDragItem loadObjects(ofClass:) a.jpg</p>").english.isEmpty)
    }

    @Test("the pictures and captions use the articles' words: 图片库 and 区间, not 图库 and 分区")
    func articlesWords() {
        // The pictures and captions are the page's own words; quotes of the article may say 图库.
        let pages = Self.chinese.map(\.html)
        let words = pages.flatMap(PageLanguageTests.pictureWords) + pages.flatMap { PageWords.matches(#"<figcaption>([^<]*)</figcaption>"#, in: $0) }
        #expect(words.count > 100)
        for word in ["图库", "分区", "策略问题", "听到"] {
            #expect(!words.contains { $0.contains(word) }, "\(word)")
        }
        #expect(words.contains { $0.hasPrefix("图片库（教程版）：") })
        #expect(words.contains("区间 0"))
        // Translated words the app did not have to cut are not cut.
        #expect(words.contains("可拖动") && words.contains("可放置 public.plain-text"))
        #expect(!words.contains { $0.hasPrefix("可…") || $0.hasPrefix("“not…") })
        let all = pages.joined()
        for word in ["策略问题", "听到"] {
            #expect(!all.contains(word), "\(word)")
        }
    }

    @Test("a step is placed at 第 N 行 on a Chinese page, at line N on an English one")
    func stepPlaces() throws {
        let gallery = try #require(Self.chinese.first { $0.name == "000-gallery" })
        #expect(gallery.html.contains("<span class=\"where\">第 "))
        #expect(!gallery.html.contains("<span class=\"where\">line "))
        let english = try #require(Self.english.first { $0.name == "000-gallery" })
        #expect(english.html.contains("<span class=\"where\">line "))
    }

    @Test("no two chapters of a Chinese page share a title, outline rows included")
    func distinctTitles() throws {
        for page in Self.chinese.dropFirst() {
            let titles = PageWords.matches(##"<li><a href="#chapter-\d+">([^<]*)</a></li>"##, in: page.html)
            #expect(!titles.isEmpty)
            #expect(Set(titles).count == titles.count, "\(page.name): \(titles)")
        }
    }

    @Test("the index and each page open with the article's Chinese title and summary")
    func openings() throws {
        let index = try #require(Self.chinese.first)
        #expect(index.html.contains("<h2><a href=\"000-gallery/index.html\">iOS 11 和 iOS 12 中的 Drag &amp; Drop:图片库</a></h2>\n<blockquote class=\"description\">读者看到图片库演示应用"))
        let board = try #require(Self.chinese.first { $0.name == "002-board" })
        #expect(board.html.contains("<h1>UICollectionView 跨区间拖放</h1>\n<p class=\"article\">本页重现文章：读者看到一个有十个区间"))
        let english = try #require(Self.english.first { $0.name == "002-board" })
        #expect(english.html.contains("<p class=\"article\">This page reproduces the article: The reader sees a board"))
    }
}

/// The words a reader reads on a page: everything but styles, code, excerpts and the
/// callbacks' trace lines; and those of them that are English prose rather than names.
struct PageWords {
    /// English words found, each once.
    var english: Set<String> = []
    var chineseCharacters = 0

    /// Words the Chinese articles themselves write in English, the values and properties of
    /// UIKit's API the pages name as plain words, and the names the tutorial scenarios give
    /// their apps, views, items, cards and people: a page quotes them as they are.
    static let names: Set<String> = [
        // The articles' own English terms.
        "Drag", "Drop", "drag", "drop", "Lift", "item", "items", "session", "Collection", "collection", "View", "view", "cell",
        "interaction", "source", "App", "provider", "Image", "Gallery", "iOS", "and", "object",
        // UIKit's and Swift's values and properties, named in descriptions.
        "copy", "move", "cancel", "forbidden", "true", "false", "nil", "none", "String", "Person", "name", "age", "center", "transform",
        "Began", "Changed", "Ended", "dnd", "scenario",
        // The tutorial scenarios' apps, views, items and data.
        "Safari", "safari", "Photos", "photos", "Notes", "notes", "Mail", "mail", "Google", "Venice", "Artika", "dawn", "dusk", "Hello", "World", "Ada", "ada", "Lovelace",
        "label", "note", "card", "wall", "poster", "tray", "box", "vault", "secret", "classified", "ghost", "extra", "left", "right", "stamp",
        "Error", "photo", "caption", "album", "pictures", "slow", "Sunset", "contacts", "inbox", "board", "badge", "memo", "a", "b", "c", "d",
    ]

    init(html: String) {
        var text = html
        for pattern in [#"(?s)<style>.*?</style>"#, #"(?s)<code>.*?</code>"#, #"(?s)<pre[^>]*>.*?</pre>"#, #"(?s)<ol class="callbacks">.*?</ol>"#, #"(?s)<div class="diagram">.*?</div>"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let texts = Self.matches(#">([^<]+)<"#, in: text).map(Self.unescaped)
        for piece in texts {
            chineseCharacters += piece.unicodeScalars.filter { $0.properties.isIdeographic }.count
            // Quoted text is another's words: the article's (「…」) or the data shown ("…", “…”).
            var unquoted = piece
            for quote in [#"「[^」]*」"#, #""[^"]*""#, #"“[^”]*”"#] {
                unquoted = unquoted.replacingOccurrences(of: quote, with: " ", options: .regularExpression)
            }
            // A name cut short to fit its box (`safa…`) is no word.
            unquoted = unquoted.replacingOccurrences(of: #"[A-Za-z0-9._\-]+…"#, with: " ", options: .regularExpression)
            for token in Self.matches(#"([A-Za-z0-9][A-Za-z0-9._\-/:=+@#'’\[\]]*)"#, in: unquoted) {
                let word = token.trimmingCharacters(in: CharacterSet(charactersIn: ".:'’"))
                guard word.unicodeScalars.contains(where: { CharacterSet.letters.contains($0) }) else { continue }
                if Self.isName(word) { continue }
                english.insert(word)
            }
        }
    }

    /// A name rather than a word: an identifier (camelCase, a UIKit or Foundation class, a file,
    /// a type identifier, anything with a digit or a separator), or one of `names`.
    static func isName(_ word: String) -> Bool {
        if names.contains(word) { return true }
        if word.rangeOfCharacter(from: CharacterSet(charactersIn: "0123456789._-/:=+@#[]")) != nil { return true }
        if word.dropFirst().contains(where: \.isUppercase) { return true }
        return false
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }
}
