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
    var app: String
    var trace: [String]
    var replace: Bool

    init(_ fields: [String: Any]) {
        path = fields["path"] as? String ?? ""
        text = fields["text"] as? String ?? ""
        scenario = (fields["scenario"] as? NSNumber).map { Int(truncating: $0) } ?? 0
        x = (fields["x"] as? NSNumber)?.doubleValue ?? 0
        y = (fields["y"] as? NSNumber)?.doubleValue ?? 0
        step = fields["step"] as? String ?? ""
        app = fields["app"] as? String ?? ""
        trace = (fields["trace"] as? [Any] ?? []).compactMap { $0 as? String }.prefix(200).map { $0 }
        replace = fields["replace"] as? Bool ?? false
    }
}
