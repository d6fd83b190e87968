import Foundation
import DragDropCore

/// What is known of a run that a trap ended: where it was, how the process died, what the
/// runtime said, and what the run had traced and found until then.
///
/// A worker re-runs a crashed scenario in forensic mode, streaming each step and trace line
/// as it happens; since the engine is deterministic it dies at the same point, and the
/// parent assembles this from the stream, the exit status and the worker's standard error.
public struct ScenarioCrash: Equatable, Sendable {
    public static func == (lhs: ScenarioCrash, rhs: ScenarioCrash) -> Bool {
        lhs.phase == rhs.phase && lhs.signal == rhs.signal && lhs.exitStatus == rhs.exitStatus && lhs.message == rhs.message
            && lhs.trace == rhs.trace && lhs.failures == rhs.failures && lhs.duration == rhs.duration
            && lhs.stepStarts.elementsEqual(rhs.stepStarts) { $0 == $1 }
    }

    /// Where the run was when the process died.
    public enum Phase: Equatable, Sendable {
        /// Building the world and launching the app.
        case launching
        /// Performing the step at this index.
        case step(Int)
        /// The settle after the last step.
        case settling
        /// Checking the final expectations: the runner's own code, so a bug in dnd-scenario.
        case checking
    }

    public var phase: Phase
    /// The signal that ended the worker, or nil when it exited.
    public var signal: Int32?
    /// The worker's exit status when no signal ended it.
    public var exitStatus: Int32?
    /// The runtime's message (`Fatal error: Array index is out of range`), nil when it printed none (an
    /// optimised build traps without one).
    public var message: String?
    /// The trace up to the crash; a callback it died in has no ` -> result`.
    public var trace: [TraceEvent]
    /// Failures of `expect` steps met before the crash.
    public var failures: [ScenarioFailure]
    /// Where each step began in `trace`, by step index (the step count: the settle after the
    /// last step), in the order run: `trace --steps`, diagrams and pages mark them.
    public var stepStarts: [(step: Int, traceIndex: Int)] = []
    /// Wall time from the run's start to the crash, as the process that watched it measured:
    /// the crashed scenario's duration in reports, which a zero would leave out of any
    /// balance by time.
    public var duration: Duration

    public init(
        phase: Phase, signal: Int32?, exitStatus: Int32? = nil, message: String?, trace: [TraceEvent] = [], failures: [ScenarioFailure] = [],
        duration: Duration = .zero
    ) {
        self.phase = phase
        self.signal = signal
        self.exitStatus = exitStatus
        self.message = message
        self.trace = trace
        self.failures = failures
        self.duration = duration
    }

    /// `SIGILL`, `SIGSEGV`, … for the signals a trap or a fault raises; `signal N` otherwise.
    public static func name(ofSignal signal: Int32) -> String {
        switch signal {
        case 4: "SIGILL"
        case 5: "SIGTRAP"
        case 6: "SIGABRT"
        case 7: "SIGBUS"
        case 8: "SIGFPE"
        case 9: "SIGKILL"
        case 11: "SIGSEGV"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }

    /// How the process ended: `SIGILL`, or `exit status 3`.
    public var ending: String {
        if let signal { return Self.name(ofSignal: signal) }
        return "exit status \(exitStatus ?? 0)"
    }

    /// What an `error: {kind: crash, message: PATTERN}` is matched against: the runtime's
    /// message, or the ending when it printed none.
    public var matchedMessage: String { message ?? ending }

    /// Whether `pattern`, a pinned crash's `message`, holds for this crash.
    public func matches(_ pattern: String) -> Bool {
        Self.pattern(pattern, matches: message, ending: ending, isTrap: signal == 4 || signal == 5)
    }

    /// Whether `pattern` holds for a crash that printed `message` and ended with `ending`
    /// (`SIGILL`, or nil where unknown): matched against the message; against the ending
    /// when there is none. An optimised build inlines a bounds check as a bare trap
    /// instruction that prints nothing, where the debug build prints `Fatal error: …`: so a
    /// trap (`isTrap`, SIGILL or SIGTRAP) with no message holds for any pattern but one that
    /// names another signal, and a scenario pinned in a debug build passes in release.
    public static func pattern(_ pattern: String, matches message: String?, ending: String?, isTrap: Bool) -> Bool {
        let shown = message ?? ending ?? ""
        if LinePattern(pattern).matches(TraceEvent.foldingSpaces(shown)) { return true }
        return message == nil && isTrap && !pattern.hasPrefix("SIG")
    }

    /// The runtime's message in what a worker wrote to standard error: the first
    /// `Fatal error: …` line, without the standard library's `FILE:LINE: ` in front (which
    /// changes with the toolchain); else the first line that is not blank.
    public static func runtimeMessage(in standardError: String) -> String? {
        let lines = standardError.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        if let fatal = lines.first(where: { $0.contains("Fatal error") }), let range = fatal.range(of: "Fatal error") {
            return String(fatal[range.lowerBound...])
        }
        return lines.first { !$0.isEmpty }
    }
}
