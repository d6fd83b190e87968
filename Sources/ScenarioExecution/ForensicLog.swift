import Foundation
import ScenarioAppKit
import ScenarioKit
import YAMLReader
import DragDropCore

/// What a forensic run has streamed so far: where it is, its trace, the failures of its
/// `expect` steps and, exploring, the replay under way and the work it completed.
struct ForensicLog {
    /// The step under way (the step count: the settle after the last step); nil while launching.
    var step: Int?
    var checking = false
    var trace: [TraceEvent] = []
    var failures: [ScenarioFailure] = []
    /// Where each step began in the trace, in the order run.
    var stepStarts: [(step: Int, traceIndex: Int)] = []
    /// Replays begun, exploring.
    var replays = 0
    /// The script of the replay under way, and the open points it met.
    var script: [String] = []
    var decisions: [Replay.Decision] = []
    /// The work the replay under way completed, in order.
    var completions: [Scheduler.PendingWork] = []

    mutating func note(_ reply: WorkerReply) {
        switch reply {
        case .step(let index):
            step = index
            stepStarts.append((index, trace.count))
        case .event(let index, let event):
            if index == trace.count {
                trace.append(event)
            } else if trace.indices.contains(index) {
                trace[index] = event
            }
        case .stepFailures(let found):
            failures += found
        case .checking:
            checking = true
        case .replay(let script):
            self = ForensicLog(replays: replays + 1, script: script)
        case .decision(let decision):
            decisions.append(decision)
        case .completed(let work):
            completions.append(work)
        case .result, .explored, .checked:
            break
        }
    }

    /// The crash, given how the process ended and what it wrote to standard error.
    func crash(signal: Int32?, exitStatus: Int32?, standardError: String) -> ScenarioCrash {
        let phase: ScenarioCrash.Phase = checking ? .checking : step.map(ScenarioCrash.Phase.step) ?? .launching
        var crash = ScenarioCrash(
            phase: phase, signal: signal, exitStatus: exitStatus,
            message: ScenarioCrash.runtimeMessage(in: standardError), trace: trace, failures: failures
        )
        crash.stepStarts = stepStarts
        return crash
    }
}
