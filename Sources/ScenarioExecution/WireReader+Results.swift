import Foundation
import ScenarioAppKit
import ScenarioKit
import DragDropCore
import YAMLReader

/// Reading what a worker sent back, in the order `WireWriter+Results` writes it.
extension WireReader {
    /// Stands for a step a mark has, until the reader of the result puts the step itself there.
    static let stepToFind = Step(.settle, location: SourceLocation(file: "", line: 0, column: 0))

    mutating func location() throws(WireError) -> SourceLocation {
        SourceLocation(file: try string(), line: try int(), column: try int())
    }

    mutating func failure() throws(WireError) -> ScenarioFailure {
        ScenarioFailure(location: try location(), message: try string(), details: try strings())
    }

    mutating func failures() throws(WireError) -> [ScenarioFailure] {
        try list { (reader: inout WireReader) throws(WireError) in try reader.failure() }
    }

    mutating func event() throws(WireError) -> TraceEvent {
        TraceEvent(time: try int(), role: try string(), text: try string())
    }

    mutating func events() throws(WireError) -> [TraceEvent] {
        try list { (reader: inout WireReader) throws(WireError) in try reader.event() }
    }

    /// A result; each of its step marks holds `stepToFind` in place of its step, which the
    /// reader finds in its own copy of the scenario (`WorkerSuite` does).
    mutating func result() throws(WireError) -> ScenarioResult {
        let file = try string()
        let name = try string()
        let word = try string()
        guard let status = ScenarioResult.Status(rawValue: word) else { throw WireError("unknown status '\(word)'") }
        var result = ScenarioResult(file: file, name: name, status: status, failures: try failures(), trace: try events())
        result.line = try int()
        result.tags = try strings()
        let seconds = try int()
        let nanoseconds = try int()
        result.duration = .seconds(seconds) + .nanoseconds(nanoseconds)
        result.goldenWrites = try list { (reader: inout WireReader) throws(WireError) in
            let word = try reader.string()
            guard let kind = GoldenWrite.Kind(rawValue: word) else { throw WireError("unknown golden write '\(word)'") }
            let path = try reader.string()
            let pending = try reader.bool() ? GoldenWrite.Pending(resolved: try reader.string(), text: try reader.string()) : nil
            return GoldenWrite(kind, path: path, pending: pending)
        }
        result.stepMarks = try list { (reader: inout WireReader) throws(WireError) in
            StepMark(traceIndex: try reader.int(), step: try reader.bool() ? Self.stepToFind : nil)
        }
        result.recording = try recording()
        return result
    }

    mutating func crash() throws(WireError) -> ScenarioCrash {
        let phase: ScenarioCrash.Phase
        switch try int() {
        case -1: phase = .launching
        case -2: phase = .settling
        case -3: phase = .checking
        case let index where index >= 0: phase = .step(index)
        case let other: throw WireError("unknown crash phase \(other)")
        }
        let signal = try int()
        let exitStatus = try int()
        let message: String? = try optional()
        let trace = try events()
        let failures = try failures()
        let stepStarts = try list { (reader: inout WireReader) throws(WireError) in (step: try reader.int(), traceIndex: try reader.int()) }
        var crash = ScenarioCrash(
            phase: phase,
            signal: signal < 0 ? nil : Int32(truncatingIfNeeded: signal),
            exitStatus: exitStatus < 0 ? nil : Int32(truncatingIfNeeded: exitStatus),
            message: message,
            trace: trace,
            failures: failures,
            duration: .seconds(try int()) + .nanoseconds(try int())
        )
        crash.stepStarts = stepStarts
        return crash
    }

    mutating func work() throws(WireError) -> Scheduler.PendingWork {
        Scheduler.PendingWork(id: try string(), label: try string(), requestedAt: try int(), dueAt: try int(), sequence: try int())
    }
}

extension WireReader {
    mutating func exploreResult() throws(WireError) -> ExploreResult {
        let file = try string()
        let name = try string()
        let orders = try int()
        let pruned = try int()
        let states = try int()
        let outcomes = Set(try strings())
        let isIncomplete = try bool()
        var failure: ExploreResult.Failure?
        if try bool() {
            let order = try list { (reader: inout WireReader) throws(WireError) in try reader.work() }
            failure = ExploreResult.Failure(order: order, result: try result())
        }
        return ExploreResult(file: file, name: name, orders: orders, pruned: pruned, states: states, outcomes: outcomes, failure: failure, isIncomplete: isIncomplete)
    }
}

extension WireReader {
    mutating func decision() throws(WireError) -> Replay.Decision {
        Replay.Decision(candidates: try strings(), sleep: Set(try strings()), chosen: try string())
    }

    mutating func crashedOrder() throws(WireError) -> CrashedOrder {
        CrashedOrder(
            script: try strings(),
            decisions: try list { (reader: inout WireReader) throws(WireError) in try reader.decision() },
            completions: try list { (reader: inout WireReader) throws(WireError) in try reader.work() },
            result: try result()
        )
    }
}

/// Reading what a worker found checking a file, in the order `WireWriter` writes it.
extension WireReader {
    mutating func diagnostic() throws(WireError) -> Diagnostic {
        let location = try location()
        let message = try string()
        let notes = try list { (reader: inout WireReader) throws(WireError) in
            let location = try reader.location()
            return Diagnostic.Note(try reader.string(), at: location)
        }
        return Diagnostic(message, at: location, notes: notes)
    }

    mutating func diagnostics() throws(WireError) -> [Diagnostic] {
        try list { (reader: inout WireReader) throws(WireError) in try reader.diagnostic() }
    }

    mutating func checkedFile() throws(WireError) -> CheckedFile {
        let count = try int()
        let own = try diagnostics()
        let fragmentDiagnostics = try diagnostics()
        let sources = try list { (reader: inout WireReader) throws(WireError) in (try reader.string(), try reader.string()) }
        let scenarios = try list { (reader: inout WireReader) throws(WireError) in CheckedFile.Summary(name: try reader.string(), tags: try reader.strings(), line: try reader.int(), column: try reader.int()) }
        return CheckedFile(
            documentCount: count < 0 ? nil : count, diagnostics: own, fragmentDiagnostics: fragmentDiagnostics,
            sources: Dictionary(sources) { first, _ in first }, scenarios: scenarios
        )
    }
}
