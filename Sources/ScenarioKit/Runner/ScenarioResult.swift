import DragDropCore
import YAMLReader

/// What replaying one scenario came to: its status, every failure, and the trace it made.
public struct ScenarioResult: Sendable {
    public enum Status: String, Sendable {
        /// `crashed`: the app under test trapped, which ended the worker process running it.
        case passed, failed, error, crashed
    }

    public var file: String
    public var name: String
    public var status: Status
    public var failures: [ScenarioFailure]
    public var trace: [TraceEvent]
    /// The line of the scenario's mapping in `file`, for reports that point at it (JUnit's `line`).
    public var line: Int
    public var tags: [String]
    /// Wall time the replay took. Not deterministic: reports that must be byte for byte the
    /// same from run to run (human, traces) leave it out.
    public var duration: Duration
    /// What a recording runner saw (`ScenarioRunner.records`); nil otherwise.
    public var recording: Recording?
    /// Golden traces written while checking, outside CI.
    public var goldenWrites: [GoldenWrite] = []
    /// Where each step's callbacks begin in `trace`, for `trace --steps`.
    public var stepMarks: [StepMark] = []
    /// The digest of the scenario's file as the run read it (`SourceDigest`), for the JSON
    /// and HTML reports: `show-report` says when a file changed since; nil when not known.
    public var digest: String?

    public init(
        file: String, name: String, status: Status, failures: [ScenarioFailure] = [], trace: [TraceEvent] = [],
        line: Int = 1, tags: [String] = [], duration: Duration = .zero, recording: Recording? = nil
    ) {
        self.file = file
        self.name = name
        self.status = status
        self.failures = failures
        self.trace = trace
        self.line = line
        self.tags = tags
        self.duration = duration
        self.recording = recording
    }

    /// The duration in seconds to the microsecond, as JUnit's `time` and the JSON report give
    /// it: `0.000412` (a scenario often takes less than a millisecond).
    public var seconds: String {
        let (whole, attoseconds) = duration.components
        let microseconds = max(0, whole) * 1_000_000 + max(0, attoseconds) / 1_000_000_000_000
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// One failed expectation or the error that stopped a scenario, at the line that says so.
public struct ScenarioFailure: Equatable, Sendable {
    public var location: SourceLocation
    /// One line: what was expected and what was found, or the error.
    public var message: String
    /// A diff of expected against actual, or both values, one line each.
    public var details: [String]

    public init(location: SourceLocation, message: String, details: [String] = []) {
        self.location = location
        self.message = message
        self.details = details
    }

    /// The failure of a step a fragment brought in: each `use` that did is named after the details.
    func used(at uses: [SourceLocation]) -> ScenarioFailure {
        var failure = self
        failure.details += uses.map { "(in a fragment used at \($0))" }
        return failure
    }

    /// The failure with `details` after its own.
    func adding(_ details: [String]) -> ScenarioFailure {
        var failure = self
        failure.details += details
        return failure
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, then the details indented.
    public var rendered: String {
        ([("\(location): error: \(message)")] + details.map { "    " + $0 }).joined(separator: "\n")
    }
}

/// A run of many scenarios: the counts every report shows.
public struct RunSummary: Sendable {
    public var results: [ScenarioResult]
    /// What part of which suite the results cover, for the JSON report that `merge` reads;
    /// nil for a summary made without a selection (the JSON report takes it for a whole run).
    public var scope: RunScope?

    public init(results: [ScenarioResult], scope: RunScope? = nil) {
        self.results = results
        self.scope = scope
    }

    public var passed: Int { count(.passed) }
    public var failed: Int { count(.failed) }
    public var errors: Int { count(.error) }
    public var crashed: Int { count(.crashed) }

    /// How many results have `status`, each looked at in place: a closure given each result
    /// copied it, every string and list in it retained and released.
    private func count(_ status: ScenarioResult.Status) -> Int {
        var count = 0
        for index in results.indices where results[index].status == status { count += 1 }
        return count
    }

    /// `N passed, N failed`, with `, N errors` (`1 error`) and `, N crashed` when there are any.
    public var countsLine: String {
        var line = "\(passed) passed, \(failed) failed"
        if errors > 0 { line += ", \(errors) error\(errors == 1 ? "" : "s")" }
        if crashed > 0 { line += ", \(crashed) crashed" }
        return line
    }

    /// 0 when everything passed, 1 otherwise (README.md, The command line).
    public var exitCode: Int32 { passed == results.count ? 0 : 1 }
}

extension ScenarioResult {
    /// Leaves out the trace, and the step marks that point into it, for a report that shows
    /// neither: a worker sends less, and the parent copies no steps into marks.
    package mutating func dropTrace() {
        trace = []
        stepMarks = []
    }
}
