import Foundation

/// The report formats of `run` (SCENARIOS.md §8).
public enum ReportFormat: String, CaseIterable, Sendable {
    case human, json, junit
}

extension RunSummary {
    /// The report in `format`; `colour` only matters for `human`.
    public func report(_ format: ReportFormat, colour: Bool = false) -> String {
        switch format {
        case .human: humanReport(colour: colour)
        case .json: jsonReport()
        case .junit: junitReport()
        }
    }

    /// A line per scenario (✓/✗, name, file), each failure in full under its scenario, and
    /// the counts last.
    public func humanReport(colour: Bool = false) -> String {
        let paint = Paint(enabled: colour)
        var lines: [String] = []
        for result in results {
            switch result.status {
            case .passed:
                lines.append("\(paint.green("✓")) \(result.name)  \(paint.dim(result.file))")
            case .failed, .error, .crashed:
                lines.append("\(paint.red("✗")) \(result.name)  \(paint.dim(result.file))")
                for failure in result.failures {
                    lines.append("  \(paint.bold(failure.location.description)): \(paint.red("error:")) \(failure.message)")
                    for detail in failure.details {
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

    /// `{"passed": N, "failed": N, "errors": N, "scenarios": [...]}`, keys in that order.
    public func jsonReport() -> String {
        let scenarios = results.map { result in
            let failures = result.failures.map { failure in
                let message = ([failure.message] + failure.details).joined(separator: "\n")
                return "{\"message\": \(JSONText.quoted(message)), \"line\": \(failure.location.line), \"column\": \(failure.location.column)}"
            }
            return "    {\"file\": \(JSONText.quoted(result.file)), \"name\": \(JSONText.quoted(result.name)), "
                + "\"status\": \"\(result.status.rawValue)\", \"failures\": [\(failures.joined(separator: ", "))]}"
        }
        let list = scenarios.isEmpty ? "[]" : "[\n" + scenarios.joined(separator: ",\n") + "\n  ]"
        let crashes = crashed > 0 ? "\n  \"crashed\": \(crashed)," : ""
        return "{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"errors\": \(errors),\(crashes)\n  \"scenarios\": \(list)\n}\n"
    }

    /// JUnit XML: one `testsuite` per file, one `testcase` per scenario, a `failure` per
    /// failed expectation and an `error` for a scenario stopped by an error.
    public func junitReport() -> String {
        var files: [String] = []
        var byFile: [String: [ScenarioResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"dnd-scenario\" tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"\(errors + crashed)\">\n"
        for file in files {
            let suite = byFile[file] ?? []
            let suiteFailed = suite.count { $0.status == .failed }
            let suiteErrors = suite.count { $0.status == .error || $0.status == .crashed }
            xml += "  <testsuite name=\"\(XMLText.escaped(file))\" tests=\"\(suite.count)\" failures=\"\(suiteFailed)\" errors=\"\(suiteErrors)\" skipped=\"0\">\n"
            for result in suite {
                let head = "    <testcase name=\"\(XMLText.escaped(result.name))\" classname=\"\(XMLText.escaped(file))\""
                guard result.status != .passed else {
                    xml += head + "/>\n"
                    continue
                }
                xml += head + ">\n"
                let element = result.status == .failed ? "failure" : "error"
                let type = switch result.status {
                case .crashed: "crash"
                case .error: "error"
                default: "expectation"
                }
                for failure in result.failures {
                    xml += "      <\(element) message=\"\(XMLText.escaped(failure.message))\" type=\"\(type)\">"
                    xml += XMLText.escaped(failure.rendered)
                    xml += "</\(element)>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}
