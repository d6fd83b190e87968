import Foundation

/// One tutorial article a folder of scenarios reproduces, as the folder's `README.md` names
/// it: its first heading is the article's title, the paragraph after it what the reader will
/// see. The walkthrough's index links one page per article.
public struct Article: Equatable, Sendable {
    /// The folder holding the article's scenarios and its README.
    public var folder: String
    public var title: String
    public var summary: String

    public init(folder: String, title: String, summary: String) {
        self.folder = folder
        self.title = title
        self.summary = summary
    }

    /// The article `readme` describes: its first `#` heading and the paragraph after it;
    /// nil when it has no heading.
    public init?(folder: String, readme: String) {
        let lines = readme.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("#") }) else { return nil }
        let title = Self.plain(lines[heading].drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
        guard !title.isEmpty else { return nil }
        let rest = lines[(heading + 1)...].drop { $0.isEmpty }
        let paragraph = rest.prefix { !$0.isEmpty && !$0.hasPrefix("#") }
        self.init(folder: folder, title: title, summary: Self.plain(paragraph.joined(separator: " ")))
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
