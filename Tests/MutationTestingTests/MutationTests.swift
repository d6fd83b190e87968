import MutationTesting
import Testing

@Suite("A mutation applied to a text")
struct MutationTests {
    static let source = "let a = 1\nif x < limit {\n    run()\n}\n"

    @Test("a text found once is replaced there and nowhere else, and its line is known")
    func once() {
        let mutation = Mutation("area", "f.swift", find: "x < limit", replace: "x <= limit", bug: "off by one")
        #expect(mutation.occurrences(in: Self.source) == 1)
        #expect(mutation.applied(to: Self.source) == "let a = 1\nif x <= limit {\n    run()\n}\n")
        #expect(mutation.sourceLine(in: Self.source) == 2)
    }

    @Test("a text found twice or not at all is not applied, so a stale entry is never half-planted")
    func staleTexts() {
        let twice = Mutation("area", "f.swift", find: "\n", replace: " ", bug: "b")
        #expect(twice.occurrences(in: Self.source) == 4)
        #expect(twice.applied(to: Self.source) == nil)
        let missing = Mutation("area", "f.swift", find: "x > limit", replace: "x >= limit", bug: "b")
        #expect(missing.occurrences(in: Self.source) == 0)
        #expect(missing.applied(to: Self.source) == nil)
        #expect(missing.sourceLine(in: Self.source) == nil)
    }

    @Test("an entry remembers the catalogue line it was written on")
    func catalogueLine() {
        let mutation = Mutation("area", "f.swift", find: "a", replace: "b", bug: "c")
        #expect(mutation.line == #line - 1)
    }
}
