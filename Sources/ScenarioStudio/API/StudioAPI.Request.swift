import Foundation
import ScenarioKit

extension StudioAPI {
    /// A request the page sends as a JSON object: decoded whole, then checked against the
    /// studio's limits, so that a malformed one gets a 400 saying which field is wrong.
    ///
    /// Fields the page may leave out have a default (a new file's `path` is empty, `scenario`
    /// is the first, `frame` is the last); the fields a request means nothing without are
    /// required. Keys the studio does not read are ignored.
    protocol Request: Codable, Equatable, Sendable {
        /// Why the decoded request is still refused (an array past its limit); nil when it is not.
        var refusal: String? { get }
    }

    /// `body` read as an `R`, or the 400 message saying what is wrong with it.
    static func decode<R: Request>(_: R.Type, from body: [UInt8]) -> Result<R, Malformed> {
        do {
            let request = try JSONDecoder().decode(R.self, from: Data(body))
            if let refusal = request.refusal { return .failure(Malformed(message: refusal)) }
            return .success(request)
        } catch let error as DecodingError {
            return .failure(Malformed(error))
        } catch {
            return .failure(Malformed(message: "the request holds no JSON object"))
        }
    }

    /// At most `limit` entries of `array`, named `field` in the refusal.
    static func bounded(_ array: [some Any], _ field: String, limit: Int) -> String? {
        array.count > limit ? "the request's '\(field)' holds \(array.count) entries; the studio reads at most \(limit)" : nil
    }
}
