import DragDropCore

/// The trace cut by what caused it, from the runner's step marks: the callbacks of the
/// launch, of each step, and of the settle after the last step.
extension ScenarioResult {
    /// Who made a run of trace events.
    public enum Cause: Hashable, Sendable {
        case launch
        /// The step at this index of `Scenario.steps`.
        case step(Int)
        case settle
    }

    /// The trace cut by cause, in order; causes that made no event are left out.
    public var traceGroups: [(cause: Cause, events: ArraySlice<TraceEvent>)] {
        var starts: [(Cause, Int)] = [(.launch, 0)]
        for (position, mark) in stepMarks.enumerated() {
            starts.append((mark.isSettle ? .settle : .step(position), mark.traceIndex))
        }
        var groups: [(cause: Cause, events: ArraySlice<TraceEvent>)] = []
        for (position, (cause, start)) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1].1 : trace.count
            let lower = min(max(start, 0), trace.count), upper = min(max(end, lower), trace.count)
            if upper > lower { groups.append((cause, trace[lower..<upper])) }
        }
        return groups
    }

    /// The steps that ran, from the step marks: what labels a report's bands.
    public var stepsRun: [Step] { stepMarks.compactMap(\.step) }
}
