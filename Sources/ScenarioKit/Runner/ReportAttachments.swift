/// Which scenarios a report carries in full — trace, step marks and pictures (`--attach`):
/// a passing scenario needs none of them to be counted, so a suite's report grows with what
/// failed, not with the suite (a passing scenario's JSON is a few hundred bytes, its pictures
/// tens of kilobytes).
public enum ReportAttachments: String, CaseIterable, Sendable {
    /// Every scenario's trace and pictures.
    case all
    /// Those of scenarios that failed, stopped with an error or crashed (the default).
    case failures
    /// No trace and no picture; the failures' messages and diffs stay.
    case none

    /// Whether a scenario that ended with `status` keeps its trace and pictures.
    public func attaches(_ status: ScenarioResult.Status) -> Bool {
        switch self {
        case .all: true
        case .failures: status != .passed
        case .none: false
        }
    }
}

extension ScenarioResult {
    /// Leaves out the trace, its step marks and the pictures unless `attachments` keeps them
    /// for this result's status.
    public mutating func attach(_ attachments: ReportAttachments) {
        guard !attachments.attaches(status) else { return }
        dropTrace()
        recording = nil
    }

    /// Whether the result carries a trace or pictures to report.
    public var hasAttachments: Bool { !trace.isEmpty || !stepMarks.isEmpty || recording != nil }
}

extension ScenarioResult {
    /// Whether the HTML report quotes the scenario's file for this result: its failures'
    /// lines, or the steps its pictures are labelled with. A bare passing result it does not.
    public var quotesFile: Bool { !failures.isEmpty || hasAttachments }
}

extension RunSummary {
    /// The summary with each result's trace and pictures kept only where `attachments` says.
    public func attaching(_ attachments: ReportAttachments) -> RunSummary {
        guard attachments != .all else { return self }
        var summary = self
        for index in summary.results.indices { summary.results[index].attach(attachments) }
        return summary
    }
}
