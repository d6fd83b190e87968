import Testing
import YAMLReader

@Suite("Anchors and aliases")
struct AliasTests {
    @Test("an alias expands to its anchor's node, placed at the alias")
    func expands() throws {
        let node = try root("""
        base: &b { cell: 0 }
        again: *b
        """)
        let mapping = try #require(node.mapping)
        let again = try #require(mapping["again"]?.mapping)
        #expect(again.pairs.first?.key.scalar?.value == "cell")
        #expect(again.location == at(2, 8))
        #expect(again.pairs.first?.key.location == at(1, 12))
    }

    @Test("an alias to an anchor never defined is an error at the alias")
    func unknownAlias() {
        #expect(failure("a: 1\nb: *nope\n") == "2:4: unknown alias 'nope'")
    }

    @Test("an alias inside its own anchor is an error")
    func recursiveAlias() {
        #expect(failure("&a [*a]") == "1:5: alias 'a' refers to a node that contains it")
    }

    @Test("anchors live within one document")
    func anchorsPerDocument() {
        #expect(failure("a: &x 1\n---\nb: *x\n") == "3:4: unknown alias 'x'")
    }

    @Test("a billion laughs fails fast on the node limit")
    func aliasBomb() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let (message, elapsed) = timedFailure(text)
        #expect(message == "5:45: too many nodes after expanding aliases (limit 100000)")
        #expect(elapsed < .seconds(1))
    }

    @Test("aliases cannot nest deeper than the depth limit")
    func aliasDepth() {
        let limits = YAMLParser.Limits(maxDepth: 4)
        #expect(failure("a: &a [[1]]\nb: [[*a]]\n", limits: limits) == "2:6: nesting too deep (limit 4 levels)")
        #expect(failure("a: &a [[1]]\nb: [*a]\n", limits: limits) == nil)
    }
}
