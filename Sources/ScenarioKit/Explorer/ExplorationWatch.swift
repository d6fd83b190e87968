import DragDropCore

/// Told of an exploration as it goes — each replay's script, the choices made and the work
/// completed, and through `watching` each step and trace line — so that a worker process can
/// stream them to its parent, which still has them if the app crashes the worker.
package struct ExplorationWatch {
    package var replayStarted: ([String]) -> Void
    package var decided: (Replay.Decision) -> Void
    package var completed: (Scheduler.PendingWork) -> Void
    /// The hooks of a replay, each also reporting what it sees.
    package var watching: (ReplayHooks) -> ReplayHooks

    package init(
        replayStarted: @escaping ([String]) -> Void, decided: @escaping (Replay.Decision) -> Void,
        completed: @escaping (Scheduler.PendingWork) -> Void, watching: @escaping (ReplayHooks) -> ReplayHooks
    ) {
        self.replayStarted = replayStarted
        self.decided = decided
        self.completed = completed
        self.watching = watching
    }
}
