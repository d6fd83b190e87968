import DragDropCore

/// What a recording replay saw: where each step's trace begins, and the app drawn at launch,
/// after every step and at the end. Reports use it to put pictures beside expectations and to
/// group callbacks under the step that caused them.
///
/// Steps are numbered as the runner numbers them (`Scenario.steps`' indices), so a scenario
/// built from several files groups the same way.
public struct Recording: Sendable {
    /// One step that ran.
    public struct Step: Sendable {
        /// Its index in `Scenario.steps`.
        public var index: Int
        /// The index in the trace of the first event it made.
        public var traceStart: Int
        /// The app after the step (after its check, for an `expect` step); nil when the step
        /// stopped the run with an error, or the app cannot draw itself.
        public var picture: Picture?

        public init(index: Int, traceStart: Int, picture: Picture? = nil) {
            self.index = index
            self.traceStart = traceStart
            self.picture = picture
        }
    }

    /// The app right after launch, once the work due at once has run.
    public var launch: Picture?
    /// The steps that ran, in order.
    public var steps: [Step]
    /// Where the settle after the last step begins in the trace.
    public var settleStart: Int?
    /// The app when the final `expect` is checked (or when the run stopped).
    public var end: Picture?

    public init(launch: Picture? = nil, steps: [Step] = [], settleStart: Int? = nil, end: Picture? = nil) {
        self.launch = launch
        self.steps = steps
        self.settleStart = settleStart
        self.end = end
    }

    /// Who made a run of trace events: the launch, a step, or the settle after the last step.
    public enum Cause: Hashable, Sendable {
        case launch
        case step(Int)
        case settle
    }

    /// The trace cut by cause, in order; causes that made no event are left out.
    public func groups(of trace: [TraceEvent]) -> [(cause: Cause, events: ArraySlice<TraceEvent>)] {
        var starts: [(Cause, Int)] = [(.launch, 0)]
        starts += steps.map { (.step($0.index), $0.traceStart) }
        if let settleStart { starts.append((.settle, settleStart)) }
        var groups: [(cause: Cause, events: ArraySlice<TraceEvent>)] = []
        for (position, (cause, start)) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1].1 : trace.count
            let lower = min(max(start, 0), trace.count), upper = min(max(end, lower), trace.count)
            if upper > lower { groups.append((cause, trace[lower..<upper])) }
        }
        return groups
    }
}
