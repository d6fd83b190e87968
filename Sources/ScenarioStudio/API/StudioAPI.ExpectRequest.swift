import ScenarioKit

extension StudioAPI {
    /// `/api/expect`: the steps that pin frame `frame` (the last step when nil), with the
    /// trace lines the user picked as lines its trace must contain.
    struct ExpectRequest: Request {
        var path = ""
        var text: String
        var scenario = 0
        var frame: Int?
        var trace: [String] = []

        /// More lines than anyone picks by hand.
        static let traceLimit = 200

        var refusal: String? { StudioAPI.bounded(trace, "trace", limit: Self.traceLimit) }

        init(path: String = "", text: String, scenario: Int = 0, frame: Int? = nil, trace: [String] = []) {
            self.path = path
            self.text = text
            self.scenario = scenario
            self.frame = frame
            self.trace = trace
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            path = try fields.decode(.path, or: "")
            text = try fields.decode(String.self, forKey: .text)
            scenario = try fields.wholeNumber(.scenario) ?? 0
            frame = try fields.wholeNumber(.frame)
            trace = try fields.decode(.trace, or: [])
        }
    }
}
