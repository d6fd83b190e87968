import ScenarioKit

extension StudioAPI {
    /// The answer to a save that wrote: the file saved and its new stamp.
    struct SaveAnswer: Codable, Equatable, Sendable {
        var saved: String
        var stamp: String
    }
}
