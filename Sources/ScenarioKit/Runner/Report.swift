import Foundation

/// The report formats of `run` (SCENARIOS.md §8).
public enum ReportFormat: String, CaseIterable, Sendable {
    case human, json, junit, html
}

extension RunSummary {
    /// The report in `format`; `colour` only matters for `human`; `files`, the scenario files
    /// run, give the HTML report its excerpts of YAML and its step labels.
    public func report(_ format: ReportFormat, colour: Bool = false, files: [ScenarioFile] = []) -> String {
        switch format {
        case .human: humanReport(colour: colour)
        case .json: jsonReport()
        case .junit: junitReport()
        case .html: HTMLReport(summary: self, files: files).render()
        }
    }

    /// A line per scenario (✓/✗, name, file), each failure in full under its scenario, and
    /// the counts last.
    public func humanReport(colour: Bool = false) -> String {
        let paint = Paint(enabled: colour)
        var lines: [String] = []
        // Names, paths, messages and details come from files: escaped before they are painted.
        let safe = TerminalText.escaped
        for result in results {
            switch result.status {
            case .passed:
                lines.append("\(paint.green("✓")) \(safe(result.name))  \(paint.dim(safe(result.file)))")
            case .failed, .error, .crashed:
                lines.append("\(paint.red("✗")) \(safe(result.name))  \(paint.dim(safe(result.file)))")
                for failure in result.failures {
                    lines.append("  \(paint.bold(safe(failure.location.description))): \(paint.red("error:")) \(safe(failure.message))")
                    for detail in failure.details.map(safe) {
                        let painted = detail.hasPrefix("- ") ? paint.red(detail) : detail.hasPrefix("+ ") ? paint.green(detail) : detail
                        lines.append("      " + painted)
                    }
                }
            }
        }
        lines.append("")
        lines.append(countsLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
