import ScenarioKit

extension StudioAPI {
    /// `/api/append`: write `step` into scenario `scenario` of `text`, after the step at line
    /// `after` (at the end when nil).
    struct AppendRequest: Request {
        var text: String
        var scenario = 0
        var step: String
        var after: Int?

        var refusal: String? { nil }

        init(text: String, scenario: Int = 0, step: String, after: Int? = nil) {
            self.text = text
            self.scenario = scenario
            self.step = step
            self.after = after
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            text = try fields.decode(String.self, forKey: .text)
            scenario = try fields.wholeNumber(.scenario) ?? 0
            step = try fields.decode(String.self, forKey: .step)
            after = try fields.wholeNumber(.after)
        }
    }
}
