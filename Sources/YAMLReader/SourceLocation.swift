/// A place in a source file, 1-based, so every error can say where it came from.
///
/// Columns count Unicode scalars, as libyaml does. A location with line 0 names the whole
/// file (a file that cannot be read, say) rather than a place in it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The compiler's spelling, `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
