import YAMLReader

/// One change to a scenario's text, at 1-based line and column (columns in characters).
struct TextEdit {
    var start: SourceLocation
    var end: SourceLocation
    var replacement: String?
    /// Wrap the text between start and end as `{ key: TEXT, extra }`.
    var wrapping: (key: String, extra: String)?
    /// Add a pair first in the mapping at `start`: after `{` in flow style, or on a line of
    /// its own before the first key in block style.
    var insertingFirstPair: String?

    init(start: SourceLocation, end: SourceLocation, replacement: String?, wrapping: (key: String, extra: String)? = nil, insertingFirstPair: String? = nil) {
        self.start = start
        self.end = end
        self.replacement = replacement
        self.wrapping = wrapping
        self.insertingFirstPair = insertingFirstPair
    }

    /// Applies edits (on distinct places) to `lines`, the first of which is line `firstLine`,
    /// each kept with its own break; `lineBreak` ends the last line and any line an edit adds.
    static func apply(_ edits: [TextEdit], to original: [(text: String, lineBreak: String)], firstLine: Int, lineBreak: String = "\n") -> String {
        var lines = original.map { Array($0.text.unicodeScalars) }
        for edit in edits.sorted(by: { ($0.start.line, $0.start.column) > ($1.start.line, $1.start.column) }) {
            let row = edit.start.line - firstLine
            guard lines.indices.contains(row) else { continue }
            let column = max(0, min(edit.start.column - 1, lines[row].count))
            if let pair = edit.insertingFirstPair {
                if column < lines[row].count, lines[row][column] == "{" {
                    lines[row].insert(contentsOf: " \(pair),".unicodeScalars, at: column + 1)
                } else {
                    let indent = String(repeating: " ", count: column)
                    lines[row].insert(contentsOf: "\(pair)\(lineBreak)\(indent)".unicodeScalars, at: column)
                }
                continue
            }
            let endColumn = max(column, min(edit.end.column - 1, lines[row].count))
            let original = String(String.UnicodeScalarView(lines[row][column..<endColumn]))
            let text = edit.wrapping.map { "{ \($0.key): \(original), \($0.extra) }" } ?? edit.replacement ?? original
            lines[row].replaceSubrange(column..<endColumn, with: text.unicodeScalars)
        }
        return zip(lines, original).map { line, original in
            String(String.UnicodeScalarView(line)) + (original.lineBreak.isEmpty ? lineBreak : original.lineBreak)
        }.joined()
    }
}
