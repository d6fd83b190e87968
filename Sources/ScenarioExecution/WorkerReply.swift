import Foundation
import ScenarioAppKit
import ScenarioKit
import YAMLReader
import DragDropCore

/// What a worker sends back: one final reply per request, and in forensic mode the events
/// of the run as they happen, before it.
enum WorkerReply {
    case result(ScenarioResult)
    /// An exploration, and how long it took in the worker, in microseconds.
    case explored(ExploreResult, microseconds: Int)
    /// What checking a file found.
    case checked(CheckedFile)
    /// Forensic: the step at this index begins; the step count means the settle after the
    /// last step.
    case step(Int)
    /// Forensic: the trace line at `index` was recorded, or completed with its result.
    case event(index: Int, TraceEvent)
    /// Forensic: an `expect` step found these failures.
    case stepFailures([ScenarioFailure])
    /// Forensic: the final expectations are being checked.
    case checking
    /// Forensic exploration: a replay of a new order begins, following `script`.
    case replay(script: [String])
    /// Forensic exploration: the replay met an open point and chose.
    case decision(Replay.Decision)
    /// Forensic exploration: this work completed next.
    case completed(Scheduler.PendingWork)

    /// True for the reply that ends a request.
    var isFinal: Bool {
        switch self {
        case .result, .explored, .checked: true
        case .step, .event, .stepFailures, .checking, .replay, .decision, .completed: false
        }
    }

    var frame: [UInt8] {
        var writer = WireWriter()
        switch self {
        case .result(let result):
            writer.int(1)
            writer.result(result)
        case .explored(let explored, let microseconds):
            writer.int(2)
            writer.exploreResult(explored)
            writer.int(microseconds)
        case .checked(let file):
            writer.int(10)
            writer.checkedFile(file)
        case .step(let index):
            writer.int(3)
            writer.int(index)
        case .event(let index, let event):
            writer.int(4)
            writer.int(index)
            writer.event(event)
        case .stepFailures(let failures):
            writer.int(5)
            writer.failures(failures)
        case .checking:
            writer.int(6)
        case .replay(let script):
            writer.int(7)
            writer.strings(script)
        case .decision(let decision):
            writer.int(9)
            writer.decision(decision)
        case .completed(let work):
            writer.int(8)
            writer.work(work)
        }
        return writer.frame
    }

    init(payload: [UInt8]) throws(WireError) {
        var reader = WireReader(payload)
        switch try reader.int() {
        case 1:
            self = .result(try reader.result())
        case 2:
            self = .explored(try reader.exploreResult(), microseconds: try reader.int())
        case 10:
            self = .checked(try reader.checkedFile())
        case 3:
            self = .step(try reader.int())
        case 4:
            self = .event(index: try reader.int(), try reader.event())
        case 5:
            self = .stepFailures(try reader.failures())
        case 6:
            self = .checking
        case 7:
            self = .replay(script: try reader.strings())
        case 9:
            self = .decision(try reader.decision())
        case 8:
            self = .completed(try reader.work())
        case let tag:
            throw WireError("unknown reply \(tag)")
        }
    }
}
