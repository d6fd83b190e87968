import Foundation
import ScenarioAppKit
import ScenarioKit
import DragDropCore
import YAMLReader

/// Writing what a worker sends back: results, failures, trace lines, crashes.
extension WireWriter {
    mutating func location(_ location: SourceLocation) {
        string(location.file)
        int(location.line)
        int(location.column)
    }

    mutating func failure(_ failure: ScenarioFailure) {
        location(failure.location)
        string(failure.message)
        strings(failure.details)
    }

    mutating func failures(_ failures: [ScenarioFailure]) {
        list(failures) { $0.failure($1) }
    }

    mutating func event(_ event: TraceEvent) {
        int(event.time)
        string(event.role)
        string(event.text)
    }

    mutating func events(_ events: [TraceEvent]) {
        list(events) { $0.event($1) }
    }

    mutating func result(_ result: ScenarioResult) {
        string(result.file)
        string(result.name)
        string(result.status.rawValue)
        failures(result.failures)
        events(result.trace)
        int(result.line)
        strings(result.tags)
        let (seconds, attoseconds) = result.duration.components
        int(Int(seconds))
        int(Int(attoseconds / 1_000_000_000))
        list(result.goldenWrites) { writer, write in
            writer.string(write.kind.rawValue)
            writer.string(write.path)
            writer.bool(write.pending != nil)
            if let pending = write.pending {
                writer.string(pending.resolved)
                writer.string(pending.text)
            }
        }
        // Marks follow the steps in order (the last, stepless, is the settle), so the reader
        // finds each mark's step in its own copy of the scenario by the mark's place.
        list(result.stepMarks) { writer, mark in
            writer.int(mark.traceIndex)
            writer.bool(!mark.isSettle)
        }
        recording(result.recording)
    }

    mutating func crash(_ crash: ScenarioCrash) {
        switch crash.phase {
        case .launching: int(-1)
        case .step(let index): int(index)
        case .settling: int(-2)
        case .checking: int(-3)
        }
        int(crash.signal.map(Int.init) ?? -1)
        int(crash.exitStatus.map(Int.init) ?? -1)
        optional(crash.message)
        events(crash.trace)
        failures(crash.failures)
        list(crash.stepStarts) { writer, start in
            writer.int(start.step)
            writer.int(start.traceIndex)
        }
        let (seconds, attoseconds) = crash.duration.components
        int(Int(seconds))
        int(Int(attoseconds / 1_000_000_000))
    }

    mutating func work(_ work: Scheduler.PendingWork) {
        string(work.id)
        string(work.label)
        int(work.requestedAt)
        int(work.dueAt)
        int(work.sequence)
    }
}

extension WireWriter {
    mutating func exploreResult(_ result: ExploreResult) {
        string(result.file)
        string(result.name)
        int(result.orders)
        int(result.pruned)
        int(result.states)
        strings(result.outcomes.sorted())
        bool(result.isIncomplete)
        bool(result.failure != nil)
        if let failure = result.failure {
            list(failure.order) { $0.work($1) }
            self.result(failure.result)
        }
    }
}

extension WireWriter {
    mutating func decision(_ decision: Replay.Decision) {
        strings(decision.candidates)
        strings(decision.sleep.sorted())
        string(decision.chosen)
    }

    mutating func crashedOrder(_ order: CrashedOrder) {
        strings(order.script)
        list(order.decisions) { $0.decision($1) }
        list(order.completions) { $0.work($1) }
        result(order.result)
    }
}

/// Writing what a worker found checking a file.
extension WireWriter {
    mutating func diagnostic(_ diagnostic: Diagnostic) {
        location(diagnostic.location)
        string(diagnostic.message)
        list(diagnostic.notes) { writer, note in
            writer.location(note.location)
            writer.string(note.message)
        }
    }

    mutating func diagnostics(_ diagnostics: [Diagnostic]) {
        list(diagnostics) { $0.diagnostic($1) }
    }

    mutating func checkedFile(_ file: CheckedFile) {
        int(file.documentCount ?? -1)
        diagnostics(file.diagnostics)
        diagnostics(file.fragmentDiagnostics)
        list(file.sources.sorted(by: { $0.key < $1.key })) { writer, entry in
            let (path, text) = entry
            writer.string(path)
            writer.string(text)
        }
        list(file.scenarios) { writer, scenario in
            writer.string(scenario.name)
            writer.strings(scenario.tags)
            writer.int(scenario.line)
            writer.int(scenario.column)
        }
    }
}
