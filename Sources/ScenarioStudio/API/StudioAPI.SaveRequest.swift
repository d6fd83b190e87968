import ScenarioKit

extension StudioAPI {
    /// `/api/save`: write `text` to the folder's file `path`; onto an existing file only with
    /// the `confirmation` of the 409 that asked (sent back when the user pressed Replace).
    struct SaveRequest: Request {
        var path: String
        var text: String
        var confirmation = ""

        var refusal: String? { nil }

        init(path: String, text: String, confirmation: String = "") {
            self.path = path
            self.text = text
            self.confirmation = confirmation
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            path = try fields.decode(String.self, forKey: .path)
            text = try fields.decode(String.self, forKey: .text)
            confirmation = try fields.decode(.confirmation, or: "")
        }
    }
}
