@testable import ScenarioKit
import Testing

@Suite("Text from files, made safe for a terminal")
struct TerminalTextTests {
    @Test("control characters and bidirectional overrides become escapes; other text stays", arguments: [
        ("plain text, é and ✓", "plain text, é and ✓"),
        ("a\u{1B}[2Jb", "a\\e[2Jb"),
        ("tab\there\r\nnext", "tab\\there\\r\\nnext"),
        ("\u{0}\u{7F}\u{85}\u{9B}", "\\u{0}\\u{7F}\\u{85}\\u{9B}"),
        ("evil\u{202E}txt.yaml\u{2066}", "evil\\u{202E}txt.yaml\\u{2066}"),
    ])
    func escapes(text: String, shown: String) {
        #expect(TerminalText.escaped(text) == shown)
    }

    @Test("a diagnostic's message and path are escaped too")
    func diagnostics() {
        let rendered = DiagnosticRenderer().render(Diagnostic("unknown key '\u{1B}[31mred'", at: .init(file: "a\u{7}.yaml", line: 1, column: 1)), source: nil as SourceText?)
        #expect(rendered == "a\\u{7}.yaml:1:1: error: unknown key '\\e[31mred'")
    }
}
