import DragDropCore

/// Where a step's callbacks begin in a run's trace: everything from `traceIndex` up to the
/// next mark is what the step caused.
public struct StepMark: Sendable {
    public var traceIndex: Int
    /// Where the step is: the runner marks every step of a scenario, and a mark that names
    /// its step in the scenario's list shares the list instead of copying the step.
    private var source: Source

    private enum Source: Sendable {
        case settle
        case step(Step)
        case inList([Step], index: Int)
    }

    public init(traceIndex: Int, step: Step?) {
        self.traceIndex = traceIndex
        self.source = step.map { .step($0) } ?? .settle
    }

    /// The mark of the step at `index` of `steps`.
    package init(traceIndex: Int, stepAt index: Int, of steps: [Step]) {
        self.traceIndex = traceIndex
        self.source = steps.indices.contains(index) ? .inList(steps, index: index) : .settle
    }

    /// The step, or nil for the settle after the last step.
    public var step: Step? {
        get {
            switch source {
            case .settle: nil
            case .step(let step): step
            case .inList(let steps, let index): steps[index]
            }
        }
        set { source = newValue.map { .step($0) } ?? .settle }
    }

    /// Whether the mark is the settle after the last step, without taking out the step.
    package var isSettle: Bool {
        if case .settle = source { true } else { false }
    }

    /// `# a.yaml:12  touch: {cell: 2}`, with the uses that brought the step in; `# settle`
    /// for the settle after the last step.
    public var header: String {
        guard let step else { return "# settle after the last step" }
        let place = "\(step.location.file):\(step.location.line)"
        let uses = step.usedAt.map { " (used at \($0.file):\($0.line))" }.joined()
        return PrintableText.escaped("# \(place)  \(step.text)\(uses)")
    }
}

extension ScenarioResult {
    /// The trace with a header before each step's callbacks (`# launch` first), as
    /// `trace --steps` prints it.
    public var traceWithSteps: [String] {
        var lines: [String] = []
        var next = 0
        let width = TraceEvent.roleWidth(of: trace)
        func take(upTo end: Int) {
            while next < min(end, trace.count) {
                lines.append(trace[next].line(roleWidth: width))
                next += 1
            }
        }
        if stepMarks.first?.traceIndex ?? trace.count > 0 { lines.append("# launch") }
        for mark in stepMarks {
            take(upTo: mark.traceIndex)
            lines.append(mark.header)
        }
        take(upTo: trace.count)
        return lines
    }
}
