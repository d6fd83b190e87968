extension Node {
    /// Where a node is written and how it is tagged, in 16 bytes that hold no reference: the
    /// file name and the tag are numbers in `NameTable`, the line and column 32 bits each.
    /// What makes a node cheap to copy and to free; `location` and `tag` spell it out.
    struct Origin: Equatable, Sendable {
        var file: UInt32
        /// `NameTable.none` when the node has no explicit tag.
        var tag: UInt32
        var line: UInt32
        var column: UInt32

        /// A parsed node's origin: the file and tag already numbered.
        init(file: UInt32, tag: UInt32, line: Int, column: Int) {
            self.file = file
            self.tag = tag
            self.line = UInt32(clamping: line)
            self.column = UInt32(clamping: column)
        }

        init(_ location: SourceLocation, tag: String?) {
            self.init(file: NameTable.shared.number(for: location.file), tag: NameTable.shared.number(orNone: tag), line: location.line, column: location.column)
        }

        var location: SourceLocation {
            get { SourceLocation(file: NameTable.shared.text(file) ?? "", line: Int(line), column: Int(column)) }
            set {
                file = NameTable.shared.number(for: newValue.file)
                line = UInt32(clamping: newValue.line)
                column = UInt32(clamping: newValue.column)
            }
        }

        var tagText: String? {
            get { NameTable.shared.text(tag) }
            set { tag = NameTable.shared.number(orNone: newValue) }
        }
    }
}
