import DragDropCore

/// What watches a replay from outside: the explorer installs its chooser before launch and
/// learns which step is running; a recording runner draws the app as the steps go.
package struct ReplayHooks {
    package init() {}

    package var prepare: (DragDropSystem) -> Void = { _ in }
    /// Called once the app has launched.
    var didLaunch: (World) -> Void = { _ in }
    /// Called with each step's index before it runs, and with the step count before the
    /// final settle.
    package var willPerformStep: (Int) -> Void = { _ in }
    /// Called with the failures of each `expect` step, as it is checked.
    package var didCheckStep: ([ScenarioFailure]) -> Void = { _ in }
    /// Called with each step's index after it ran (after its check, for an `expect` step);
    /// not for a step that stopped the run.
    var didPerformStep: (Int, World) -> Void = { _, _ in }
    /// Called inside a `reorder` step, with its index, after each of its `via` points.
    var didReachViaPoint: (Int, World) -> Void = { _, _ in }
    /// Called once the run is over, before the final `expect` is checked.
    package var didFinish: (World) -> Void = { _ in }
    /// Whole-trace checks (`trace: [...]`, `golden`) pin one completion order; a replay in
    /// another order skips them.
    var checksWholeTrace = true
}

extension ReplayHooks {
    /// These hooks and `other`'s, each called in turn (these first); these decide
    /// `checksWholeTrace`.
    func along(with other: ReplayHooks) -> ReplayHooks {
        var both = self
        both.prepare = { self.prepare($0); other.prepare($0) }
        both.didLaunch = { self.didLaunch($0); other.didLaunch($0) }
        both.willPerformStep = { self.willPerformStep($0); other.willPerformStep($0) }
        both.didCheckStep = { self.didCheckStep($0); other.didCheckStep($0) }
        both.didPerformStep = { self.didPerformStep($0, $1); other.didPerformStep($0, $1) }
        both.didReachViaPoint = { self.didReachViaPoint($0, $1); other.didReachViaPoint($0, $1) }
        both.didFinish = { self.didFinish($0); other.didFinish($0) }
        return both
    }
}
