import DragDropCore
import Foundation

/// The report formats of `run` (README.md, The command line).
public enum ReportFormat: String, CaseIterable, Sendable {
    case human, json, junit, html
}

extension RunSummary {
    /// The report in `format`; `colour` only matters for `human`; `files`, the scenario files
    /// run, give the HTML report its excerpts of YAML and its step labels; `language` is the
    /// HTML report's.
    public func report(_ format: ReportFormat, colour: Bool = false, files: [ScenarioFile] = [], language: Scenario.Language = .en) -> String {
        switch format {
        case .human: humanReport(colour: colour)
        case .json: jsonReport()
        case .junit: junitReport()
        case .html: HTMLReport(summary: self, files: files, language: language).render()
        }
    }

    /// A line per scenario (✓/✗, name, file), each failure in full under its scenario, and
    /// the counts last.
    ///
    /// Written into one string as it goes: a suite's report is printed after its last
    /// scenario, while nothing else runs, and a line of pieces joined cost several times this.
    public func humanReport(colour: Bool = false) -> String {
        let paint = Paint(enabled: colour)
        // Names, paths, messages and details come from files: escaped before they are painted.
        let safe = PrintableText.escaped
        let passedMark = paint.green("✓") + " "
        let failedMark = paint.red("✗") + " "
        let error = paint.red("error:")
        var report = ""
        report.reserveCapacity(results.count * 96)
        for result in results {
            report += result.status == .passed ? passedMark : failedMark
            report += safe(result.name)
            report += "  "
            report += paint.dim(safe(result.file))
            report += "\n"
            guard result.status != .passed else { continue }
            for failure in result.failures {
                report += "  "
                report += paint.bold(safe(failure.location.description))
                report += ": "
                report += error
                report += " "
                report += safe(failure.message)
                report += "\n"
                for detail in failure.details.map(safe) {
                    report += "      "
                    report += detail.hasPrefix("- ") ? paint.red(detail) : detail.hasPrefix("+ ") ? paint.green(detail) : detail
                    report += "\n"
                }
            }
        }
        report += "\n"
        report += countsLine
        report += "\n"
        return report
    }
}
