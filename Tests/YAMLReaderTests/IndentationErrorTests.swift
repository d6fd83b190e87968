import Testing
import YAMLReader

/// libyaml's syntax errors name neither tabs nor indentation; the reader says which, at the
/// place to fix (issue 39).
@Suite("Syntax errors that tabs and indentation make")
struct IndentationErrorTests {
    @Test("a tab that indents a line is named, at the tab", arguments: [
        "scenario: s\nsteps:\n\t- lift\n",
        "scenario: s\nsteps:\n  -\tlift\n  - drop\n\t- x: 1\n",
        "scenario: s\ngiven:\n  a: 1\n\tb: 2\n",
    ])
    func tab(text: String) throws {
        let message = try #require(failure(text))
        #expect(message.hasSuffix("; a tab indents this line, and YAML indents with spaces only"), "\(message)")
        let line = Int(message.prefix { $0 != ":" }) ?? 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.indices.contains(line - 1) && lines[line - 1].contains("\t"), "\(message)")
    }

    @Test("a line indented too far or not far enough is said to be, at its line", arguments: [
        ("scenario: s\nsteps:\n  - touch: { cell: 0 }\n   - lift\n", 4),
        ("scenario: s\ngiven:\n    a: 1\n  b: 2\n", 4),
    ])
    func indentation(text: String, line: Int) throws {
        let message = try #require(failure(text))
        #expect(message.contains("check the indentation"), "\(message)")
        #expect(message.hasPrefix("\(line):"), "\(message)")
    }

    @Test("other syntax errors keep libyaml's words alone")
    func other() throws {
        let message = try #require(failure("a: \"unterminated\n"))
        #expect(!message.contains("indent"))
    }
}
