import ScenarioKit

extension StudioAPI {
    /// `/api/source`: add another app's item to scenario `scenario`'s `sources`, with what it
    /// provides. An empty app, item or list of representations is answered 422 (name them).
    struct SourceRequest: Request {
        var text: String
        var scenario = 0
        var app = ""
        var item = ""
        var provides: [Representation] = []

        /// More representations than any item offers.
        static let providesLimit = 20

        var refusal: String? { StudioAPI.bounded(provides, "provides", limit: Self.providesLimit) }

        /// One representation: its type, its value, and its delay in milliseconds (clamped to
        /// an hour; the page sends what its field holds, fractions included).
        struct Representation: Codable, Equatable, Sendable {
            var type: String
            var value = ""
            var after = 0

            static let longestDelay = 3_600_000

            init(type: String, value: String = "", after: Int = 0) {
                self.type = type
                self.value = value
                self.after = after
            }

            init(from decoder: any Decoder) throws {
                let fields = try decoder.container(keyedBy: CodingKeys.self)
                type = try fields.decode(String.self, forKey: .type)
                value = try fields.decode(.value, or: "")
                let delay = try fields.decode(.after, or: 0.0)
                after = Int(max(0, min(delay, Double(Self.longestDelay))))
            }
        }

        init(text: String, scenario: Int = 0, app: String = "", item: String = "", provides: [Representation] = []) {
            self.text = text
            self.scenario = scenario
            self.app = app
            self.item = item
            self.provides = provides
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            text = try fields.decode(String.self, forKey: .text)
            scenario = try fields.wholeNumber(.scenario) ?? 0
            app = try fields.decode(.app, or: "")
            item = try fields.decode(.item, or: "")
            provides = try fields.decode(.provides, or: [])
        }
    }
}
