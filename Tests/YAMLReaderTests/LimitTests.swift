import ScenarioTestSupport
import Testing
import YAMLReader

@Suite("Limits and hostile input")
struct LimitTests {
    @Test("a million open brackets fail fast on the depth limit")
    func depthBomb() {
        let text = String(repeating: "[", count: 1_000_000)
        let (message, elapsed) = timedFailure(text)
        #expect(message == "1:257: nesting too deep (limit 256 levels)")
        #expect(elapsed < .seconds(1))
    }

    @Test("a deep block sequence fails on the depth limit instead of overflowing the stack")
    func deepBlockSequence() {
        var text = ""
        for level in 0..<2_000 { text += String(repeating: " ", count: level) + "-\n" }
        #expect(failure(text)?.hasSuffix("nesting too deep (limit 256 levels)") == true)
    }

    @Test("nesting up to the limit is fine")
    func depthAtLimit() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        _ = try root(text)
    }

    @Test("too many plain nodes are refused")
    func nodeLimit() {
        let text = "[" + Array(repeating: "x", count: 20).joined(separator: ",") + "]"
        #expect(failure(text, limits: .init(maxNodes: 10)) == "1:20: too many nodes (limit 10)")
    }

    @Test("the scaled node limit is the default for small input and the byte count for large")
    func scaledLimit() {
        #expect(YAMLParser.Limits.scaled(toBytes: 10).maxNodes == 100_000)
        #expect(YAMLParser.Limits.scaled(toBytes: 3_000_000).maxNodes == 3_000_000)
        #expect(YAMLParser.Limits.scaled(toBytes: 3_000_000).maxDepth == 256)
    }

    @Test("a multi-document stream of more nodes than the default limit is read to the end under the scaled limit")
    func largeStream() throws {
        let document = "a: [1, 2, 3, 4, 5, 6, 7, 8]\nb: { c: d, e: f }\n"
        let text = Array(repeating: document, count: 12_000).joined(separator: "---\n")
        #expect(failure(text)?.hasSuffix("too many nodes (limit 100000)") == true)
        let documents = try YAMLParser(limits: .scaled(toBytes: text.utf8.count)).parse(text, file: "t.yaml")
        #expect(documents.count == 12_000)
    }

    @Test("binary garbage is an error, not a crash")
    func garbage() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let bytes = (0..<Int(generator.next() % 400)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = YAMLParser().documents(in: bytes, file: "t.yaml")
        }
        let yamlish = Array("-[]{}:,&*!|>'\"%@`#? \n\t\r~x1---...".utf8)
        for _ in 0..<2_000 {
            let bytes = (0..<Int(generator.next() % 200)).map { _ in yamlish[Int(generator.next() % UInt64(yamlish.count))] }
            _ = YAMLParser().documents(in: bytes, file: "t.yaml")
        }
    }

    @Test("a huge scalar reads whole")
    func hugeScalar() throws {
        let big = String(repeating: "ab", count: 500_000)
        #expect(try root("k: \(big)").mapping?["k"]?.scalar?.value.utf8.count == 1_000_000)
    }

    @Test("tabs used as indentation are a syntax error with a place")
    func tabs() {
        #expect(failure("a:\n\tb: 1\n") == "2:1: found character that cannot start any token (while scanning for the next token at line 2, column 1); a tab indents this line, and YAML indents with spaces only")
    }
}
