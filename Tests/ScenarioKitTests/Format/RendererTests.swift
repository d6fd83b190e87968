import ScenarioKit
import Testing
import YAMLReader

@Suite("Rendering diagnostics")
struct RendererTests {
    let diagnostic = Diagnostic("unknown step 'lfit'; did you mean 'lift'?", at: SourceLocation(file: "a.yaml", line: 2, column: 5))

    @Test("the compiler's form: location, error, the line, a caret under the column")
    func plain() {
        #expect(DiagnosticRenderer().render(diagnostic, source: "steps:\n  - lfit\n") == """
        a.yaml:2:5: error: unknown step 'lfit'; did you mean 'lift'?
          - lfit
            ^
        """)
    }

    @Test("colour makes the error red and the caret green, on request only")
    func colour() {
        #expect(DiagnosticRenderer(color: true).render(diagnostic, source: "steps:\n  - lfit\n") ==
            "\u{1B}[1ma.yaml:2:5: \u{1B}[1;31merror: \u{1B}[0m\u{1B}[1munknown step 'lfit'; did you mean 'lift'?\u{1B}[0m\n  - lfit\n    \u{1B}[1;32m^\u{1B}[0m")
    }

    /// The error "x" at `line`:`column` of a.yaml, rendered over `source`.
    static func renderedX(line: Int, column: Int, source: String) -> String {
        DiagnosticRenderer().render(Diagnostic("x", at: SourceLocation(file: "a.yaml", line: line, column: column)), source: source)
    }

    @Test("tabs are shown escaped, as every control character is, and the caret moves past each escape")
    func tabs() {
        #expect(Self.renderedX(line: 1, column: 3, source: "\t\tlift") == "a.yaml:1:3: error: x\n\\t\\tlift\n    ^")
    }

    @Test("columns count characters, not bytes")
    func characters() {
        #expect(Self.renderedX(line: 1, column: 4, source: "éé€x") == "a.yaml:1:4: error: x\néé€x\n   ^")
    }

    @Test("lines break where libyaml breaks them")
    func lineBreaks() {
        #expect(Self.renderedX(line: 3, column: 1, source: "a\r\nb\rc\nd") == "a.yaml:3:1: error: x\nc\n^")
    }

    @Test("a long line shows a window around the column")
    func longLine() {
        let far = Diagnostic("x", at: SourceLocation(file: "a.yaml", line: 1, column: 500))
        let line = String(repeating: "a", count: 499) + "b" + String(repeating: "c", count: 500)
        let rendered = DiagnosticRenderer(maxLineWidth: 10).render(far, source: line)
        #expect(rendered == "a.yaml:1:500: error: x\n…aaaaabcccc…\n      ^")
    }

    @Test("a diagnostic about a whole file has no line to show")
    func wholeFile() {
        let missing = Diagnostic("no such file or directory", at: SourceLocation(file: "nope.yaml", line: 0, column: 0))
        #expect(DiagnosticRenderer().render(missing, source: nil as String?) == "nope.yaml: error: no such file or directory")
    }
}
