import ScenarioKit

extension StudioAPI {
    /// `/api/target`: what a press at (`x`, `y`) of frame `frame`'s picture aims at (the last
    /// step's picture when `frame` is nil).
    struct TargetRequest: Request {
        var path = ""
        var text: String
        var scenario = 0
        var frame: Int?
        var x: Double
        var y: Double

        var refusal: String? { nil }

        init(path: String = "", text: String, scenario: Int = 0, frame: Int? = nil, x: Double, y: Double) {
            self.path = path
            self.text = text
            self.scenario = scenario
            self.frame = frame
            self.x = x
            self.y = y
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            path = try fields.decode(.path, or: "")
            text = try fields.decode(String.self, forKey: .text)
            scenario = try fields.wholeNumber(.scenario) ?? 0
            frame = try fields.wholeNumber(.frame)
            x = try fields.decode(Double.self, forKey: .x)
            y = try fields.decode(Double.self, forKey: .y)
        }
    }
}
