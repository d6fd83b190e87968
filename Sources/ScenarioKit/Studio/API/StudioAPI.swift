import Foundation

/// The studio's HTTP API as types: one `Codable` type per request the page sends and per
/// answer it reads, so that the page's JSON has one definition on the server's side and a
/// malformed request is told what is wrong with it instead of being guessed at.
///
/// The answers to a replay live here, beside `StudioReplay`, because a replay worker process
/// writes them whole and the studio only passes them on; the requests and the studio's other
/// answers extend this namespace in ScenarioStudio.
public enum StudioAPI {
    /// `value` as the page reads it: JSON, keys sorted so that an answer is the same bytes
    /// every time.
    public static func json(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Only a number that is not finite fails to encode; no answer holds one.
        return (try? Array(encoder.encode(value))) ?? Array(#"{"error":"the studio could not write its answer as JSON"}"#.utf8)
    }
}
