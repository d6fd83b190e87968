import ScenarioKit
import Testing

/// The same run gives the same trace, byte for byte (docs/FORMAT.md, The trace).
@Suite("Determinism")
struct DeterminismTests {
    /// Timed loads that fall due together, two fingers and a relaunch: what could reorder if
    /// anything depended on hashing, addresses or the wall clock.
    static let busy = """
    scenario: busy
    given:
      images:
        - { url: "https://img.example/venice.jpg", fetch: { after: 300ms } }
        - { url: "https://img.example/artika.jpg", fetch: { after: 300ms } }
        - { url: "https://img.example/dawn.jpg", fetch: { after: 100ms, fails: "404" } }
    sources:
      safari:
        - id: sunrise
          provides:
            public.image: { width: 1200, height: 800, after: 300ms }
            public.url: { value: "https://img.example/sunrise.jpg", after: 300ms }
        - id: dusk
          provides:
            public.url: { value: "https://img.example/dusk.jpg", after: 300ms }
            public.image: { width: 800, height: 800, after: 300ms }
    targets:
      photos: { accepts: [public.image, public.url] }
    steps:
      - wait: 300ms
      - touch: { source: safari, item: sunrise }
      - lift
      - add: { source: safari, item: dusk }
      - touch: { cell: 1, finger: 2 }
      - lift: { finger: 2 }
      - move: { empty: true }
      - move: { app: photos, finger: 2 }
      - drop
      - drop: { finger: 2 }
      - wait: 300ms
      - relaunch
    """

    static func lines(_ yaml: String) -> [[String]] {
        runYAML(yaml).results.map { $0.trace.map(\.line) }
    }

    @Test("running a scenario twice gives the same trace, line for line")
    func twice() {
        #expect(runYAML(Self.busy).results.map(\.status) == [.passed])
        let first = Self.lines(Self.busy)
        #expect(first.first?.count ?? 0 > 50)
        #expect(Self.lines(Self.busy) == first)
    }

    @Test("every shipped scenario traces the same twice")
    func shipped() {
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        // Pinned crashes end the process that runs them, so they run in workers (CrashIsolationTests).
        for (file, scenario) in ShippedScenariosTests.loaded.scenarios where scenario.expect?.error?.kind != .crash {
            let first = runner.run(scenario, file: file.path).trace.map(\.line)
            let second = runner.run(scenario, file: file.path).trace.map(\.line)
            #expect(first == second, "\(scenario.name)")
        }
    }

    @Test("runs at the same time do not disturb each other")
    func concurrent() async {
        let expected = Self.lines(Self.busy)
        let results = await withTaskGroup(of: [[String]].self) { group in
            for _ in 0..<8 { group.addTask { Self.lines(Self.busy) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
