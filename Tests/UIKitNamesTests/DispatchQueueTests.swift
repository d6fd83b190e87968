import ScenarioAppKit
import Testing
import UIKitNames

/// App code hops with `DispatchQueue.main.async` and schedules `Timer`s as it does under UIKit,
/// and both run on the device of the step, on its virtual clock.
@Suite("DispatchQueue and Timer in app code")
struct DispatchQueueTests {
    @Test("DispatchQueue.main.async runs after the current work, within the same step")
    func mainAsyncRunsAfterTheCallback() throws {
        let system = DragDropSystem()
        var order: [String] = []
        try system.step {
            DispatchQueue.main.async { order.append("main") }
            order.append("callback")
        }
        #expect(order == ["callback", "main"])
    }

    @Test("a global block's hop to the main queue runs once the block is done")
    func globalThenMain() throws {
        let system = DragDropSystem()
        var order: [String] = []
        try system.step {
            DispatchQueue.global(qos: .userInitiated).async {
                DispatchQueue.main.async { order.append("main") }
                order.append("global")
            }
            order.append("queued")
        }
        #expect(order == ["global", "queued", "main"])
    }

    @Test("DispatchQueue.main is the stepping device's queue, and no device's between steps")
    func currentDeviceIsTheSteppingOne() throws {
        let first = DragDropSystem()
        let second = DragDropSystem()
        #expect(DragDropSystem.current == nil)
        try first.step { #expect(DispatchQueue.main === first.mainQueue) }
        try second.step { #expect(DispatchQueue.main === second.mainQueue) }
        try first.step {
            try? second.step { #expect(DragDropSystem.current === second) }
            #expect(DragDropSystem.current === first)
        }
        #expect(DragDropSystem.current == nil)
    }

    @Test("work queued for later waits for virtual time, not wall time")
    func asyncAfterWaitsForTheClock() throws {
        let system = DragDropSystem()
        var ran = false
        try system.step { DispatchQueue.main.asyncAfter(milliseconds: 100) { ran = true } }
        try system.advance(by: 99)
        #expect(!ran)
        try system.advance(by: 1)
        #expect(ran)
    }

    @Test("Timer.scheduledTimer fires every interval of virtual time until invalidated")
    func timerFiresOnTheVirtualClock() throws {
        let system = DragDropSystem()
        var fires: [Int] = []
        try system.step {
            Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { timer in
                fires.append(system.scheduler.now)
                if fires.count == 3 { timer.invalidate() }
            }
        }
        try system.advance(by: 5000)
        #expect(fires == [1000, 2000, 3000])
    }

    @Test("an app may schedule a timer as it launches")
    func launchIsAStepForTheQueues() throws {
        let system = DragDropSystem()
        let app = ConfiguredApp(TickingApp.self, configuration: 250).launch(on: system)
        try system.advance(by: 1000)
        #expect(app.state == .number(4))
    }

    @Test("DispatchQueue.main outside any step stops with a message naming the mistake")
    func mainOutsideAStepTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DispatchQueue.main
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("DispatchQueue.main is the running device's"))
    }
}

/// An app that counts the fires of a timer it schedules in its initialiser.
private final class TickingApp: AppUnderTest {
    static let name = "ticking"
    static let givenKeys: [String] = []
    static let stateKeys: [String] = []
    static func configuration(from given: GivenNode) -> Int { 1000 }

    let system: DragDropSystem
    private var ticks = 0

    init(system: DragDropSystem, configuration interval: Int) {
        self.system = system
        Timer.scheduledTimer(withTimeInterval: Double(interval) / 1000, repeats: true) { [unowned self] _ in ticks += 1 }
    }

    func relaunch() throws(EngineError) {}
    var collectionView: CollectionView? { nil }
    var state: StateValue { .number(Double(ticks)) }
}

/// `asyncAfter(deadline: .now() + …)` as Dispatch code writes it, on the virtual clock.
@Suite("DispatchQueue.main.asyncAfter(deadline:)")
struct AsyncAfterDeadlineTests {
    @Test("a deadline in seconds comes when the virtual clock reaches it")
    func secondsFromNow() throws {
        let system = DragDropSystem()
        try system.advance(by: 1000)
        var ranAt: Int?
        try system.step { DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { ranAt = system.scheduler.now } }
        try system.advance(by: 249)
        #expect(ranAt == nil)
        try system.advance(by: 1)
        #expect(ranAt == 1250)
    }

    @Test("a deadline as a DispatchTimeInterval counts the same", arguments: [
        (DispatchTimeInterval.seconds(2), 2000), (.milliseconds(300), 300), (.microseconds(4500), 5), (.nanoseconds(2_000_000), 2),
    ])
    func intervals(_ interval: DispatchTimeInterval, milliseconds: Int) throws {
        let system = DragDropSystem()
        var ranAt: Int?
        try system.step { DispatchQueue.main.asyncAfter(deadline: .now() + interval) { ranAt = system.scheduler.now } }
        try system.settle()
        #expect(ranAt == milliseconds)
    }

    @Test("a deadline already past runs as async does; .never never comes")
    func pastAndNever() throws {
        let system = DragDropSystem()
        var ran: [String] = []
        try system.step {
            DispatchQueue.main.asyncAfter(deadline: .now() + .never) { ran.append("never") }
            DispatchQueue.main.asyncAfter(deadline: .now() + -1.0) { ran.append("past") }
        }
        try system.advance(by: 3_600_000)
        #expect(ran == ["past"])
    }

    @Test("deadlines at the ends of time neither trap nor come early: the earliest runs now, the unreachable never")
    func endsOfTime() throws {
        let system = DragDropSystem()
        try system.advance(by: 5)
        var ran: [String] = []
        try system.step {
            DispatchQueue.main.asyncAfter(deadline: VirtualTime(milliseconds: .min)) { ran.append("earliest") }
            DispatchQueue.main.asyncAfter(deadline: .now() + -Double.infinity) { ran.append("minus infinity") }
            DispatchQueue.main.asyncAfter(deadline: .now() + Double.nan) { ran.append("nan") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .infinity) { ran.append("infinity") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(.max)) { ran.append("Int.max seconds") }
            DispatchQueue.main.asyncAfter(deadline: VirtualTime(milliseconds: .max - 1)) { ran.append("last millisecond") }
        }
        try system.advance(by: 3_600_000)
        #expect(ran == ["earliest", "minus infinity"])
    }
}
