import Foundation

/// The studio's edits of the YAML pane: a recorded gesture becomes one more line at the end
/// of a scenario's `steps`, written as a person writes it, and the rest of the text — its
/// comments, its spacing — stays exactly as it was.
public enum StudioEdit {
    /// `text` with `- step` appended to the steps of its scenario number `scenario` (0-based,
    /// fragments and empty documents not counted); nil when that scenario's steps are written
    /// in flow style (`steps: [lift, drop]`), which only a person should rewrite.
    public static func appending(_ step: String, toScenario scenario: Int, in text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let document = scenarioDocument(scenario, in: lines) else { return nil }
        guard let stepsLine = document.first(where: { lines[$0].hasPrefix("steps:") }) else {
            var inserted = lines
            inserted.insert(contentsOf: ["steps:", "  - " + step], at: lastContentLine(in: document, of: lines).map { $0 + 1 } ?? document.upperBound)
            return joined(inserted)
        }
        let rest = lines[stepsLine].dropFirst("steps:".count).trimmingCharacters(in: .whitespaces)
        if rest == "[]" {
            lines[stepsLine] = "steps:"
            lines.insert("  - " + step, at: stepsLine + 1)
            return joined(lines)
        }
        guard rest.isEmpty || rest.hasPrefix("#") else { return nil }
        var last = stepsLine
        var indent: String?
        for index in (stepsLine + 1)..<document.upperBound {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard line.first == " " || line.hasPrefix("- ") || line == "-" else { break }
            if indent == nil, trimmed.hasPrefix("-") { indent = String(line.prefix { $0 == " " }) }
            last = index
        }
        lines.insert((indent ?? "  ") + "- " + step, at: last + 1)
        return joined(lines)
    }

    /// `text` with `- step` inserted among the steps of scenario number `scenario` before the
    /// first step that starts after line `afterLine` (1-based) — a gesture recorded with an
    /// earlier step selected goes there — or appended when none does or `afterLine` is nil;
    /// with the line the step now has. Nil where `appending` is.
    public static func inserting(_ step: String, toScenario scenario: Int, in text: String, afterLine: Int?) -> (text: String, line: Int)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if let afterLine, let document = scenarioDocument(scenario, in: lines),
           let stepsLine = document.first(where: { lines[$0].hasPrefix("steps:") }),
           lines[stepsLine].dropFirst("steps:".count).trimmingCharacters(in: .whitespaces).isEmpty {
            var indent: String?
            for index in (stepsLine + 1)..<document.upperBound {
                let line = lines[index]
                let trimmed = line.drop { $0 == " " }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                guard line.first == " " || line.hasPrefix("- ") || line == "-" else { break }
                let lineIndent = String(line.prefix { $0 == " " })
                if indent == nil, trimmed.hasPrefix("-") { indent = lineIndent }
                // A step of the list (not a line inside one) that starts after the selected line.
                if lineIndent == indent, trimmed.hasPrefix("-"), index + 1 > afterLine {
                    lines.insert(lineIndent + "- " + step, at: index)
                    return (joined(lines), index + 1)
                }
            }
        }
        guard let appended = appending(step, toScenario: scenario, in: text) else { return nil }
        let after = appended.split(separator: "\n", omittingEmptySubsequences: false)
        let line = after.firstIndex { $0.hasSuffix("- " + step) && !lines.contains(String($0)) }
            ?? after.lastIndex { $0.hasSuffix("- " + step) } ?? 0
        return (appended, line + 1)
    }

    /// The lines of scenario number `scenario` (fragments and empty documents not counted).
    static func scenarioDocument(_ scenario: Int, in lines: [String]) -> Range<Int>? {
        documents(lines).filter { range in lines[range].contains { $0.hasPrefix("scenario:") } }.dropFirst(max(scenario, 0)).first
    }

    /// The line ranges of the YAML documents of `lines`, cut at each `---`.
    private static func documents(_ lines: [String]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, line) in lines.enumerated() where line == "---" || line.hasPrefix("--- ") {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<lines.count)
        return ranges
    }

    static func lastContentLine(in range: Range<Int>, of lines: [String]) -> Int? {
        range.last { !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty }
    }

    static func joined(_ lines: [String]) -> String {
        lines.joined(separator: "\n") + "\n"
    }
}
