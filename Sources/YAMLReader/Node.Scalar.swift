extension Node {
    /// A scalar's text exactly as written (escapes resolved, may hold NUL), with how it was
    /// written, so a decoder can tell `"3"` from `3` and `~` from `"~"`.
    public struct Scalar: Equatable, Sendable {
        public var value: String
        public var style: Style
        public var tag: String?
        public var location: SourceLocation
        /// Where `end` is, in the location's file: kept as two numbers, not a second copy of
        /// the file name, since every scalar of a file carries one. Line 0 means none.
        private var endLine: Int32 = 0
        private var endColumn: Int32 = 0

        public init(value: String, style: Style = .plain, tag: String? = nil, location: SourceLocation, end: SourceLocation? = nil) {
            self.value = value
            self.style = style
            self.tag = tag
            self.location = location
            self.end = end
        }

        /// Just past the scalar's last character as written (quotes included), when parsed:
        /// what a tool rewriting the file replaces. Always in the scalar's own file.
        public var end: SourceLocation? {
            get {
                endLine > 0 ? SourceLocation(file: location.file, line: Int(endLine), column: Int(endColumn)) : nil
            }
            set {
                endLine = newValue.map { Int32(clamping: max(0, $0.line)) } ?? 0
                endColumn = newValue.map { Int32(clamping: $0.column) } ?? 0
            }
        }

        /// A parsed scalar: the end given as a line and column of the same file.
        init(value: String, style: Style, tag: String?, location: SourceLocation, end: (line: Int, column: Int)) {
            self.value = value
            self.style = style
            self.tag = tag
            self.location = location
            endLine = Int32(clamping: end.line)
            endColumn = Int32(clamping: end.column)
        }

        /// Two scalars are equal when they say the same thing at the same place; where they end
        /// follows from that.
        public static func == (lhs: Scalar, rhs: Scalar) -> Bool {
            lhs.value == rhs.value && lhs.style == rhs.style && lhs.tag == rhs.tag && lhs.location == rhs.location
        }

        public enum Style: Equatable, Sendable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        /// Whether YAML's core schema reads this as null: an untagged plain `~`, `null` or nothing.
        public var isNull: Bool {
            guard style == .plain, tag == nil else { return false }
            switch value {
            case "", "~", "null", "Null", "NULL": return true
            default: return false
            }
        }
    }
}
