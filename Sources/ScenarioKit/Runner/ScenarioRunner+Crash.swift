import DragDropCore
import YAMLReader

extension ScenarioRunner {
    /// The result of a run that `crash` ended, judged against the scenario's expectations.
    ///
    /// Unexpected, it is `crashed` at the step's line (or the last step's, "settling after the
    /// last step"), with the runtime's message, the signal, and the last lines of the trace.
    /// Expected (`error: {kind: crash, message: PATTERN}`), it passes when the message
    /// matches; the final state is gone with the process, so any other final expectation
    /// fails as one that cannot be checked. A crash while the runner checks expectations is
    /// the runner's own bug, and says so: no expectation can pin it.
    public func result(of crash: ScenarioCrash, scenario: Scenario, file: String) -> ScenarioResult {
        var result = judge(crash, scenario: scenario, file: file)
        result.line = scenario.location.line
        result.tags = scenario.tags
        result.duration = crash.duration
        result.stepMarks = crash.stepStarts.map { start in
            start.step < scenario.steps.count
                ? StepMark(traceIndex: start.traceIndex, stepAt: start.step, of: scenario.steps)
                : StepMark(traceIndex: start.traceIndex, step: nil)
        }
        return result
    }

    private func judge(_ crash: ScenarioCrash, scenario: Scenario, file: String) -> ScenarioResult {
        var failures = crash.failures
        let lastStep = scenario.steps.last?.location ?? scenario.location
        let location: SourceLocation
        let during: String
        var isRunnerBug = false
        // A step a fragment brought in is located inside the fragment and at each `use` that
        // brought it, as a failing step is.
        var usedAt: [SourceLocation] = []
        switch crash.phase {
        case .launching:
            location = scenario.location
            during = "launching the app: "
        case .step(let index) where index >= scenario.steps.count:
            location = lastStep
            usedAt = scenario.steps.last?.usedAt ?? []
            during = Self.settlingAfterLastStep + ": "
        case .settling:
            location = lastStep
            usedAt = scenario.steps.last?.usedAt ?? []
            during = Self.settlingAfterLastStep + ": "
        case .step(let index):
            let step = scenario.steps.indices.contains(index) ? scenario.steps[index] : nil
            location = step?.location ?? lastStep
            usedAt = step?.usedAt ?? []
            during = ""
            if case .expect = step?.kind { isRunnerBug = true }
        case .checking:
            location = scenario.expect?.entries.first?.location ?? scenario.location
            during = ""
            isRunnerBug = true
        }
        let described = crash.message.map { "\($0) (\(crash.ending))" } ?? crash.ending
        if isRunnerBug {
            failures.append(ScenarioFailure(location: location, message: Self.runnerCrashed(described)).used(at: usedAt).adding(Self.traceTail(crash.trace)))
            return ScenarioResult(file: file, name: scenario.name, status: .crashed, failures: failures, trace: crash.trace)
        }
        guard let expected = scenario.expect?.error else {
            failures.append(ScenarioFailure(location: location, message: "crash: \(during)\(described)").used(at: usedAt).adding(Self.traceTail(crash.trace)))
            return ScenarioResult(file: file, name: scenario.name, status: .crashed, failures: failures, trace: crash.trace)
        }
        let entries = scenario.expect?.entries ?? []
        let errorLocation = entries.first { if case .error = $0.kind { true } else { false } }?.location ?? scenario.location
        let matches = expected.kind == .crash
            && (expected.message.map(crash.matches) ?? true)
        if matches {
            for entry in entries where entry.kind.name != "error" {
                failures.append(ScenarioFailure(location: entry.location, message: Self.uncheckable(entry.kind.name, when: during.isEmpty ? "at line \(location.line)" : Self.settlingAfterLastStep)))
            }
        } else {
            let wanted = expected.kind.rawValue + (expected.message.map { " '\($0)'" } ?? "")
            failures.append(ScenarioFailure(
                location: errorLocation,
                message: "expected error \(wanted), the run stopped with another",
                details: ["- \(wanted)", "+ crash '\(crash.matchedMessage)' " + (during.isEmpty ? "at line \(location.line)" : Self.settlingAfterLastStep)]
            ))
        }
        return ScenarioResult(file: file, name: scenario.name, status: failures.isEmpty ? .passed : .failed, failures: failures, trace: crash.trace)
    }

    /// The last lines of the trace before a crash, for the report.
    static func traceTail(_ trace: [TraceEvent], count: Int = 5) -> [String] {
        guard !trace.isEmpty else { return ["nothing was traced before the crash"] }
        let shown = trace.suffix(count)
        let heading = shown.count == trace.count ? "the trace up to the crash:" : "the trace up to the crash, last \(shown.count) of \(trace.count) lines:"
        return [heading] + shown.map { "  " + $0.line }
    }

    static func runnerCrashed(_ described: String) -> String {
        "dnd-scenario itself crashed checking expectations: \(described); this is a bug in dnd-scenario, not in the app under test"
    }

    package static func uncheckable(_ key: String, when: String) -> String {
        "'\(key)' cannot be checked: the app crashed \(when), and its state went with it"
    }
}
