import ScenarioKit
import Testing

/// `images: [{url, aspect}]` compares the aspect to within rounding, not loosely.
@Suite("Image expectations")
struct ImageExpectationCheckTests {
    static func run(actual: Double, expected: Double) -> RunSummary {
        runYAML("""
        scenario: one image
        given:
          images: [{ url: "https://img.example/a.jpg", aspect: \(actual) }]
        expect:
          images: [{ url: a.jpg, aspect: \(expected) }]
        """)
    }

    @Test("an aspect that differs in the second decimal fails, with both values", arguments: [(1.52, 1.5), (1.48, 1.5), (0.66, 0.67)])
    func differs(actual: Double, expected: Double) {
        let summary = Self.run(actual: actual, expected: expected)
        #expect(summary.results.map(\.status) == [.failed])
        #expect(summary.results.flatMap(\.failures).map(\.details) == [[
            "- {url: a.jpg, aspect: \(expected)}", "+ {url: a.jpg, aspect: \(actual)}",
        ]])
    }

    @Test("an aspect within rounding of the expected one passes", arguments: [(1.501, 1.5), (0.6667, 0.667)])
    func withinRounding(actual: Double, expected: Double) {
        #expect(Self.run(actual: actual, expected: expected).results.map(\.status) == [.passed])
    }
}
