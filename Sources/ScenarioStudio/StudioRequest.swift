import Foundation

/// The fields a page's request may carry, each read leniently: a missing or mistyped field
/// reads as empty, so a bad request gets an answer about its content, never a crash.
struct StudioRequest {
    var path: String
    var text: String
    var scenario: Int
    var x: Double
    var y: Double
    var step: String
    /// The frame the page shows, and the line a recorded step goes after (nil: at the end).
    var frame: Int?
    var afterLine: Int?
    var app: String
    var trace: [String]
    /// The token of a 409 answer, sent back when the user pressed Replace.
    var confirmation: String
    /// An other app's item: its id, and what it provides (type, value, delay in ms).
    var item: String
    var provides: [(type: String, value: String, after: Int)]
    var accepts: [String]

    init(_ fields: [String: Any]) {
        path = fields["path"] as? String ?? ""
        text = fields["text"] as? String ?? ""
        scenario = (fields["scenario"] as? NSNumber).map { Int(truncating: $0) } ?? 0
        x = (fields["x"] as? NSNumber)?.doubleValue ?? 0
        y = (fields["y"] as? NSNumber)?.doubleValue ?? 0
        step = fields["step"] as? String ?? ""
        frame = (fields["frame"] as? NSNumber).map { Int(truncating: $0) }
        afterLine = (fields["after"] as? NSNumber).map { Int(truncating: $0) }
        app = fields["app"] as? String ?? ""
        trace = (fields["trace"] as? [Any] ?? []).compactMap { $0 as? String }.prefix(200).map { $0 }
        confirmation = fields["confirmation"] as? String ?? ""
        item = fields["item"] as? String ?? ""
        provides = (fields["provides"] as? [Any] ?? []).prefix(20).compactMap { entry in
            guard let entry = entry as? [String: Any], let type = entry["type"] as? String, !type.isEmpty else { return nil }
            let after = (entry["after"] as? NSNumber).map { max(0, min(Int(truncating: $0), 3_600_000)) } ?? 0
            return (type, entry["value"] as? String ?? "", after)
        }
        accepts = (fields["accepts"] as? [Any] ?? []).prefix(20).compactMap { $0 as? String }.filter { !$0.isEmpty }
    }
}
