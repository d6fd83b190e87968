import ScenarioKit
import Testing

@Suite("{view: NAME, row: N}: a row of a table the app declares")
struct RowTargetTests {
    @Test("a row of a view that is no table stops the scenario with an invalid step")
    func rowOfACollectionView() throws {
        let summary = runYAML("""
        scenario: a row of the board's collection view
        app: board
        steps:
          - touch: { view: collection, row: 0 }
        expect:
          error: { kind: invalid-step, message: "view 'collection' is not a table view: it has no rows" }
        """)
        #expect(summary.results.map(\.status) == [.passed], "\(summary.results.flatMap(\.failures))")
    }
}
