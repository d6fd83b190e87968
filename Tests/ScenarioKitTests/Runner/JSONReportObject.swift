import Foundation

/// A JSON report parsed back into plain objects, for tests that check what a run wrote: its
/// counts and its scenarios' fields.
struct JSONReportObject {
    /// Text that is not a JSON object with a `scenarios` array.
    struct NotAReport: Error, CustomStringConvertible {
        var description: String
    }

    let object: [String: Any]
    let scenarios: [[String: Any]]

    init(_ text: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let scenarios = object["scenarios"] as? [[String: Any]]
        else { throw NotAReport(description: "not a JSON report with scenarios: \(text.prefix(200))") }
        self.object = object
        self.scenarios = scenarios
    }

    /// The counts `passed`, `failed` and `errors`, in that order.
    var counts: [Int?] { ["passed", "failed", "errors"].map { object[$0] as? Int } }

    /// Each scenario's `status`, in order.
    var statuses: [String?] { scenarios.map { $0["status"] as? String } }
}
