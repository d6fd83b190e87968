import DragDropCore
import Foundation
import Testing

@Suite("Taps on buttons and timers on the virtual clock")
struct TapAndTimerTests {
    @Test("a tap runs the button's actions on the main queue at the current time, after work already queued")
    func tapRunsActions() throws {
        let system = DragDropSystem()
        let button = Button(name: "edit", title: "Edit")
        var events: [String] = []
        button.addAction(Action { _ in events.append("tapped at \(system.scheduler.now)") }, for: .touchUpInside)
        system.install(button)
        try system.advance(by: 250)
        system.mainQueue.async { events.append("queued") }
        try system.tap(button)
        #expect(events == ["queued", "tapped at 250"])
        #expect(system.trace.events.map(\.untimedLine) == ["edit tap"])
    }

    @Test("a disabled button runs nothing, and a view that is no button is an invalid step")
    func disabledAndNotAButton() throws {
        let system = DragDropSystem()
        let button = Button(name: "edit")
        var taps = 0
        button.addAction(Action { _ in taps += 1 })
        button.isEnabled = false
        let plain = View(name: "trash")
        system.install(button)
        system.install(plain)
        try system.tap(button)
        #expect(taps == 0)
        #expect(system.trace.events.map(\.untimedLine) == ["edit tap -> disabled"])
        #expect(throws: EngineError(.invalidStep, "tap: view 'trash' is not a button")) { try system.tap(plain) }
    }

    @Test("a repeating timer fires every interval as time passes, and settle does not wait for it")
    func repeatingTimer() throws {
        let system = DragDropSystem()
        var fires: [Int] = []
        system.mainQueue.scheduledTimer(withTimeInterval: 1.0, repeats: true) { _ in fires.append(system.scheduler.now) }
        try system.settle()
        #expect(fires.isEmpty)
        try system.advance(by: 3500)
        #expect(fires == [1000, 2000, 3000])
        try system.settle()
        #expect(system.scheduler.now == 3500)
    }

    @Test("a repeating timer over a wait of a thousand years stops at the fire limit, not a hang")
    func repeatingTimerOverAVeryLongWait() {
        let system = DragDropSystem()
        var fires = 0
        system.mainQueue.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in fires += 1 }
        #expect(throws: EngineError(.runaway, "repeating timers fired more than 10000 times in one step (the last every 1ms, at 10001ms); let less time pass, or invalidate the timer")) {
            try system.advance(by: 1000 * 365 * 24 * 3_600_000)
        }
        #expect(fires == 10_000)
    }

    @Test("the fire limit counts one step's time: the next step may fire as many again")
    func fireLimitIsPerStep() throws {
        let system = DragDropSystem()
        system.scheduler.repeatingFireLimit = 10
        var fires = 0
        system.mainQueue.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires += 1 }
        try system.advance(by: 10_000)
        try system.advance(by: 10_000)
        #expect(fires == 20)
    }

    @Test("a timer that does not repeat fires once, and an invalidated timer not at all")
    func oneShotAndInvalidated() throws {
        let system = DragDropSystem()
        var fires: [String] = []
        let once = system.mainQueue.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fires.append("once") }
        let stopped = system.mainQueue.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in fires.append("stopped") }
        stopped.invalidate()
        try system.settle()
        #expect(fires == ["once"])
        #expect(!once.isValid && !stopped.isValid)
        #expect(system.scheduler.now == 500)
    }

    @Test("a timer's block may invalidate it: it fires no more")
    func invalidateFromBlock() throws {
        let system = DragDropSystem()
        var count = 0
        system.mainQueue.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            count += 1
            if count == 2 { timer.invalidate() }
        }
        try system.advance(by: 1000)
        #expect(count == 2)
        #expect(!system.scheduler.hasPendingWork)
    }
}
