import ScenarioKit

extension StudioAPI {
    /// `/api/stamp`: when the file shown last changed, to reload it when it changed on disk.
    struct StampRequest: Request {
        var path: String

        var refusal: String? { nil }
    }
}
