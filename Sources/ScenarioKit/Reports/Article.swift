import Foundation

/// One tutorial article a folder of scenarios reproduces, as the folder's `README.md` names
/// it: its first heading is the article's title, the paragraph after it what the reader will
/// see. A paragraph that opens with `中文：` says the same in Chinese, and a heading
/// `CHINESE — ENGLISH` gives the Chinese page its part before the dash, so a Chinese page opens
/// in Chinese. The walkthrough's index links one page per article.
public struct Article: Equatable, Sendable {
    /// The folder holding the article's scenarios and its README.
    public var folder: String
    public var title: String
    public var summary: String
    /// The title and summary a Chinese page shows, when the README gives them.
    public var chineseTitle: String?
    public var chineseSummary: String?

    public init(folder: String, title: String, summary: String, chineseTitle: String? = nil, chineseSummary: String? = nil) {
        self.folder = folder
        self.title = title
        self.summary = summary
        self.chineseTitle = chineseTitle
        self.chineseSummary = chineseSummary
    }

    /// The title a page in `language` shows.
    public func title(in language: Scenario.Language) -> String {
        language == .zh ? chineseTitle ?? title : title
    }

    /// The summary a page in `language` shows.
    public func summary(in language: Scenario.Language) -> String {
        language == .zh ? chineseSummary ?? summary : summary
    }

    /// The paragraph's opening that marks it as the summary in Chinese.
    static let chineseMarks = ["中文：", "中文:"]

    /// The article `readme` describes: its first `#` heading and the paragraph after it;
    /// nil when it has no heading.
    public init?(folder: String, readme: String) {
        let lines = readme.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("#") }) else { return nil }
        let title = Self.plain(lines[heading].drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
        guard !title.isEmpty else { return nil }
        let rest = lines[(heading + 1)...].drop { $0.isEmpty }
        let paragraph = rest.prefix { !$0.isEmpty && !$0.hasPrefix("#") }
        // The Chinese summary: the paragraph that opens with the mark, before the next heading.
        let section = rest.prefix { !$0.hasPrefix("#") }
        var chineseSummary: String?
        if let start = section.firstIndex(where: { line in Self.chineseMarks.contains { line.hasPrefix($0) } }) {
            let joined = section[start...].prefix { !$0.isEmpty }.reduce("", Self.joiningChinese)
            chineseSummary = Self.plain(String(joined.dropFirst(3)))
        }
        let halves = title.components(separatedBy: " — ")
        let chineseTitle = halves.count > 1 && halves[0].unicodeScalars.contains { $0.properties.isIdeographic } ? halves[0].trimmingCharacters(in: .whitespaces) : nil
        self.init(folder: folder, title: title, summary: Self.plain(paragraph.joined(separator: " ")), chineseTitle: chineseTitle, chineseSummary: chineseSummary)
    }

    /// Chinese lines run on with no space between them, but where a word ends one line and
    /// another begins the next.
    private static func joiningChinese(_ text: String, _ line: String) -> String {
        guard let last = text.unicodeScalars.last, let first = line.unicodeScalars.first else { return text + line }
        return text + (last.isASCII && first.isASCII ? " " : "") + line
    }

    /// Markdown's emphasis and code marks taken out: the page shows the words.
    private static func plain(_ text: String) -> String {
        text.filter { $0 != "*" && $0 != "`" }.trimmingCharacters(in: .whitespaces)
    }

    /// The articles of `folder`: one per subfolder holding a `README.md` with a heading, in
    /// the subfolders' order by name. Nil unless `folder` holds such subfolders and no
    /// scenario file of its own — then it is one suite, not a set of articles.
    public static func articles(in folder: String) -> [Article]? {
        let folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: folder) else { return nil }
        if names.contains(where: { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }) { return nil }
        var articles: [Article] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  let data = files.contents(atPath: path + "/README.md"),
                  let article = Article(folder: path, readme: String(decoding: data, as: UTF8.self))
            else { continue }
            articles.append(article)
        }
        return articles.isEmpty ? nil : articles
    }

    /// The folder, inside the index's, that the article's page is written in: the article
    /// folder's own name when it is plain (letters, digits, `.`, `-`, `_`), else
    /// `article-N` by its place, so no page lands outside or under a name that needs escaping.
    public func pageFolder(position: Int) -> String {
        let name = (folder as NSString).lastPathComponent
        let plain = !name.isEmpty && !name.hasPrefix(".") && name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" || $0 == "."
        }
        return plain ? name : "article-\(position + 1)"
    }
}
