extension Walkthrough {
    /// A scenario's title and description in the readers' language; either may be missing,
    /// and the page then shows the scenario's own.
    public struct Translation: Equatable, Sendable {
        public var scenario: String?
        public var description: String?

        public init(scenario: String? = nil, description: String? = nil) {
            self.scenario = scenario
            self.description = description
        }
    }
}
