extension Node {
    /// A scalar's text exactly as written (escapes resolved, may hold NUL), with how it was
    /// written, so a decoder can tell `"3"` from `3` and `~` from `"~"`.
    public struct Scalar: Equatable, Sendable {
        public var value: String
        public var style: Style
        public var tag: String?
        public var location: SourceLocation

        public init(value: String, style: Style = .plain, tag: String? = nil, location: SourceLocation) {
            self.value = value
            self.style = style
            self.tag = tag
            self.location = location
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
