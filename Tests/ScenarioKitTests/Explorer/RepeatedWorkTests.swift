import DragDropCore
import Foundation
@testable import ScenarioKit
import Testing

/// `explore` tries only orders `run` can produce: a relaunched gallery fetches its images
/// again with the delays it had at launch, so they come back in the order they did then
/// (issue 29).
@Suite("Work requested again keeps its order")
struct RepeatedWorkTests {
    static func gallery(fails: Bool, expect: String = "") -> String {
        let failure = fails ? ", fails: \"404\"" : ""
        return """
        scenario: fetches after a relaunch
        given:
          images:
            - { url: "https://img.example/a.jpg", fetch: { after: 100ms\(failure) } }
            - { url: "https://img.example/b.jpg", fetch: { after: 100ms\(failure) } }
            - { url: "https://img.example/c.jpg", fetch: { after: 100ms\(failure) } }
        steps:
          - wait: 200ms
          - relaunch
          - wait: 200ms
        \(expect)
        """
    }

    /// Every order the search tried, as the labels of the work completed.
    static func orders(_ text: String) throws -> (ExploreResult, [[String]]) {
        let (file, scenario) = try scenario(text)
        final class Orders: @unchecked Sendable { var all: [[String]] = [] }
        let orders = Orders()
        let watch = ExplorationWatch(
            replayStarted: { _ in orders.all.append([]) }, decided: { _ in },
            completed: { work in orders.all[orders.all.count - 1].append(work.label) }, watching: { $0 }
        )
        let result = Explorer().explore(scenario, file: file.path, watch: watch)
        return (result, orders.all)
    }

    @Test("an ordered trace check that run passes after a relaunch passes explore too")
    func orderedCheckAfterRelaunch() throws {
        let text = Self.gallery(fails: false, expect: """
        expect:
          trace:
            contains:
              - app relaunch
              - collection cell [0,0] fetched
              - collection cell [0,1] fetched
              - collection cell [0,2] fetched
        """)
        let (file, scenario) = try scenario(text)
        #expect(ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)).run(scenario, file: file.path).status == .passed)
        let result = Explorer().explore(scenario, file: file.path)
        #expect(result.failure == nil)
        #expect(result.passed)
    }

    @Test("fetches after a relaunch complete in the order they did at launch, in every order tried", arguments: [false, true])
    func relaunchKeepsLaunchOrder(fails: Bool) throws {
        let (result, orders) = try Self.orders(Self.gallery(fails: fails))
        #expect(result.passed)
        #expect(!orders.isEmpty)
        for order in orders where order.count == 6 {
            #expect(Array(order[3...]) == Array(order[..<3]), "\(order)")
        }
        // Failing fetches commute with nothing: every launch order is tried, and only that.
        if fails { #expect(result.orders - result.pruned == 6) }
    }

    static func work(_ label: String, requested: Int, due: Int, sequence: Int) -> Scheduler.PendingWork {
        Scheduler.PendingWork(id: label + "#0", label: label, requestedAt: requested, dueAt: due, sequence: sequence)
    }

    /// P, then Q, completed at 100 ms, both requested at 0 (P first when `askedFirst`); now
    /// they are requested again, Q `earlier` milliseconds before P (Q first when `qFirst`).
    @Test("work is held back only where no delays could let it through", arguments: [
        // As then: Q first needs a tie Q wins now that P won then.
        (0, true, false, true),
        (0, true, true, false),
        // Q asked later than then: P's delay was at most Q's, so P still comes first.
        (-1, true, false, true),
        (-5, true, true, true),
        // Q asked 1 ms earlier: equal delays let it through, which P's tie then allows...
        (1, true, false, false),
        // ...but not when P beat Q then without a tie, unless Q wins a tie now.
        (1, false, false, true),
        (1, false, true, false),
        // Q asked 2 ms earlier: a delay between lets it through.
        (2, false, false, false),
    ] as [(Int, Bool, Bool, Bool)])
    func heldBack(earlier: Int, askedFirst: Bool, qFirst: Bool, held: Bool) {
        var repeated = RepeatedWork()
        _ = repeated.completed(Self.work("fetch p", requested: 0, due: 100, sequence: askedFirst ? 1 : 2))
        _ = repeated.completed(Self.work("fetch q", requested: 0, due: 100, sequence: askedFirst ? 2 : 1))
        let p = Self.work("fetch p", requested: 500, due: 600, sequence: qFirst ? 11 : 10)
        let q = Self.work("fetch q", requested: 500 - earlier, due: 600 - earlier, sequence: qFirst ? 10 : 11)
        #expect(repeated.mustPrecede(p, q) == held)
        #expect(!repeated.mustPrecede(q, p))
        #expect(repeated.allowed([p, q]) == (held ? [0] : [0, 1]))
    }

    @Test("work with another delay than before, or never completed before, is never held back")
    func freeWork() {
        var repeated = RepeatedWork()
        _ = repeated.completed(Self.work("fetch p", requested: 0, due: 100, sequence: 1))
        _ = repeated.completed(Self.work("fetch q", requested: 0, due: 100, sequence: 2))
        let p = Self.work("fetch p", requested: 500, due: 600, sequence: 10)
        // A cached image answers at once: another delay than the first fetch had.
        #expect(!repeated.mustPrecede(p, Self.work("fetch q", requested: 500, due: 500, sequence: 11)))
        #expect(!repeated.mustPrecede(p, Self.work("fetch r", requested: 500, due: 600, sequence: 11)))
        #expect(repeated.allowed([Self.work("fetch q", requested: 500, due: 600, sequence: 11), p]) == [1])
    }
}
