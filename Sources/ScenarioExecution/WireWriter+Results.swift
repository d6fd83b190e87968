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
        int(failures.count)
        for failure in failures { self.failure(failure) }
    }

    mutating func event(_ event: TraceEvent) {
        int(event.time)
        string(event.role)
        string(event.text)
    }

    mutating func events(_ events: [TraceEvent]) {
        int(events.count)
        for event in events { self.event(event) }
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
        int(result.goldenWrites.count)
        for write in result.goldenWrites {
            string(write.kind.rawValue)
            string(write.path)
            bool(write.pending != nil)
            if let pending = write.pending {
                string(pending.resolved)
                string(pending.text)
            }
        }
        // Marks follow the steps in order (the last, stepless, is the settle), so the reader
        // finds each mark's step in its own copy of the scenario by the mark's place.
        int(result.stepMarks.count)
        for mark in result.stepMarks {
            int(mark.traceIndex)
            bool(!mark.isSettle)
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
        int(crash.stepStarts.count)
        for start in crash.stepStarts {
            int(start.step)
            int(start.traceIndex)
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
            int(failure.order.count)
            for work in failure.order { self.work(work) }
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
        int(order.decisions.count)
        for decision in order.decisions { self.decision(decision) }
        int(order.completions.count)
        for work in order.completions { self.work(work) }
        result(order.result)
    }
}

/// Writing what a worker found checking a file.
extension WireWriter {
    mutating func diagnostic(_ diagnostic: Diagnostic) {
        location(diagnostic.location)
        string(diagnostic.message)
        int(diagnostic.notes.count)
        for note in diagnostic.notes {
            location(note.location)
            string(note.message)
        }
    }

    mutating func diagnostics(_ diagnostics: [Diagnostic]) {
        int(diagnostics.count)
        for diagnostic in diagnostics { self.diagnostic(diagnostic) }
    }

    mutating func checkedFile(_ file: CheckedFile) {
        int(file.documentCount ?? -1)
        diagnostics(file.diagnostics)
        diagnostics(file.fragmentDiagnostics)
        int(file.sources.count)
        for (path, text) in file.sources.sorted(by: { $0.key < $1.key }) {
            string(path)
            string(text)
        }
        int(file.scenarios.count)
        for scenario in file.scenarios {
            string(scenario.name)
            strings(scenario.tags)
            int(scenario.line)
            int(scenario.column)
        }
    }
}
