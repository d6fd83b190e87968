import ScenarioKit

extension StudioAPI {
    /// `/api/template`: a new scenario for `app` (the studio's own app when empty).
    struct TemplateRequest: Request {
        var app = ""

        var refusal: String? { nil }

        init(app: String = "") {
            self.app = app
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            app = try fields.decode(.app, or: "")
        }
    }
}
