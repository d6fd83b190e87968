/// The JSON report (SCENARIOS.md §8), with each scenario's line, tags and duration added.
extension RunSummary {
    /// `{"passed": N, "failed": N, "errors": N, "scenarios": [...]}`, keys in that order, with
    /// `"crashed": N` after `errors` when a scenario crashed (status `crashed`); each
    /// scenario `{"file", "name", "line", "status", "tags", "duration", "failures"}`, the
    /// duration in seconds of wall time (the one value that differs between runs).
    public func jsonReport() -> String {
        let scenarios = results.map { result in
            let failures = result.failures.map { failure in
                let message = ([failure.message] + failure.details).joined(separator: "\n")
                return "{\"message\": \(JSONText.quoted(message)), \"line\": \(failure.location.line), \"column\": \(failure.location.column)}"
            }
            let tags = result.tags.map(JSONText.quoted).joined(separator: ", ")
            return "    {\"file\": \(JSONText.quoted(result.file)), \"name\": \(JSONText.quoted(result.name)), \"line\": \(result.line), "
                + "\"status\": \"\(result.status.rawValue)\", \"tags\": [\(tags)], \"duration\": \(result.seconds), "
                + "\"failures\": [\(failures.joined(separator: ", "))]}"
        }
        let list = scenarios.isEmpty ? "[]" : "[\n" + scenarios.joined(separator: ",\n") + "\n  ]"
        // `crashed` only when a scenario crashed, so that reports without crashes keep their bytes.
        let crashes = crashed > 0 ? "\n  \"crashed\": \(crashed)," : ""
        return "{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"errors\": \(errors),\(crashes)\n  \"scenarios\": \(list)\n}\n"
    }
}
