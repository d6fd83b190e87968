import ScenarioKit

extension StudioAPI {
    /// The answer to `/api/open`: the file's text and its stamp (`StudioFolder.stamp`).
    struct OpenAnswer: Codable, Equatable, Sendable {
        var path: String
        var text: String
        var stamp: String
    }
}
