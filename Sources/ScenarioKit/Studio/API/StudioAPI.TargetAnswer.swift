extension StudioAPI {
    /// The answer to `/api/target`: the step's target under the point, in the format's words
    /// (`{cell: 2}`, `{nowhere: true}`).
    public struct TargetAnswer: Codable, Equatable, Sendable {
        public var target: String

        public init(target: String) {
            self.target = target
        }
    }
}
