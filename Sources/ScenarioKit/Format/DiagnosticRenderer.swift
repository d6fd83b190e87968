import DragDropCore
import YAMLReader

/// Renders diagnostics the way compilers do: `FILE:LINE:COLUMN: error: MESSAGE`, then the
/// source line and a caret under the column. A pure function of its input; printing is the
/// caller's business.
public struct DiagnosticRenderer: Sendable {
    /// Whether to use ANSI colour (bold, a red `error:`, a green caret).
    public var color: Bool
    /// Lines longer than this are shown as a window around the column.
    public var maxLineWidth: Int

    public init(color: Bool = false, maxLineWidth: Int = 160) {
        self.color = color
        self.maxLineWidth = maxLineWidth
    }

    /// The diagnostic, with its source line and caret when `source` holds that line; notes in
    /// the same file get theirs too.
    public func render(_ diagnostic: Diagnostic, source: SourceText?) -> String {
        render(diagnostic) { $0 == diagnostic.location.file ? source : nil }
    }

    /// The diagnostic and its notes, each with its source line and caret where `sources` has
    /// the file.
    public func render(_ diagnostic: Diagnostic, sources: (String) -> SourceText?) -> String {
        var text = render(diagnostic.location, label: "error", colour: Self.boldRed, diagnostic.message, source: sources(diagnostic.location.file))
        for note in diagnostic.notes {
            text += "\n" + render(note.location, label: "note", colour: Self.boldCyan, note.message, source: sources(note.location.file))
        }
        return text
    }

    private func render(_ location: SourceLocation, label: String, colour labelColour: String, _ message: String, source: SourceText?) -> String {
        // The path and message may come from a file: escaped, so they cannot drive the terminal.
        let place = PrintableText.escaped(location.line > 0 ? "\(location)" : location.file)
        let message = PrintableText.escaped(message)
        var text = color
            ? "\(Self.bold)\(place): \(labelColour)\(label): \(Self.reset)\(Self.bold)\(message)\(Self.reset)"
            : "\(place): \(label): \(message)"
        guard location.line > 0, let line = source?.line(location.line) else { return text }
        let (shown, caretOffset) = window(Array(line), column: max(location.column, 1))
        // Control characters shown escaped, as everywhere else; the caret moves past each
        // escape's width so it still points at its column.
        var shownLine = ""
        var padding = ""
        for (offset, scalar) in shown.enumerated() {
            let escape = PrintableText.escape(scalar)
            if let escape { shownLine += escape } else { shownLine.unicodeScalars.append(scalar) }
            if offset < caretOffset { padding += escape.map { String(repeating: " ", count: $0.count) } ?? " " }
        }
        if caretOffset > shown.count { padding += String(repeating: " ", count: caretOffset - shown.count) }
        text += "\n" + shownLine
        text += "\n" + padding + (color ? "\(Self.boldGreen)^\(Self.reset)" : "^")
        return text
    }

    /// See `render(_:source:)`.
    public func render(_ diagnostic: Diagnostic, source: String?) -> String {
        render(diagnostic, source: source.map(SourceText.init))
    }

    /// The part of `line` to show and where the caret goes in it.
    private func window(_ line: [Unicode.Scalar], column: Int) -> ([Unicode.Scalar], Int) {
        let offset = column - 1
        guard line.count > maxLineWidth else { return (line, offset) }
        let start = min(max(0, offset - maxLineWidth / 2), max(0, line.count - maxLineWidth))
        let end = min(line.count, start + maxLineWidth)
        var shown = Array(line[start..<end])
        var caret = offset - start
        if start > 0 {
            shown.insert("…", at: 0)
            caret += 1
        }
        if end < line.count { shown.append("…") }
        return (shown, caret)
    }

    static let bold = "\u{1B}[1m"
    static let boldRed = "\u{1B}[1;31m"
    static let boldGreen = "\u{1B}[1;32m"
    static let boldCyan = "\u{1B}[1;36m"
    static let reset = "\u{1B}[0m"
}
