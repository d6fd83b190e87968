extension StudioAPI {
    /// Any answer that is not a success (4xx, 5xx): what went wrong, in words the page shows.
    public struct Failure: Codable, Equatable, Sendable {
        public var error: String

        public init(error: String) {
            self.error = error
        }
    }
}
