import DragDropCore
import Foundation
import Testing

@Suite("Virtual time")
struct SchedulerTests {
    @Test("main.async runs after the current work, FIFO at the same instant")
    func mainQueueFIFO() throws {
        let system = DragDropSystem()
        var order: [String] = []
        system.mainQueue.async { order.append("first") }
        system.scheduler.schedule(after: 0) {
            order.append("second")
            system.mainQueue.async { order.append("fourth") }
        }
        system.mainQueue.async { order.append("third") }
        try system.advance(by: 0)
        #expect(order == ["first", "second", "third", "fourth"])
    }

    @Test("background work that then runs on the main queue keeps the order of a block calling main.async, and its label")
    func backgroundThenMain() throws {
        func run(hopping: Bool) throws -> (order: [String], pending: [String]) {
            let system = DragDropSystem()
            var order: [String] = []
            for name in ["a", "b"] {
                let work = { order.append(name) }
                if hopping {
                    system.scheduler.scheduleBackgroundThenMain(after: 10, label: "fetch ", subject: name, work)
                } else {
                    system.scheduler.scheduleBackground(after: 10, label: "fetch " + name) { system.mainQueue.async(execute: work) }
                }
            }
            system.scheduler.schedule(after: 10) {
                order.append("main")
                system.mainQueue.async { order.append("main again") }
            }
            let pending = system.scheduler.pendingBackgroundWork.map(\.id)
            try system.advance(by: 10)
            return (order, pending)
        }
        let hopping = try run(hopping: true)
        #expect(hopping.order == ["main", "a", "b", "main again"])
        #expect(hopping.pending == ["fetch a#0", "fetch b#0"])
        let nested = try run(hopping: false)
        #expect(hopping.order == nested.order)
        #expect(hopping.pending == nested.pending)
    }

    @Test("background work is numbered among all work of its label ever scheduled, run or not, whether or not anyone asked before")
    func occurrenceNumbers() throws {
        let system = DragDropSystem()
        let scheduler = system.scheduler
        scheduler.scheduleBackground(after: 10, label: "fetch a") {}
        scheduler.scheduleBackground(after: 20, label: "fetch b") {}
        scheduler.scheduleBackground(after: 30, label: "fetch a") {}
        try system.advance(by: 15)
        scheduler.scheduleBackground(after: 100, label: "fetch a") {}
        #expect(scheduler.pendingBackgroundWork.map(\.id) == ["fetch b#0", "fetch a#1", "fetch a#2"])
        scheduler.scheduleBackground(after: 100, label: "fetch b") {}
        scheduler.scheduleBackground(after: 100, label: "fetch a") {}
        #expect(scheduler.pendingBackgroundWork.map(\.id) == ["fetch b#0", "fetch a#1", "fetch a#2", "fetch b#1", "fetch a#3"])
    }

    @Test("work due at the same time runs in the order it was requested")
    func sameTimeOrder() throws {
        let system = DragDropSystem()
        var order: [Int] = []
        system.scheduler.schedule(after: 300) { order.append(1) }
        system.scheduler.schedule(after: 100) { order.append(0) }
        system.scheduler.schedule(after: 300) { order.append(2) }
        try system.advance(by: 299)
        #expect(order == [0])
        #expect(system.scheduler.now == 299)
        try system.advance(by: 1)
        #expect(order == [0, 1, 2])
    }

    @Test("settle runs until nothing is pending and leaves the clock at the last work")
    func settle() throws {
        let system = DragDropSystem()
        system.scheduler.schedule(after: 1500) {}
        try system.settle()
        #expect(system.scheduler.now == 1500)
        #expect(!system.scheduler.hasPendingWork)
    }

    @Test("settle is an error when work is still pending after its limit")
    func settleLimit() {
        let system = DragDropSystem()
        system.scheduler.schedule(after: 3_600_001) {}
        #expect(throws: EngineError(.settleTimeout, "work is still pending after 3600000ms (next at 3600001ms)")) {
            try system.settle()
        }
    }

    @Test("work that keeps rescheduling itself at one instant is stopped, not a hang")
    func runaway() {
        let system = DragDropSystem()
        system.scheduler.blockLimit = 1000
        func loop() { system.mainQueue.async { loop() } }
        loop()
        #expect(throws: EngineError(.runaway, "more than 1000 blocks ran at 0ms without the clock moving on")) { try system.advance(by: 0) }
    }

    @Test("many blocks spread over time are not a runaway: the guard counts blocks per instant")
    func manyInstantsAreNotRunaway() throws {
        let system = DragDropSystem()
        system.scheduler.blockLimit = 100
        var ticks = 0
        func tick() {
            ticks += 1
            if ticks < 1000 { system.mainQueue.asyncAfter(milliseconds: 1) { tick() } }
        }
        tick()
        try system.advance(by: 5000)
        #expect(ticks == 1000)
        #expect(system.scheduler.now == 5000)
    }

    @Test("exactly the limit of blocks at one instant is allowed")
    func limitIsInclusive() throws {
        let system = DragDropSystem()
        system.scheduler.blockLimit = 10
        var ran = 0
        for _ in 0..<10 { system.mainQueue.async { ran += 1 } }
        try system.advance(by: 0)
        #expect(ran == 10)
    }

    @Test("time up to the clock's last millisecond passes; negative delays count as none")
    func lastMillisecond() throws {
        let system = DragDropSystem()
        var ran: [String] = []
        system.mainQueue.asyncAfter(milliseconds: -5) { ran.append("negative") }
        system.mainQueue.asyncAfter(milliseconds: Int.max - 10) { ran.append("last") }
        try system.advance(by: 10)
        #expect(ran == ["negative"])
        try system.advance(by: Int.max - 10)
        #expect(system.scheduler.now == Int.max)
        #expect(ran == ["negative", "last"])
        try system.settle()
        try system.advance(by: -1)
        #expect(system.scheduler.now == Int.max)
    }

    @Test("a wait past the clock's last millisecond is an error, not a silent collapse")
    func waitPastTheEnd() throws {
        let system = DragDropSystem()
        try system.advance(by: 10)
        #expect(throws: EngineError(.clockOverflow, "waiting 9223372036854775807ms after 10ms would be past the virtual clock's last millisecond (9223372036854775807ms)")) {
            try system.advance(by: Int.max)
        }
        #expect(system.scheduler.now == 10)
    }

    @Test("work scheduled past the clock's last millisecond stops the step that scheduled it")
    func workPastTheEnd() throws {
        let system = DragDropSystem()
        try system.advance(by: 10)
        #expect(throws: EngineError(.clockOverflow, "main-queue work 9223372036854775807ms after 10ms would be past the virtual clock's last millisecond (9223372036854775807ms)")) {
            try system.step { system.mainQueue.asyncAfter(milliseconds: Int.max) {} }
        }
        #expect(!system.scheduler.hasPendingWork)
    }
}
