import Testing
import YAMLReader

@Suite("Streams and errors")
struct StreamTests {
    @Test("empty input holds no document")
    func empty() throws {
        #expect(try YAMLParser().parse("", file: "t.yaml").isEmpty)
        #expect(try YAMLParser().parse("# only a comment\n", file: "t.yaml").isEmpty)
        #expect(YAMLParser().documents(in: [UInt8](), file: "t.yaml").isEmpty)
    }

    @Test("a stream holds its documents in order, each placed")
    func multipleDocuments() throws {
        let documents = try YAMLParser().parse("a: 1\n---\nb: 2\n---\nc: 3\n", file: "t.yaml")
        #expect(documents.map { $0.root.mapping?.pairs.first?.key.scalar?.value } == ["a", "b", "c"])
        #expect(documents.map(\.location.line) == [1, 2, 4])
        #expect(documents[1].root.location == at(3, 1))
    }

    @Test("a duplicate key is an error at the second key")
    func duplicateKeys() {
        #expect(failure("a: 1\nb: 2\n\"a\": 3\n") == "3:1: duplicate key 'a' (first at line 1, column 1)")
        #expect(failure("x: {k: 1, k: 2}") == "1:11: duplicate key 'k' (first at line 1, column 5)")
    }

    @Test("libyaml's problem and context become one message")
    func malformed() {
        #expect(failure("a: [1, 2\n") == "2:1: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)")
        #expect(failure("a: 1\n b: 2\n") == "2:3: mapping values are not allowed in this context; check the indentation: the entries of one mapping or list start in the same column, further right than their parent's")
        #expect(failure("a: \"open\n") == "2:1: found unexpected end of stream (while scanning a quoted scalar at line 1, column 4)")
        #expect(failure("- a\nb: 1\n") == "2:1: did not find expected '-' indicator (while parsing a block collection at line 1, column 1); check the indentation: the entries of one mapping or list start in the same column, further right than their parent's")
    }

    @Test("a bad document ends itself; the next document still reads")
    func recovery() {
        let results = YAMLParser().documents(in: "a: 1\n---\nb: [\n---\nc: 3\n---\nd: *x\n---\ne: 5\n", file: "t.yaml")
        let summary = results.map { result -> String in
            switch result {
            case .success(let document): document.root.mapping?.pairs.first?.key.scalar?.value ?? "?"
            case .failure(let error): "\(error.location.line):\(error.location.column) \(error.message)"
            }
        }
        #expect(summary == [
            "a",
            "4:1 did not find expected node content (while parsing a flow node at line 4, column 1)",
            "c",
            "7:4 unknown alias 'x'",
            "e",
        ])
    }
}
