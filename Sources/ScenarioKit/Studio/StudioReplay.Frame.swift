import ScenarioAppKit

extension StudioReplay {
    /// One moment of a replay the step-through shows: the app drawn, the trace lines that led
    /// to it, the line of the pane that caused it, and the failures found there.
    public struct Frame: Sendable {
        /// The step's index in `Scenario.steps`; nil for the launch and for the end.
        public var step: Int?
        /// The line of the pane to point at: the step's, or the scenario's for the launch.
        public var line: Int
        /// The step as written (`move: {cell: 2}`), `launch` or `end`.
        public var label: String
        /// The app at that moment; the one before it for a step that stopped the run; nil once
        /// the replay's pictures hold `Recording.shapeBudget` shapes (the end is always drawn).
        public var picture: Picture?
        public var trace: [String]
        public var failures: [String] = []

        /// The picture as the walkthrough and the HTML report draw it: inline SVG, no script.
        public var svg: String? { picture?.svg(scale: 1) }
    }
}
