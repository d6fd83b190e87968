import ScenarioKit

extension StudioAPI {
    /// The answer to `/api/stamp`: when the file last changed; empty when it is not there.
    struct StampAnswer: Codable, Equatable, Sendable {
        var stamp: String
    }
}
