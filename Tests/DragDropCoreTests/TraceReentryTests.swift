import DragDropCore
import Foundation
import Testing

/// The trace's lines and the scheduler's agenda are not checked for exclusivity in release
/// builds; these tests use both from inside the callbacks they make — blocks, a chooser, a
/// trace watcher — so that, in a debug build, where the runtime checks every access, a change
/// that let a callback run during an access to either would trap here.
@Suite("Callbacks that use the trace and the scheduler while they run")
struct TraceReentryTests {
    @Test("a block reads the clock, schedules more work and records lines while the scheduler runs it")
    func blocksUseTheScheduler() throws {
        let system = DragDropSystem()
        let scheduler = system.scheduler
        scheduler.schedule(after: 5) {
            system.trace.record("app", "at \(scheduler.now) pending \(scheduler.hasPendingWork)")
            scheduler.schedule(after: 5) { system.trace.record("app", "then at \(scheduler.now)") }
            scheduler.scheduleBackground(after: 1, label: "load") { system.trace.record("app", "loaded at \(scheduler.now)") }
        }
        try system.advance(by: 20)
        #expect(system.trace.events.map(\.text) == ["at 5 pending false", "loaded at 6", "then at 10"])
        #expect(system.trace.events.map(\.time) == [5, 6, 10])
    }

    @Test("a trace watcher records, completes and reads the trace from inside the change it sees")
    func watcherUsesTheTrace() {
        let system = DragDropSystem()
        let trace = system.trace
        var seen: [String] = []
        trace.watcher = { index, event in
            seen.append("\(index) \(event.text) of \(trace.count)")
            if event.text == "first" {
                trace.watcher = nil
                trace.record("watcher", "inside \(trace.events.count)")
                trace.complete(index, result: "seen")
            }
        }
        trace.record("app", "first")
        #expect(seen == ["0 first of 1"])
        #expect(trace.events.map(\.text) == ["first -> seen", "inside 1"])
    }

    @Test("a chooser reads the scheduler while it decides")
    func chooserReadsTheScheduler() throws {
        let system = DragDropSystem()
        let scheduler = system.scheduler
        var order: [String] = []
        for name in ["a", "b", "c"] {
            scheduler.scheduleBackground(after: 10, label: name) { order.append(name) }
        }
        var asked: [String] = []
        scheduler.chooser = { candidates in
            asked.append("\(scheduler.now) \(scheduler.pendingBackgroundWork.count) \(scheduler.nextDueTime ?? -1)")
            return candidates.count - 1
        }
        try system.advance(by: 10)
        #expect(order == ["c", "b", "a"])
        #expect(asked == ["0 3 10", "10 2 10", "10 1 10"])
    }

    @Test("an error raised inside a block stops the work after it, and the step throws it")
    func faultStopsTheWork() {
        let system = DragDropSystem()
        var ran: [String] = []
        system.scheduler.schedule(after: 1) {
            ran.append("first")
            system.raise(EngineError(.inconsistentUpdate, "broken"))
            system.scheduler.schedule(after: 0) { ran.append("queued after the error") }
        }
        system.scheduler.schedule(after: 1) { ran.append("second") }
        #expect(throws: EngineError.self) { try system.advance(by: 5) }
        #expect(ran == ["first"])
        #expect(system.fault?.message == "broken")
    }
}
