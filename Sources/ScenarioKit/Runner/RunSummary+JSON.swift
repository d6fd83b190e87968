import DragDropCore

/// The JSON report (docs/CI.md, The JSON report), with what `merge` needs to put the reports of a
/// suite's shards back together as the report of one whole run.
extension RunSummary {
    /// One object, keys in this order, every key present whatever the counts:
    /// `passed`, `failed`, `errors`, `crashed`; the run's scope — `suite` (its identity),
    /// `paths`, `selected` (scenarios before sharding), `shard` (`{"index", "count", "by"}`
    /// or null); then `scenarios`, one line each: `position` (its place among the selected),
    /// `file`, `name`, `line`, `digest` (of the file as the run read it, `SourceDigest`; absent
    /// when not known), `status`, `tags`, `duration` (seconds of wall time, the one
    /// value that differs between runs), `failures` (`{"message", "line", "column", "file",
    /// "details"}`, the message followed by its details, one per line, as before details
    /// had a key of their own), `trace` (`{"time", "role", "text"}`), `steps` (where each
    /// step's events begin in the trace), `settle` (where the settle's begin, or null) and
    /// `pictures` (the app drawn at launch, after steps and at the end; null when not drawn).
    /// The last four only for a scenario the run attached (`ReportAttachments`: by default
    /// those that did not pass), so that a passing scenario takes a few hundred bytes.
    public func jsonReport() -> String {
        let scope = self.scope ?? RunScope(wholeRunOf: results)
        var json = "{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"errors\": \(errors),\n  \"crashed\": \(crashed),\n"
        json += "  \"suite\": \"\(scope.suite)\",\n"
        json += "  \"paths\": [" + scope.paths.map(JSONText.quoted).joined(separator: ", ") + "],\n"
        json += "  \"selected\": \(scope.selected),\n"
        if let shard = scope.shard {
            json += "  \"shard\": {\"index\": \(shard.index), \"count\": \(shard.count), \"by\": \"\(shard.balance.name)\"},\n"
        } else {
            json += "  \"shard\": null,\n"
        }
        guard !results.isEmpty else { return json + "  \"scenarios\": []\n}\n" }
        json += "  \"scenarios\": [\n"
        for (offset, result) in results.enumerated() {
            let position = scope.positions.indices.contains(offset) ? scope.positions[offset] : offset
            json += "    "
            Self.write(result, position: position, into: &json)
            json += offset == results.count - 1 ? "\n" : ",\n"
        }
        return json + "  ]\n}\n"
    }

    private static func write(_ result: ScenarioResult, position: Int, into json: inout String) {
        json += "{\"position\": \(position), \"file\": \(JSONText.quoted(result.file)), \"name\": \(JSONText.quoted(result.name)), \"line\": \(result.line), "
        if let digest = result.digest { json += "\"digest\": \(JSONText.quoted(digest)), " }
        json += "\"status\": \"\(result.status.rawValue)\", \"tags\": [\(result.tags.map(JSONText.quoted).joined(separator: ", "))], \"duration\": \(result.seconds), "
        json += "\"failures\": [" + result.failures.map(failure).joined(separator: ", ") + "]"
        // A passing scenario, unless `--attach all`, is its counts' worth: no trace, no pictures.
        guard result.hasAttachments else { return json += "}" }
        json += ", \"trace\": [" + result.trace.map(event).joined(separator: ", ") + "], "
        json += "\"steps\": [" + result.stepMarks.filter { !$0.isSettle }.map { String($0.traceIndex) }.joined(separator: ", ") + "], "
        json += "\"settle\": " + (result.stepMarks.first(where: \.isSettle).map { String($0.traceIndex) } ?? "null") + ", "
        json += "\"pictures\": " + (result.recording.map(recording) ?? "null") + "}"
    }

    private static func failure(_ failure: ScenarioFailure) -> String {
        let message = ([failure.message] + failure.details).joined(separator: "\n")
        return "{\"message\": \(JSONText.quoted(message)), \"line\": \(failure.location.line), \"column\": \(failure.location.column), "
            + "\"file\": \(JSONText.quoted(failure.location.file)), \"details\": [\(failure.details.map(JSONText.quoted).joined(separator: ", "))]}"
    }

    private static func event(_ event: TraceEvent) -> String {
        "{\"time\": \(event.time), \"role\": \(JSONText.quoted(event.role)), \"text\": \(JSONText.quoted(event.text))}"
    }

    private static func recording(_ recording: Recording) -> String {
        let steps = recording.afterStep.sorted { $0.key < $1.key }.map { "{\"step\": \($0.key), \"picture\": \($0.value.json)}" }
        let within = recording.withinStep.sorted { $0.key < $1.key }.map { "{\"step\": \($0.key), \"pictures\": [\($0.value.map(\.json).joined(separator: ", "))]}" }
        return "{\"launch\": \(recording.launch?.json ?? "null"), \"afterStep\": [\(steps.joined(separator: ", "))], \"withinStep\": [\(within.joined(separator: ", "))], \"end\": \(recording.end?.json ?? "null")}"
    }
}
