import DragDropCore

/// What watches a replay from outside: the explorer installs its chooser before launch and
/// learns which step is running.
struct ReplayHooks {
    var prepare: (DragDropSystem) -> Void = { _ in }
    /// Called once the app has launched.
    var didLaunch: (World) -> Void = { _ in }
    /// Called with each step's index before it runs, and with the step count before the
    /// final settle.
    var willPerformStep: (Int) -> Void = { _ in }
    /// Called with the failures of each `expect` step, as it is checked.
    var didCheckStep: ([ScenarioFailure]) -> Void = { _ in }
    /// Called before the final expectations are checked: the runner's own work from here on.
    var willCheckFinalState: () -> Void = {}
    /// Whole-trace checks (`trace: [...]`, `golden`) pin one completion order; a replay in
    /// another order skips them.
    var checksWholeTrace = true
}
