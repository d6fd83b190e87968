extension StudioAPI {
    /// The answer to `/api/expect`: the steps that pin the frame shown (`settle` first at the
    /// settled end), each appended in turn.
    public struct ExpectAnswer: Codable, Equatable, Sendable {
        public var steps: [String]

        public init(steps: [String]) {
            self.steps = steps
        }
    }
}
