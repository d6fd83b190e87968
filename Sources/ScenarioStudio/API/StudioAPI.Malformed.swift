import ScenarioKit

extension StudioAPI {
    /// Why a request's body is not the request it should be: the 400's message, naming the
    /// field (`provides[2].type`) and what the studio expected there.
    struct Malformed: Error, Equatable, Sendable {
        var message: String

        init(message: String) {
            self.message = message
        }

        init(_ error: DecodingError) {
            switch error {
            case .keyNotFound(let key, let context):
                message = "the request lacks '\(Self.name(context.codingPath + [key]))'"
            case .typeMismatch(_, let context) where context.codingPath.isEmpty:
                message = "the request holds no JSON object"
            case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
                message = "the request's '\(Self.name(context.codingPath))' must be \(Self.kind(type))"
            case .dataCorrupted(let context) where context.codingPath.isEmpty:
                message = "the request holds no JSON object"
            case .dataCorrupted(let context):
                message = "the request's '\(Self.name(context.codingPath))' cannot be read: \(context.debugDescription)"
            @unknown default:
                message = "the request holds no JSON object the studio reads"
            }
        }

        /// `provides[2].type`.
        private static func name(_ path: [any CodingKey]) -> String {
            var name = ""
            for key in path {
                if let index = key.intValue { name += "[\(index)]" } else { name += (name.isEmpty ? "" : ".") + key.stringValue }
            }
            return name
        }

        private static func kind(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Int.Type: "a whole number"
            case is Double.Type: "a number"
            case is Bool.Type: "true or false"
            case is [String].Type: "a list of strings"
            case is [Any].Type: "a list"
            default: "an object"
            }
        }
    }
}
