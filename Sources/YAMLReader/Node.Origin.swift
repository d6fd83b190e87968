extension Node {
    /// Where a node is written and how it is tagged, in 16 bytes: the file and tag as one
    /// shared `Source`, the line and column 32 bits each. What keeps a node small to move and
    /// copy; `location` and `tag` spell it out.
    struct Origin: Equatable, Sendable {
        var source: Source
        var line: UInt32
        var column: UInt32

        init(source: Source, line: Int, column: Int) {
            self.source = source
            self.line = UInt32(clamping: line)
            self.column = UInt32(clamping: column)
        }

        init(_ location: SourceLocation, tag: String?) {
            self.init(source: Source(file: location.file, tag: tag), line: location.line, column: location.column)
        }

        var file: String { source.file }

        var tag: String? {
            get { source.tag }
            set { source = Source(file: source.file, tag: newValue) }
        }

        var location: SourceLocation {
            get { SourceLocation(file: source.file, line: Int(line), column: Int(column)) }
            set { self = Origin(newValue, tag: source.tag) }
        }

        static func == (lhs: Origin, rhs: Origin) -> Bool {
            lhs.line == rhs.line && lhs.column == rhs.column && lhs.source.names(rhs.source)
        }
    }
}
