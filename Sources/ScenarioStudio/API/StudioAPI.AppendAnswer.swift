import ScenarioKit

extension StudioAPI {
    /// The answer to `/api/append`: the pane's new text and the line of the step written.
    struct AppendAnswer: Codable, Equatable, Sendable {
        var text: String
        var line: Int
    }
}
