import ScenarioKit

extension StudioAPI {
    /// `/api/target-app`: add another app that accepts `accepts` to scenario `scenario`'s
    /// `targets`. An empty app or list is answered 422 (name them).
    struct TargetAppRequest: Request {
        var text: String
        var scenario = 0
        var app = ""
        var accepts: [String] = []

        /// More types than any app accepts.
        static let acceptsLimit = 20

        var refusal: String? { StudioAPI.bounded(accepts, "accepts", limit: Self.acceptsLimit) }

        init(text: String, scenario: Int = 0, app: String = "", accepts: [String] = []) {
            self.text = text
            self.scenario = scenario
            self.app = app
            self.accepts = accepts
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            text = try fields.decode(String.self, forKey: .text)
            scenario = try fields.wholeNumber(.scenario) ?? 0
            app = try fields.decode(.app, or: "")
            accepts = try fields.decode(.accepts, or: [])
        }
    }
}
