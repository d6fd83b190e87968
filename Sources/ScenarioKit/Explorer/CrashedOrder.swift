import DragDropCore

/// An order whose replay crashed the worker exploring it, as the forensic re-run streamed
/// it: the script it followed, the open points it met, the work it completed, and the judged
/// result. When the crash was expected, the search starts again in a fresh worker and takes
/// this in place of the replay it cannot survive, so it goes on to the other orders.
struct CrashedOrder: Equatable {
    var script: [String]
    var decisions: [Replay.Decision]
    var completions: [Scheduler.PendingWork]
    var result: ScenarioResult

    static func == (lhs: CrashedOrder, rhs: CrashedOrder) -> Bool {
        lhs.script == rhs.script && lhs.decisions == rhs.decisions && lhs.completions == rhs.completions
    }
}
