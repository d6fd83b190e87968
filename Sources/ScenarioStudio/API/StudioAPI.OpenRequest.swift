import ScenarioKit

extension StudioAPI {
    /// `/api/open`: the folder's file to show in the pane.
    struct OpenRequest: Request {
        var path: String

        var refusal: String? { nil }
    }
}
