import ScenarioKit

extension StudioAPI {
    /// `/api/replay`: replay the pane's `text` as the file `path` (a new file when empty),
    /// scenario `scenario`.
    struct ReplayRequest: Request {
        var path = ""
        var text: String
        var scenario = 0

        var refusal: String? { nil }

        init(path: String = "", text: String, scenario: Int = 0) {
            self.path = path
            self.text = text
            self.scenario = scenario
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            path = try fields.decode(.path, or: "")
            text = try fields.decode(String.self, forKey: .text)
            scenario = try fields.wholeNumber(.scenario) ?? 0
        }
    }
}
