import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Decodes one scenario from YAML text, or records why it could not.
func scenario(_ text: String, path: String = "explore.yaml") throws -> (ScenarioFile, Scenario) {
    let (file, diagnostics) = ScenarioFile.decode(text, path: path, apps: .shipped)
    #expect(diagnostics == [])
    let scenario = try #require(file.scenarios.first)
    return (file, scenario)
}

@Suite("Exploring completion orders")
struct ExplorerTests {
    /// One item from Safari dropped on Photos, which loads all three of its types at once.
    static let threeLoadsOfOneItem = """
    scenario: Photos receives three types of one item
    app: canvas
    sources:
      safari:
        - id: sunrise
          provides:
            public.url: { value: "https://img.example/sunrise.jpg", after: 100ms }
            public.image: { width: 1200, height: 800, after: 200ms }
            public.plain-text: { value: "sunrise", after: 300ms }
    targets:
      photos: { accepts: [public.url, public.image, public.plain-text] }
    \(ScenarioText.drag(from: "source: safari, item: sunrise", to: "app: photos"))
    expect:
      received: { photos: [sunrise] }
    """

    /// Two items, two types each: loads of different items commute.
    static let twoItemsTwoLoads = """
    scenario: Photos receives two items of two types
    app: canvas
    sources:
      safari:
        - id: a
          provides:
            public.url: { value: "https://img.example/a.jpg", after: 100ms }
            public.plain-text: { value: "a", after: 200ms }
        - id: b
          provides:
            public.url: { value: "https://img.example/b.jpg", after: 150ms }
            public.plain-text: { value: "b", after: 250ms }
    targets:
      photos: { accepts: [public.url, public.plain-text] }
    steps:
      - touch: { source: safari, item: a }
      - lift
      - add: { source: safari, item: b }
      - move: { app: photos }
      - drop
    expect:
      received: { photos: [a, b] }
    """

    /// Three cells fetch at launch, each at its own pace.
    static let threeFetches = """
    scenario: Three cells fetch their images
    given:
      images:
        - { url: "https://img.example/a.jpg", fetch: { after: 100ms } }
        - { url: "https://img.example/b.jpg", fetch: { after: 200ms } }
        - { url: "https://img.example/c.jpg", fetch: { after: 300ms } }
    steps:
      - wait: 0
    expect:
      images: [a.jpg, b.jpg, c.jpg]
    """

    static func race(variant: String) -> String {
        """
        scenario: An image dragged in from Safari lands
        given:
          variant: \(variant)
          images: [https://img.example/venice.jpg]
        \(ScenarioText.safari("sunrise", .image(after: "100ms"), .url(after: "300ms")))
        \(ScenarioText.drag(from: "source: safari, item: sunrise", to: "cell: 1"))
        expect:
          images: [venice.jpg, sunrise.jpg]
          placeholders: 0
        """
    }

    @Test("order counts of small schedules are the known ones, for every reduction", arguments: [
        (threeLoadsOfOneItem, Explorer.Reduction.none, 6),
        (threeLoadsOfOneItem, .stateCaching, 6),
        (threeLoadsOfOneItem, .full, 6),
        (twoItemsTwoLoads, .none, 24),
        (twoItemsTwoLoads, .full, 4),
        (threeFetches, .none, 6),
        (threeFetches, .stateCaching, 6),
        (threeFetches, .full, 1),
    ] as [(String, Explorer.Reduction, Int)])
    func knownCounts(text: String, reduction: Explorer.Reduction, orders: Int) throws {
        let (file, scenario) = try scenario(text)
        let result = Explorer(reduction: reduction).explore(scenario, file: file.path)
        #expect(result.passed)
        #expect(result.orders - result.pruned == orders)
    }

    @Test("pruning keeps every distinct outcome", arguments: [
        threeLoadsOfOneItem, twoItemsTwoLoads, threeFetches, race(variant: "corrected"),
        """
        scenario: Two drops and a failing fetch, any outcome accepted
        given:
          images:
            - { url: "https://img.example/wide.jpg", aspect: 1.5, fetch: { after: 150ms, fails: "404" } }
        sources:
          safari:
            - id: a
              provides:
                public.url: { value: "https://img.example/a.jpg", after: 100ms }
                public.image: { width: 100, height: 100, after: 200ms }
            - id: b
              provides:
                public.image: { width: 100, height: 50, after: 120ms }
                public.url: { value: "https://img.example/b.jpg", after: 180ms }
        steps:
          - touch: { source: safari, item: a }
          - lift
          - move: { cell: 0 }
          - drop
          - touch: { source: safari, item: b }
          - lift
          - move: { cell: 1 }
          - drop
        """,
    ])
    func outcomesKept(text: String) throws {
        let (file, scenario) = try scenario(text)
        let everything = Explorer(reduction: .none).explore(scenario, file: file.path)
        #expect(everything.passed)
        #expect(!everything.outcomes.isEmpty)
        for reduction in [Explorer.Reduction.stateCaching, .full] {
            let reduced = Explorer(reduction: reduction).explore(scenario, file: file.path)
            #expect(reduced.outcomes == everything.outcomes)
            #expect(reduced.orders <= everything.orders)
        }
    }

