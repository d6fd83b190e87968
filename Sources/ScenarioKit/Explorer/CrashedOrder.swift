import DragDropCore

/// An order whose replay crashed the worker exploring it, as the forensic re-run streamed
/// it: the script it followed, the open points it met, the work it completed, and the judged
/// result. When the crash was expected, the search starts again in a fresh worker and takes
/// this in place of the replay it cannot survive, so it goes on to the other orders.
package struct CrashedOrder: Equatable {
    package var script: [String]
    package var decisions: [Replay.Decision]
    package var completions: [Scheduler.PendingWork]
    package var result: ScenarioResult

    package init(script: [String], decisions: [Replay.Decision], completions: [Scheduler.PendingWork], result: ScenarioResult) {
        self.script = script
        self.decisions = decisions
        self.completions = completions
        self.result = result
    }

    package static func == (lhs: CrashedOrder, rhs: CrashedOrder) -> Bool {
        lhs.script == rhs.script && lhs.decisions == rhs.decisions && lhs.completions == rhs.completions
    }
}
