extension StateValue {
    /// One key of a map and its value.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: StateValue

        public init(_ key: String, _ value: StateValue) {
            self.key = key
            self.value = value
        }
    }
}
