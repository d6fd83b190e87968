import DragDropCore
import Foundation
import Testing

@Suite("The global queue and the network")
struct GlobalQueueTests {
    /// `https://img.example/NAME`.
    private func url(_ name: String) throws -> URL {
        try #require(URL(string: "https://img.example/\(name)"))
    }

    @Test("a block waits for the URL it fetches, then its main-queue work runs, named after the fetch")
    func fetchWaitsThenHopsToMain() throws {
        let system = DragDropSystem()
        let venice = try url("venice.jpg")
        system.network.serve(venice, aspectRatio: 1.5, after: 200)
        var shown: Image?
        var ranAt: Int?
        system.globalQueue.async {
            let image = try? system.network.image(contentsOf: venice)
            system.mainQueue.async {
                shown = image
                ranAt = system.scheduler.now
            }
        }
        #expect(system.scheduler.pendingBackgroundWork.map(\.id) == ["fetch https://img.example/venice.jpg#0"])
        try system.advance(by: 199)
        #expect(shown == nil)
        try system.advance(by: 1)
        #expect(shown == Image(width: 1000, height: 667, name: "venice.jpg"))
        #expect(ranAt == 200)
    }

    @Test("a failing URL throws after its delay, and its work is named apart, since a failure may change the app's model")
    func failureNamedApart() throws {
        let system = DragDropSystem()
        let gone = try url("gone.jpg")
        system.network.serve(gone, after: 50, failingWith: "404 not found")
        var failure: (any Error)?
        system.globalQueue.async {
            do {
                _ = try system.network.image(contentsOf: gone)
            } catch {
                system.mainQueue.async { failure = error }
            }
        }
        #expect(system.scheduler.pendingBackgroundWork.map(\.label) == ["failing fetch https://img.example/gone.jpg"])
        try system.advance(by: 50)
        #expect((failure as? URLError)?.localizedDescription == "404 not found")
    }

    @Test("a URL nobody serves answers at once with a square image named after its last path component, none for no component")
    func unservedURL() throws {
        let system = DragDropSystem()
        #expect(try system.network.image(contentsOf: url("dawn.jpg?size=2")) == Image(width: 1000, height: 1000, name: "dawn.jpg"))
        #expect(try system.network.image(contentsOf: url("é.jpg")).name == "é.jpg")
        #expect(try system.network.image(contentsOf: #require(URL(string: "https://img.example/"))).name == nil)
    }

    @Test("a URL is served by its absolute address, as a network sees the request: relative to a base or written whole alike")
    func servedByAbsoluteAddress() throws {
        let system = DragDropSystem()
        system.network.reserveCapacity(2)
        system.network.serve(try url("venice.jpg"), aspectRatio: 2)
        let relative = try #require(URL(string: "venice.jpg", relativeTo: URL(string: "https://img.example/")))
        #expect(relative != (try url("venice.jpg")))
        #expect(try system.network.image(contentsOf: relative) == Image(width: 1000, height: 500, name: "venice.jpg"))
    }

    @Test("the block runs when queued, and its main-queue work after the work queued before it completes, in order")
    func blockRunsAtOnceMainWorkLater() throws {
        let system = DragDropSystem()
        var order: [String] = []
        system.globalQueue.async {
            order.append("block")
            system.mainQueue.async { order.append("main 1") }
            system.mainQueue.async { order.append("main 2") }
        }
        order.append("after async")
        system.mainQueue.async { order.append("queued on main before it completed") }
        try system.advance(by: 0)
        #expect(order == ["block", "after async", "queued on main before it completed", "main 1", "main 2"])
    }

    @Test("a block that waited for nothing completes in turn with the main queue's work, not as work the explorer reorders")
    func noWaitCompletesInTurn() throws {
        let system = DragDropSystem()
        var order: [String] = []
        system.globalQueue.async {
            system.mainQueue.async { order.append("cached image shown") }
        }
        system.mainQueue.async { order.append("queued after the block") }
        #expect(system.scheduler.pendingBackgroundWork.isEmpty)
        try system.advance(by: 0)
        #expect(order == ["queued after the block", "cached image shown"])
    }

    @Test("a block that queues nothing for the main queue leaves no work pending")
    func nothingToComplete() throws {
        let system = DragDropSystem()
        var ran = false
        system.globalQueue.async {
            ran = (try? system.network.image(contentsOf: url("a.jpg"))) != nil
        }
        #expect(ran)
        #expect(!system.scheduler.hasPendingWork)
    }

    @Test("a block queued from inside another starts when that one has waited so far")
    func nestedBlocks() throws {
        let system = DragDropSystem()
        let slow = try url("slow.jpg"), fast = try url("fast.jpg")
        system.network.serve(slow, after: 100)
        system.network.serve(fast, after: 10)
        var times: [String: Int] = [:]
        system.globalQueue.async {
            _ = try? system.network.image(contentsOf: slow)
            system.globalQueue.async {
                _ = try? system.network.image(contentsOf: fast)
                system.mainQueue.async { times["inner"] = system.scheduler.now }
            }
            system.mainQueue.async { times["outer"] = system.scheduler.now }
        }
        try system.settle()
        #expect(times == ["outer": 100, "inner": 110])
    }

    @Test("the network is the world's: it serves the same after a relaunch")
    func networkSurvivesRelaunch() throws {
        let system = DragDropSystem()
        let wide = try url("wide.jpg")
        system.network.serve(wide, aspectRatio: 2)
        try system.terminateApp()
        #expect(try system.network.image(contentsOf: wide).height == 500)
    }
}
