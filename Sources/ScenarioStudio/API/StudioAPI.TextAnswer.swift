import ScenarioKit

extension StudioAPI {
    /// The answer to `/api/template`, `/api/source` and `/api/target-app`: the pane's new text.
    struct TextAnswer: Codable, Equatable, Sendable {
        var text: String
    }
}