    @Test("the tutorial's race is found: the URL arriving first loses the drop")
    func findsTheRace() throws {
        let (file, scenario) = try scenario(Self.race(variant: "tutorial"))
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        #expect(runner.run(scenario, file: file.path).status == .passed)
        let result = Explorer().explore(scenario, file: file.path)
        let failure = try #require(result.failure)
        let loads = failure.order.map(\.label).filter { $0.hasPrefix("safari.provider") }
        #expect(loads == ["safari.provider public.url sunrise", "safari.provider public.image sunrise"])
        #expect(failure.result.failures.map(\.message) == ["images differ"])
    }

    @Test("the corrected variant is proven in every order")
    func provesCorrected() throws {
        let (file, scenario) = try scenario(Self.race(variant: "corrected"))
        let result = Explorer().explore(scenario, file: file.path)
        #expect(result.passed)
        #expect(result.outcomes.count == 1)
        #expect(result.orders >= 2)
    }

    @Test("the emitted file forces the failing order, so run fails on it every time")
    func emitted() throws {
        let (file, scenario) = try scenario(Self.race(variant: "tutorial"))
        let failure = try #require(Explorer().explore(scenario, file: file.path).failure)
        let text = try OrderEmitter(file: file, scenario: scenario).emit(failure.order).get()
        #expect(text.contains("public.image: { width: 1200, height: 800, after: 301ms }"))
        #expect(text.contains("public.url: { value: \"https://img.example/sunrise.jpg\", after: 300ms }"))
        #expect(OrderEmitter.reproduces(text, path: "emitted.yaml", apps: .shipped))
        let (emittedFile, emittedScenario) = try ExplorerTestsSupport.decode(text)
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        for _ in 0..<3 {
            #expect(runner.run(emittedScenario, file: emittedFile.path).status == .failed)
        }
    }

    @Test("a scalar representation that must wait is rewritten into a mapping with a delay")
    func rewritesScalars() throws {
        let (file, scenario) = try scenario("""
        scenario: Scalars get delays
        given:
          variant: tutorial
          images: []
        sources:
          safari:
            - id: sunrise
              provides:
                public.image: { width: 1200, height: 800, after: 100ms }
                public.url: https://img.example/sunrise.jpg
        \(ScenarioText.drag(from: "source: safari, item: sunrise", to: "empty: true"))
        expect:
          images: []
        """)
        let failure = try #require(Explorer().explore(scenario, file: file.path).failure)
        let text = try OrderEmitter(file: file, scenario: scenario).emit(failure.order).get()
        #expect(text.contains("public.image: { width: 1200, height: 800, after: 100ms }"))
        #expect(text.contains("public.url: { value: https://img.example/sunrise.jpg, after: 101ms }"))
        #expect(OrderEmitter.reproduces(text, path: "emitted.yaml", apps: .shipped))
    }

    @Test("the order limit makes a search incomplete, which is not a pass")
    func limit() throws {
        let (file, scenario) = try scenario(Self.twoItemsTwoLoads)
        let result = Explorer(orderLimit: 3, reduction: .none).explore(scenario, file: file.path)
        #expect(result.isIncomplete)
        #expect(!result.passed)
        #expect(result.orders == 3)
    }
}

enum ExplorerTestsSupport {
    static func decode(_ text: String) throws -> (ScenarioFile, Scenario) {
        let (file, diagnostics) = ScenarioFile.decode(text, path: "emitted.yaml", apps: .shipped)
        #expect(diagnostics == [])
        return (file, try #require(file.scenarios.first))
    }
}

@Suite("Shipped explore scenarios")
struct ShippedExploreTests {
    @Test("explore finds the tutorial's race in Scenarios/explore and proves the corrected drops")
    func shipped() throws {
        let folder = ShippedScenariosTests.folder + "/explore"
        let loaded = ScenarioLoader(apps: .shipped).load([folder])
        #expect(loaded.isValid)
        var verdicts: [String: Bool] = [:]
        for (file, scenario) in loaded.scenarios {
            verdicts[(file.path as NSString).lastPathComponent + " " + scenario.name] = Explorer().explore(scenario, file: file.path).passed
        }
        #expect(verdicts.count == 3)
        for (key, passed) in verdicts {
            #expect(passed == key.hasPrefix("corrected-proven.yaml"), "\(key)")
        }
    }
}
