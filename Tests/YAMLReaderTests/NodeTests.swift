import Testing
import YAMLReader

@Suite("Nodes")
struct NodeTests {
    @Test("every node carries its 1-based line and column")
    func marks() throws {
        let node = try root("""
        scenario: x
        steps:
          - lift
          - touch: { cell: 0 }
        """)
        let mapping = try #require(node.mapping)
        #expect(mapping.location == at(1, 1))
        #expect(mapping.pairs[0].key.location == at(1, 1))
        #expect(mapping.pairs[0].value.location == at(1, 11))
        let steps = try #require(mapping["steps"]?.sequence)
        #expect(steps.location == at(3, 3))
        #expect(steps.items[0].location == at(3, 5))
        let touch = try #require(steps.items[1].mapping)
        #expect(touch.location == at(4, 5))
        #expect(touch.pairs[0].value.location == at(4, 12))
        #expect(touch.pairs[0].value.mapping?.pairs[0].value.location == at(4, 20))
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() throws {
        let node = try root("é€😀: x")
        #expect(node.mapping?.pairs[0].value.location == at(1, 6))
    }

    @Test("mappings keep their keys in the order written")
    func keyOrder() throws {
        let node = try root("z: 1\na: 2\nm: 3\nb: 4")
        #expect(node.mapping?.pairs.compactMap { $0.key.scalar?.value } == ["z", "a", "m", "b"])
    }

    @Test("scalars keep their style and explicit tag")
    func stylesAndTags() throws {
        let node = try root("""
        - plain
        - 'single'
        - "double"
        - |
          literal
        - >
          folded
          text
        - !!str 3
        - !custom x
        - ~
        - ""
        """)
        let items = try #require(node.sequence?.items).compactMap { $0.scalar }
        #expect(items.map(\.style) == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded, .plain, .plain, .plain, .doubleQuoted])
        #expect(items.map(\.value) == ["plain", "single", "double", "literal\n", "folded text\n", "3", "x", "~", ""])
        #expect(items[5].tag == "tag:yaml.org,2002:str")
        #expect(items[6].tag == "!custom")
        #expect(items[0].tag == nil)
        #expect(items[7].isNull)
        #expect(!items[8].isNull)
        #expect(try root("a: ~").mapping?["a"]?.scalar?.isNull == true)
        #expect(try root("a:").mapping?["a"]?.scalar?.isNull == true)
    }

    @Test("a NUL written as an escape stays in the scalar")
    func nulInScalar() throws {
        let node = try root(#"key: "a\0b""#)
        let value = try #require(node.mapping?["key"]?.scalar?.value)
        #expect(Array(value.utf8) == [0x61, 0x00, 0x62])
    }

    @Test("a raw NUL byte is rejected by the reader with its place")
    func rawNul() throws {
        let results = YAMLParser().documents(in: Array("a: 1\nb: x\u{0}y\n".utf8), file: "t.yaml")
        let error = try #require(lastFailure(results), "expected a failure, got \(results)")
        #expect(error.location == at(2, 5))
        #expect(error.message == "control characters are not allowed (0x00)")
    }

    @Test("invalid UTF-8 is reported at its byte")
    func invalidUTF8() throws {
        let bytes = Array("a: 1\nbé: ".utf8) + [0xFF, 0x41]
        let results = YAMLParser().documents(in: bytes, file: "t.yaml")
        let error = try #require(lastFailure(results), "expected a failure, got \(results)")
        #expect(error.location == at(2, 5))
        #expect(error.message == "invalid leading UTF-8 octet (0xFF)")
    }

    @Test("nodes of different files, and nodes made by hand, keep their own file, place and tag")
    func filesAndTags() throws {
        let first = try YAMLParser().parse("a: !!str 1", file: "first/long-folder-name/one.yaml")
        let second = try YAMLParser().parse("- x\n- y", file: "second.yaml")
        let pair = try #require(first.first?.root.mapping?.pairs.first)
        #expect(pair.value.location == SourceLocation(file: "first/long-folder-name/one.yaml", line: 1, column: 4))
        #expect(pair.value.tag == "tag:yaml.org,2002:str")
        #expect(pair.key.tag == nil)
        #expect(second.first?.root.sequence?.items[1].location == SourceLocation(file: "second.yaml", line: 2, column: 3))

        var made = Node.Scalar(value: "v", tag: "!mine", location: SourceLocation(file: "made.yaml", line: 7, column: 9))
        #expect(made.location == SourceLocation(file: "made.yaml", line: 7, column: 9))
        #expect(made.tag == "!mine")
        made.location = SourceLocation(file: "moved.yaml", line: 8, column: 1)
        made.tag = nil
        #expect(made.location.file == "moved.yaml")
        #expect(made.tag == nil)
        #expect(made != Node.Scalar(value: "v", tag: "!mine", location: SourceLocation(file: "moved.yaml", line: 8, column: 1)))
    }

    @Test("short scalars read many times over, sharing bytes and hash slots, each keep their own text")
    func repeatedShortScalars() throws {
        // 15 bytes at most, which the reader remembers; 2,000 of them, more than it has room
        // for, each written twice, some differing only in their last byte or their length.
        var texts = (0..<2_000).map { "k\($0 % 7 == 0 ? "é" : "")\(String(repeating: "x", count: $0 % 9))\($0)" }
        texts += ["a", "a\\0", "abcdefgh", "abcdefghi", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop"]
        let text = (texts + texts).map { "- \"\($0)\"" }.joined(separator: "\n")
        let values = try #require(root(text, limits: .init(maxNodes: 10_000)).sequence).items.compactMap { $0.scalar?.value }
        let expected = (texts + texts).map { $0 == "a\\0" ? "a\u{0}" : $0 }
        #expect(values == expected)
    }
}
