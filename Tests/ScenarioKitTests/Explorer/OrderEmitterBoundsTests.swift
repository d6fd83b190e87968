@testable import DragDropCore
import Foundation
import ScenarioKit
import Testing

@Suite("Emitting an order at the end of time")
struct OrderEmitterBoundsTests {
    @Test("holding work back past the clock's last millisecond is a problem said in words, not a trap")
    func holdBackPastTheEnd() throws {
        let path = ShippedScenariosTests.folder + "/explore/tutorial-race.yaml"
        let (file, scenario) = try scenario(String(contentsOfFile: path, encoding: .utf8), path: path)
        // The URL first, then the image requested before it: the image must be held back to
        // 1ms after the URL, which is due at the clock's last millisecond.
        let order = [
            Scheduler.PendingWork(id: "safari.provider public.url sunrise#0", label: "safari.provider public.url sunrise", requestedAt: Int.max, dueAt: Int.max, sequence: 5),
            Scheduler.PendingWork(id: "safari.provider public.image sunrise#0", label: "safari.provider public.image sunrise", requestedAt: Int.max, dueAt: Int.max, sequence: 4),
        ]
        let emitted = OrderEmitter(file: file, scenario: scenario).emit(order)
        guard case .failure(let problem) = emitted else {
            Issue.record("emitted \(emitted)")
            return
        }
        #expect(problem.message == "'safari.provider public.image sunrise' would have to finish after the virtual clock's last millisecond (9223372036854775807ms)")
    }
}
