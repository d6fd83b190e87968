extension Node {
    /// A scalar's text exactly as written (escapes resolved, may hold NUL), with how it was
    /// written, so a decoder can tell `"3"` from `3` and `~` from `"~"`.
    public struct Scalar: Equatable, Sendable {
        public var value: String
        public var style: Style
        public var tag: String?
        public var location: SourceLocation
        /// Just past the scalar's last character as written (quotes included), when parsed:
        /// what a tool rewriting the file replaces.
        public var end: SourceLocation?

        public init(value: String, style: Style = .plain, tag: String? = nil, location: SourceLocation, end: SourceLocation? = nil) {
            self.value = value
            self.style = style
            self.tag = tag
            self.location = location
            self.end = end
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
            style == .plain && tag == nil && ["", "~", "null", "Null", "NULL"].contains(value)
        }
    }
}
