import ScenarioKit
import ScenarioTestSupport
import Testing

/// `trace: {contains}` and `trace: {excludes}` as the runner checks them (docs/FORMAT.md):
/// `contains` in the order listed, both against lines without their time column.
@Suite("Trace patterns in expect")
struct TracePatternCheckTests {
    /// Moves a onto b, then checks `trace` written as `patterns` (YAML lines under `trace:`).
    static func moveAOntoB(trace patterns: String) -> RunSummary {
        runYAML("""
        scenario: move a onto b
        \(ScenarioText.gallery("a.jpg", "b.jpg"))
        \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
        expect:
          trace:
        \(patterns)
        """)
    }

    @Test("contains finds its lines in the order listed, so the same two lines reversed fail at the second")
    func containsKeepsOrder() {
        let inOrder = Self.moveAOntoB(trace: """
            contains:
              - collection.drag itemsForBeginning*
              - collection.drop performDrop*
        """)
        #expect(inOrder.results.map(\.status) == [.passed])
        let reversed = Self.moveAOntoB(trace: """
            contains:
              - collection.drop performDrop*
              - collection.drag itemsForBeginning*
        """)
        #expect(reversed.results.map(\.status) == [.failed])
        let failures = reversed.results.flatMap(\.failures)
        #expect(failures.map(\.message) == ["trace has no line 'collection.drag itemsForBeginning*' after 'collection.drop performDrop*'"])
        #expect(failures.map(\.location.line) == [13])
        #expect(failures.first?.details.first == "- collection.drag itemsForBeginning*")
    }

    @Test("excludes compares with lines without their time column, spaces folded, so a line written as it reads is found")
    func excludesMatchUntimedLines() {
        let summary = Self.moveAOntoB(trace: """
            excludes:
              - collection.drop   performDrop [0,1] items=1
        """)
        #expect(summary.results.map(\.status) == [.failed])
        let failures = summary.results.flatMap(\.failures)
        #expect(failures.map(\.message) == ["trace has 1 line matching excluded 'collection.drop performDrop [0,1] items=1'"])
        #expect(failures.map(\.details) == [["+ collection.drop performDrop [0,1] items=1"]])
        #expect(failures.map(\.location.line) == [12])
    }

    @Test("a whole-trace expectation that lists only the trace's first line fails, showing the rest as added")
    func wholeTraceHasEveryLine() {
        let summary = Self.moveAOntoB(trace: """
            - collection cell [0,0] fetched
        """)
        #expect(summary.results.map(\.status) == [.failed])
        let failure = summary.results.first?.failures.first
        #expect(failure?.message == "trace differs")
        let details = failure?.details ?? []
        #expect(details.first == "  collection cell [0,0] fetched")
        #expect(details.contains("+ collection.drop performDrop [0,1] items=1"))
        #expect(!details.contains { $0.hasPrefix("- ") })
    }
}
