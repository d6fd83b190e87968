import DragDropCore
import Foundation

/// The human report of `explore`: a line per scenario with its counts, the failing order in
/// full, and the counts of scenarios last.
public struct ExploreReport: Sendable {
    public var results: [(result: ExploreResult, milliseconds: Double)]

    public init(results: [(result: ExploreResult, milliseconds: Double)]) {
        self.results = results
    }

    public var passed: Int { results.count { $0.result.passed } }
    public var failed: Int { results.count - passed }

    /// 0 when every order of every scenario passed, 1 otherwise.
    public var exitCode: Int32 { failed == 0 ? 0 : 1 }

    public func render(colour: Bool = false) -> String {
        let paint = Paint(enabled: colour)
        var lines: [String] = []
        for (result, milliseconds) in results {
            let mark = result.passed ? paint.green("✓") : paint.red("✗")
            let safe = PrintableText.escaped
            lines.append("\(mark) \(safe(result.name))  \(paint.dim(safe(result.file)))")
            lines.append("    " + ExploreReport.counts(result, milliseconds: milliseconds))
            if result.isIncomplete {
                lines.append("    \(paint.red("incomplete:")) stopped at the order limit before every order was tried")
            }
            guard let failure = result.failure else { continue }
            lines.append("    failing order:")
            for (index, work) in failure.order.enumerated() {
                lines.append("      \(index + 1). \(safe(work.label))  (requested \(work.requestedAt)ms, due \(work.dueAt)ms)")
            }
            for problem in failure.result.failures {
                lines.append("    \(paint.bold(safe(problem.location.description))): \(paint.red("error:")) \(safe(problem.message))")
                for detail in problem.details { lines.append("        " + safe(detail)) }
            }
        }
        lines.append("")
        lines.append("\(passed) passed, \(failed) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `6 orders (2 pruned), 9 states in 1.2 ms`.
    static func counts(_ result: ExploreResult, milliseconds: Double) -> String {
        let time = milliseconds < 10 ? String(format: "%.2f", milliseconds) : String(format: "%.0f", milliseconds)
        return "\(result.orders) order\(result.orders == 1 ? "" : "s") (\(result.pruned) pruned), \(result.states) state\(result.states == 1 ? "" : "s") in \(time) ms"
    }
}
