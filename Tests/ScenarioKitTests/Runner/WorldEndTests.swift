@testable import DragDropCore
@testable import ScenarioKit
import Testing

/// What a block still pending holds.
private final class Probe {}

@Suite("A world's end")
struct WorldEndTests {
    @Test("a world's end drops the work still pending, and with it what its blocks hold")
    func pendingWorkDropped() throws {
        let (_, scenario) = try scenario("""
        scenario: nothing happens
        steps:
          - wait: 10ms
        """)
        weak var released: Probe?
        var ran = false
        do {
            let probe = Probe()
            released = probe
            let world = try World(scenario, prepare: { system in
                system.mainQueue.asyncAfter(milliseconds: 1000) {
                    _ = probe
                    ran = true
                }
            })
            #expect(world.system.scheduler.hasPendingWork)
        }
        #expect(released == nil)
        #expect(!ran)
    }
}
