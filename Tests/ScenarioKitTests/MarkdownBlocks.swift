import Foundation

/// The fenced code blocks of a Markdown file, each without its fences; with `language`, only
/// the blocks opened with it (```` ```yaml ````).
func markdownCodeBlocks(in path: String, language: String? = nil) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var blocks: [String] = []
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line.hasPrefix("```"), line.count > 3, language.map({ line == "```" + $0 }) ?? true {
            current = ""
        } else if current != nil, line == "```" {
            blocks.append(current ?? "")
            current = nil
        } else if current != nil {
            current? += line + "\n"
        }
    }
    return blocks
}
