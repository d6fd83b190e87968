import ScenarioKit

extension StudioAPI {
    /// `/api/pictures` of a served report: draw the passing scenario `scenario` of the file
    /// `file`, as the report names them.
    struct PicturesRequest: Request {
        var file: String
        var scenario: String

        var refusal: String? { nil }
    }
}
