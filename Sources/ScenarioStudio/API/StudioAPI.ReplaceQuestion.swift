import ScenarioKit

extension StudioAPI {
    /// The 409 to a save onto an existing file: the question to show (as `error`, which the
    /// page shows) and the token Replace sends back (`StudioConfirmations`).
    struct ReplaceQuestion: Codable, Equatable, Sendable {
        var error: String
        var confirmation: String
    }
}
