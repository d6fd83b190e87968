/// JUnit XML as CI systems read it (Jenkins, GitLab, GitHub's test reporters, `junitparser`).
extension RunSummary {
    /// One `testsuite` per file and one `testcase` per scenario, with `time` in seconds, the
    /// scenario's `file` and `line`, and a dotted `classname` from the path; a failed case has
    /// exactly one `failure` (an error stopped one `error`; a crash one `error` of type `crash`) holding every message, so a parser
    /// that recounts the cases agrees with the counts; the trace is in `system-out`.
    public func junitReport() -> String {
        var files: [String] = []
        var byFile: [String: [ScenarioResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"dnd-scenario\" tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"\(errors + crashed)\" skipped=\"0\" time=\"\(Self.seconds(results))\">\n"
        for file in files {
            let suite = byFile[file] ?? []
            let suiteFailed = suite.count { $0.status == .failed }
            let suiteErrors = suite.count { $0.status == .error || $0.status == .crashed }
            xml += "  <testsuite name=\"\(XMLText.escaped(file))\" tests=\"\(suite.count)\" failures=\"\(suiteFailed)\" errors=\"\(suiteErrors)\" skipped=\"0\" time=\"\(Self.seconds(suite))\">\n"
            for result in suite {
                xml += "    <testcase name=\"\(XMLText.escaped(result.name))\" classname=\"\(XMLText.escaped(Self.className(file)))\" "
                xml += "file=\"\(XMLText.escaped(file))\" line=\"\(result.line)\" time=\"\(result.seconds)\">\n"
                if result.status != .passed {
                    let element = result.status == .failed ? "failure" : "error"
                    let type = switch result.status {
                    case .crashed: "crash"
                    case .error: result.failures.last.map { Self.errorKind($0.message) } ?? "error"
                    default: "expectation"
                    }
                    xml += "      <\(element) message=\"\(XMLText.escaped(Self.message(result)))\" type=\"\(XMLText.escaped(type))\">"
                    xml += XMLText.escapedLines(result.failures.map(\.rendered).joined(separator: "\n"))
                    xml += "</\(element)>\n"
                }
                if !result.trace.isEmpty {
                    xml += "      <system-out>" + XMLText.escapedLines(result.trace.map { $0.line + "\n" }.joined()) + "</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// `Scenarios.tutorial.02-move-venice` for `Scenarios/tutorial/02-move-venice.yaml`: the
    /// path without its extension, `./` and leading slashes, folders joined by dots.
    static func className(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
        if let last = parts.last, let dot = last.lastIndex(of: "."), dot > last.startIndex {
            parts[parts.count - 1] = String(last[..<dot])
        }
        return parts.isEmpty ? path : parts.joined(separator: ".")
    }

    /// The failure's `message`: the one message, or the first with how many there are in all.
    static func message(_ result: ScenarioResult) -> String {
        guard let first = result.failures.first else { return result.status.rawValue }
        return result.failures.count == 1 ? first.message : "\(result.failures.count) failures; first: \(first.message)"
    }

    /// `invalid-step` for `invalid-step: drop: …`.
    static func errorKind(_ message: String) -> String {
        let kind = message.prefix { $0 != ":" }
        return kind.isEmpty || kind.contains(" ") ? "error" : String(kind)
    }

    /// The sum of the durations, in seconds.
    static func seconds(_ results: [ScenarioResult]) -> String {
        ScenarioResult(file: "", name: "", status: .passed, duration: results.reduce(.zero) { $0 + $1.duration }).seconds
    }
}
