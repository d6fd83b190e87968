/// The app drawn as a replay went: at launch, after the steps the reports show it after,
/// and at the end, for the HTML report and the walkthrough. Which callbacks each step caused
/// is the result's `stepMarks`.
///
/// Steps are numbered as the runner numbers them (`Scenario.steps`' indices), so a scenario
/// with steps spliced in from fragments lines up the same way.
public struct Recording: Equatable, Sendable {
    /// The app right after launch, once the work due at once has run.
    public var launch: Picture?
    /// The app after each step of `stepsDrawn` that ran, by step index (after its check, for
    /// an `expect` step); none for a step that stopped the run with an error, nor once the
    /// scenario's pictures hold `shapeBudget` shapes.
    public var afterStep: [Int: Picture]
    /// The app inside a `reorder` step, after each of its `via` points, by step index: the
    /// cells shifting while the item moves (seed 004). Drawn within `shapeBudget` too.
    public var withinStep: [Int: [Picture]]
    /// The app when the final `expect` is checked (or when the run stopped).
    public var end: Picture?

    public init(launch: Picture? = nil, afterStep: [Int: Picture] = [:], withinStep: [Int: [Picture]] = [:], end: Picture? = nil) {
        self.launch = launch
        self.afterStep = afterStep
        self.withinStep = withinStep
        self.end = end
    }

    /// The shapes one scenario's pictures may hold, launch and steps together, before no
    /// more are drawn but the end: a report of a few megabytes at most.
    public static let shapeBudget = 50_000

    /// The steps after which the reports show the app: each `expect` step (the HTML report),
    /// each step before a drag, a reorder or a relaunch starts (the walkthrough's picture
    /// between two of them), and each step that changes what drag and drop puts on the screen
    /// (`changesScreenMidDrag`: the walkthrough's pictures mid-drag). Only these are drawn: a
    /// picture after every step cost as many pictures as steps.
    public static func stepsDrawn(in steps: [Step]) -> Set<Int> {
        var drawn: Set<Int> = []
        for (index, step) in steps.enumerated() {
            if case .expect = step.kind { drawn.insert(index) }
            if changesScreenMidDrag(step.kind) { drawn.insert(index) }
        }
        for segment in Walkthrough.segments(steps, ran: Array(steps.indices)).dropFirst() {
            if let first = segment.first, first > 0 { drawn.insert(first - 1) }
        }
        return drawn
    }

    /// Whether a step of `kind` changes what a drag shows: a lift puts items under a finger
    /// (and the board's `+` slots in every section), an add grows the stack, a move changes
    /// the target and its badge (or the gallery's gap), a drop or a cancel lets the items go.
    public static func changesScreenMidDrag(_ kind: Step.Kind) -> Bool {
        switch kind {
        case .lift, .add, .move, .drop, .cancel: true
        default: false
        }
    }
}
