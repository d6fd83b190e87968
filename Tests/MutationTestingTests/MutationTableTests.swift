import MutationTesting
import Testing

@Suite("The mutation table and score")
struct MutationTableTests {
    static func mutation(_ bug: String, survives: String? = nil) -> Mutation {
        Mutation("engine", "Sources/E.swift", find: "a", replace: "b", bug: bug, survives: survives, line: 40)
    }

    static let results = [
        MutationResult(mutation: mutation("wrong order"), outcome: .killed(by: ["keeps order", "golden"]), sourceLine: 12),
        MutationResult(mutation: mutation("loops"), outcome: .timedOut(seconds: 120), sourceLine: 3),
        MutationResult(mutation: mutation("traps"), outcome: .crashed(status: 4), sourceLine: 5),
        MutationResult(mutation: mutation("harmless", survives: "the same either way"), outcome: .survived, sourceLine: 7),
        MutationResult(mutation: mutation("unseen"), outcome: .survived, sourceLine: 8),
        MutationResult(mutation: mutation("moved"), outcome: .stale(matches: 0), sourceLine: nil),
        MutationResult(mutation: mutation("typo"), outcome: .doesNotCompile("E.swift:1:1: error: x"), sourceLine: 1),
    ]

    @Test("every row says what was planted where, and what caught it or why nothing did")
    func rows() {
        #expect(MutationTable(results: Self.results).render() == """
          #  result    area          where  —  bug
          1  killed    engine        Sources/E.swift:12  —  wrong order
                       by "keeps order" and 1 more
          2  killed    engine        Sources/E.swift:3  —  loops
                       by the time limit: the tests ran over 120 s
          3  killed    engine        Sources/E.swift:5  —  traps
                       by a crash of the test process (status 4)
          4  SURVIVED  engine        Sources/E.swift:7  —  harmless
                       accepted: the same either way
          5  SURVIVED  engine        Sources/E.swift:8  —  unseen
                       no test failed: add a test that does
          6  STALE     engine        Sources/E.swift  —  moved
                       the text to find occurs 0 times, not once: update the catalogue entry at line 40
          7  NO BUILD  engine        Sources/E.swift:1  —  typo
                       the mutated tree does not build: E.swift:1:1: error: x

        score: 3 of 5 killed (60.0 %); 2 survived (1 accepted); 1 stale; 1 not building

        """)
    }

    @Test("the score counts only mutations that ran; stale and unbuildable entries stand apart")
    func score() {
        #expect(MutationTable(results: Self.results).score == 60.0)
        #expect(MutationTable(results: Array(Self.results.suffix(2))).score == nil)
        #expect(MutationTable(results: Array(Self.results.prefix(3))).score == 100.0)
    }

    @Test("what needs attention: an unaccepted survivor, a stale entry, one that does not build")
    func attention() {
        #expect(Self.results.map(\.needsAttention) == [false, false, false, false, true, true, true])
    }
}
