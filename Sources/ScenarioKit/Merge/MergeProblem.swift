import DragDropCore

/// Why `merge` refuses its reports: a file that is no report of a run, reports of different
/// suites, shards that overlap or leave scenarios out. Said as the compiler says it, at the
/// report and, where it can be found, the line of the key at fault.
public struct MergeProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based; nil when the problem is with the report as a whole.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(_ path: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `shard-2.json:5:3: error: …`, or `shard-2.json: error: …`; the names in it come from
    /// files and the command line, so control characters (a newline, an escape sequence) are
    /// printed escaped, never acted on by the terminal.
    public var description: String {
        let shownPath = PrintableText.escaped(path)
        let place = line.map { "\(shownPath):\($0):\(column ?? 1)" } ?? shownPath
        return "\(place): error: \(PrintableText.escaped(message))"
    }
}
