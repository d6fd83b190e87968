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

extension KeyedDecodingContainer {
    /// The field at `key`, or `fallback` when it is missing or null; a value of another type
    /// is still an error.
    func decode<T: Decodable>(_ key: Key, or fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback
    }

    /// The whole number at `key`, nil when it is missing or null. A fraction, a number past
    /// 2^53 or a value of another type is refused as not a whole number (the decoder's own
    /// error for `1.5` names no field).
    func wholeNumber(_ key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        guard let number = try? decode(Double.self, forKey: key), number.rounded() == number, abs(number) <= 9_007_199_254_740_992 else {
            throw DecodingError.typeMismatch(Int.self, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "not a whole number"))
        }
        return Int(number)
    }
}
