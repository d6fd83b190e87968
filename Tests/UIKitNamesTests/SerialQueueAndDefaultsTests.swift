import ScenarioAppKit
import Testing
import UIKitNames

/// A serial queue of the app's own and `UserDefaults.standard`, on the running device.
@Suite("Serial queues and UserDefaults in app code")
struct SerialQueueAndDefaultsTests {
    /// Fetches a slow then a fast image in two blocks on `queue`, recording each on the main
    /// queue when it arrives.
    private func fetchOrder(serial: Bool) throws -> [String] {
        let system = DragDropSystem()
        let slow = URL(string: "https://img.example/slow.jpg")!
        let fast = URL(string: "https://img.example/fast.jpg")!
        system.network.serve(slow, after: 300)
        system.network.serve(fast, after: 100)
        var order: [String] = []
        let queue = DispatchQueue(label: "com.example.fetch")
        try system.step {
            for url in [slow, fast] {
                let work = {
                    _ = try? system.network.image(contentsOf: url)
                    DispatchQueue.main.async { order.append(url.lastPathComponent) }
                }
                if serial { queue.async(execute: work) } else { DispatchQueue.global().async(execute: work) }
            }
        }
        try system.advance(by: 1000)
        return order
    }

    @Test("a serial queue's block starts when the one before it is done; the global queue's do not wait")
    func serialOrder() throws {
        #expect(try fetchOrder(serial: true) == ["slow.jpg", "fast.jpg"])
        #expect(try fetchOrder(serial: false) == ["fast.jpg", "slow.jpg"])
    }

    @Test("UserDefaults.standard is each device's own, and keeps each kind of value")
    func defaultsPerDevice() throws {
        let first = DragDropSystem()
        let second = DragDropSystem()
        try first.step {
            UserDefaults.standard.set(3, forKey: "count")
            UserDefaults.standard.set(true, forKey: "seen")
            UserDefaults.standard.set(["a", "b"], forKey: "order")
        }
        var seen = (count: -1, seen: true, order: [String]?.none)
        try second.step {
            seen = (UserDefaults.standard.integer(forKey: "count"), UserDefaults.standard.bool(forKey: "seen"), UserDefaults.standard.stringArray(forKey: "order"))
        }
        #expect(seen.count == 0 && !seen.seen && seen.order == nil)
        try first.step {
            seen = (UserDefaults.standard.integer(forKey: "count"), UserDefaults.standard.bool(forKey: "seen"), UserDefaults.standard.stringArray(forKey: "order"))
        }
        #expect(seen.count == 3 && seen.seen && seen.order == ["a", "b"])
    }
}
