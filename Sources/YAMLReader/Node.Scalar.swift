extension Node {
    /// A scalar's text exactly as written (escapes resolved, may hold NUL), with how it was
    /// written, so a decoder can tell `"3"` from `3` and `~` from `"~"`.
    ///
    /// Where it ends is two numbers, in the file of its origin.
    public struct Scalar: Equatable, Sendable {
        public var value: String
        var origin: Origin
        /// Where `end` is, in the location's file. Line 0 means none.
        private var endLine: UInt32 = 0
        private var endColumn: UInt32 = 0
        public var style: Style

        public init(value: String, style: Style = .plain, tag: String? = nil, location: SourceLocation, end: SourceLocation? = nil) {
            self.value = value
            self.style = style
            origin = Origin(location, tag: tag)
            self.end = end
        }

        /// A parsed scalar: the end a line and column of the same file.
        init(value: String, style: Style, origin: Origin, end: (line: Int, column: Int)) {
            self.value = value
            self.style = style
            self.origin = origin
            endLine = UInt32(clamping: end.line)
            endColumn = UInt32(clamping: end.column)
        }

        /// The explicit tag as libyaml resolved it (`!!str` is `tag:yaml.org,2002:str`), if any.
        public var tag: String? {
            get { origin.tag }
            set { origin.tag = newValue }
        }

        public var location: SourceLocation {
            get { origin.location }
            set { origin.location = newValue }
        }

        /// Just past the scalar's last character as written (quotes included), when parsed:
        /// what a tool rewriting the file replaces. Always in the scalar's own file.
        public var end: SourceLocation? {
            get {
                endLine > 0 ? SourceLocation(file: origin.file, line: Int(endLine), column: Int(endColumn)) : nil
            }
            set {
                endLine = newValue.map { UInt32(clamping: $0.line) } ?? 0
                endColumn = newValue.map { UInt32(clamping: $0.column) } ?? 0
            }
        }

        /// Two scalars are equal when they say the same thing at the same place; where they end
        /// follows from that.
        public static func == (lhs: Scalar, rhs: Scalar) -> Bool {
            lhs.value == rhs.value && lhs.style == rhs.style && lhs.origin == rhs.origin
        }

        public enum Style: Equatable, Sendable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        /// Whether YAML's core schema reads this as null: an untagged plain `~`, `null` or nothing.
        public var isNull: Bool {
            guard style == .plain, origin.tag == nil else { return false }
            // Told apart by length and first byte before any text is compared: every scalar
            // a decoder reads is asked this, and a `switch` over the five spellings compared
            // a short number such as `30ms` with each of them.
            let utf8 = value.utf8
            switch utf8.count {
            case 0: return true
            case 1: return utf8.first == UInt8(ascii: "~")
            case 4:
                guard let first = utf8.first, first == UInt8(ascii: "n") || first == UInt8(ascii: "N") else { return false }
                return value == "null" || value == "Null" || value == "NULL"
            default: return false
            }
        }
    }
}
