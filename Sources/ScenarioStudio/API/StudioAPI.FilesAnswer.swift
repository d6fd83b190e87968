import ScenarioKit

extension StudioAPI {
    /// `GET /api/files`: the folder, the scenario files the studio lists in it, the apps it
    /// offers and the one a new scenario starts with.
    struct FilesAnswer: Codable, Equatable, Sendable {
        var folder: String
        var files: [String]
        var apps: [String]
        var app: String
    }
}
