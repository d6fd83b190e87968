/// A run-time error: misuse of the engine or an update UIKit would reject. Thrown, never a crash.
public struct EngineError: Error, Equatable, CustomStringConvertible, Sendable {
    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }

    /// The error kinds a scenario's `expect.error.kind` names.
    public enum Kind: String, Sendable, CaseIterable {
        /// What UIKit raises `NSInternalInconsistencyException` for: a batch update that breaks
        /// its consistency rules, a targeted preview of a view not in a window.
        case inconsistentUpdate = "inconsistent-update"
        /// A step that makes no sense now: a drop with no drag, a lift with no touch.
        case invalidStep = "invalid-step"
        /// A cell, section or point that is not there.
        case outOfRange = "out-of-range"
        /// A view or app that the world does not have.
        case unknownTarget = "unknown-target"
        /// `settle` needed more virtual time than its limit.
        case settleTimeout = "settle-timeout"
        /// Work that keeps scheduling work at the same instant, or repeating timers firing
        /// past their limit in one step.
        case runaway = "runaway"
        /// The app under test trapped (an index out of range, say), which ends the process:
        /// never thrown by the engine; the runner reports it from the worker that died.
        case crash = "crash"
        /// Time that would pass the virtual clock's last millisecond (`Int.max`).
        case clockOverflow = "clock-overflow"
    }
}
