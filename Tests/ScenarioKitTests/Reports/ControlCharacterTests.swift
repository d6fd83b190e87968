import DragDropCore
import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing
import YAMLReader

/// A line break, a carriage return, an escape sequence or a bidirectional override in a
/// scenario is shown escaped, the same way, on every surface (issue 29): it cannot forge a
/// trace line, a diagram line or a terminal line, nor name a file.
@Suite("Control characters on every surface")
struct ControlCharacterTests {
    /// An item id that would forge a trace line, a Mermaid line and a link, and clear the screen.
    static let forged = #"sun\r\n    P0->>P1: injected\nrise\e[2J\u202E"#
    static let shown = #"sun\r\n    P0->>P1: injected\nrise\e[2J\u{202E}"#

    static let yaml = """
    scenario: "forged \\e[2J name"
    sources:
      safari:
        - id: "\(forged)"
          provides:
            public.image: { width: 1200, height: 800 }
    targets:
      photos: { accepts: [public.image] }
    steps:
      - touch: { source: safari, item: "\(forged)" }
      - lift
      - move: { app: photos }
      - drop
    expect:
      received: { photos: [nothing] }
    """

    static let controls: [Character] = ["\n", "\r", "\u{1B}", "\u{202E}"]

    static func result() throws -> ScenarioResult {
        try #require(runYAML(yaml, goldens: GoldenTrace(update: false, isCI: true)).results.first)
    }

    @Test("a trace holds one line per event, the id escaped, and its golden is written so")
    func traceAndGolden() throws {
        let folder = try freshFolder(["s.yaml": Self.yaml.replacingOccurrences(of: "received: { photos: [nothing] }", with: "trace: { golden: s.trace }")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summary = ScenarioLoader(apps: .shipped).load([folder + "/s.yaml"]).run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: false)))
        let result = try #require(summary.results.first)
        #expect(result.trace.allSatisfy { event in !event.line.contains(where: Self.controls.contains) })
        #expect(result.trace.contains { $0.line.hasSuffix("itemsForBeginning \(Self.shown) -> 1 item") })
        let golden = try String(contentsOfFile: folder + "/s.trace", encoding: .utf8)
        #expect(golden.split(separator: "\n").count == result.trace.count)
        #expect(golden.contains("itemsForBeginning \(Self.shown) -> 1 item\n"))
    }

    @Test("a Mermaid diagram gets no line, link or participant from the id")
    func mermaid() throws {
        let mermaid = SequenceDiagram(result: try Self.result()).mermaid()
        #expect(!mermaid.contains("\r"))
        #expect(!mermaid.split(separator: "\n").contains { $0.hasPrefix("    P0->>P1: injected") })
        #expect(mermaid.contains(#"P0->>P2: 0ms itemsForBeginning sun\r\n    P0->>P1: injected\nrise\e[2J\u{202E} -> 1 item"#))
    }

    @Test("an SVG holds the id escaped, in its diagram and its title")
    func svg() throws {
        let result = try Self.result()
        let svg = SequenceDiagram(result: result).picture(title: "trace of \(result.name)").svg()
        #expect(!svg.contains("\r") && !svg.contains("\u{1B}") && !svg.contains("\u{202E}"))
        #expect(svg.contains(#"<title>trace of forged \e[2J name</title>"#))
        let markedUp = Self.shown.replacingOccurrences(of: ">", with: "&gt;")
        #expect(svg.contains(">itemsForBeginning \(markedUp) -&gt; 1 item</text>"))
    }

    @Test("the human report, the HTML report and JUnit show the name and the failure escaped")
    func reports() throws {
        let summary = RunSummary(results: [try Self.result()])
        for report in [summary.humanReport(), summary.junitReport(), summary.report(.html)] {
            #expect(!report.contains("\u{1B}") && !report.contains("\u{202E}") && !report.contains("\r"))
            #expect(report.contains(#"forged \e[2J name"#))
        }
    }

    @Test("run --list and trace --steps show names and steps escaped")
    func listingAndSteps() throws {
        let (file, _) = ScenarioFile.decode(Self.yaml, path: "s\u{1B}.yaml", apps: .shipped)
        let listing = ScenarioListing(file.scenarios.map { (file, $0) }).render()
        #expect(listing == "s\\e.yaml:1  forged \\e[2J name\n1 scenario in 1 file\n")
        let headers = try Self.result().traceWithSteps.filter { $0.hasPrefix("# ") }
        #expect(headers.contains("# s.yaml:10  touch: {source: safari, item: \"\(Self.shown)\"}"))
        #expect(headers.allSatisfy { !$0.contains(where: Self.controls.contains) })
    }

    @Test("a diagnostic's path, message and source line are escaped, the caret still under its column")
    func diagnostics() {
        let rendered = DiagnosticRenderer().render(Diagnostic("unknown key '\u{1B}[31mred'", at: .init(file: "a\u{7}.yaml", line: 1, column: 1)), source: nil as SourceText?)
        #expect(rendered == "a\\u{7}.yaml:1:1: error: unknown key '\\e[31mred'")
        let source = "tags: [\"\u{202E}\", \u{1B}x]\n"
        let located = DiagnosticRenderer().render(Diagnostic("here", at: .init(file: "a.yaml", line: 1, column: 13)), source: source)
        #expect(located == """
        a.yaml:1:13: error: here
        tags: ["\\u{202E}", \\ex]
                           ^
        """)
    }

    @Test("no file is made whose name holds a control character, and its name is shown escaped")
    func fileNames() throws {
        let folder = try freshFolder(["s.yaml": "scenario: s\nsteps: [lift]\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/bad\u{1B}[2J\nname.trace"
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Array("x".utf8), to: path) }
        do {
            try AtomicFile.write(Array("x".utf8), to: path)
        } catch {
            #expect(error.description == "cannot write \(folder)/bad\\e[2J\\nname.trace: its name holds a control character (\\e); name it with printable characters only")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["s.yaml"])
        guard case .failure(let refusal) = GoldenPath.resolve("x\u{1B}[31m\n.trace", scenarioFile: folder + "/s.yaml") else {
            Issue.record("a golden path with control characters was accepted")
            return
        }
        #expect(refusal.message == "golden path 'x\\e[31m\\n.trace' cannot be used: its name holds a control character (\\e); name it with printable characters only")
        #expect(OutputFile(folder + "/r\u{202E}.html", option: "--output").refusal(inputs: LoadResult(files: [], diagnostics: []))
            == "--output \(folder)/r\\u{202E}.html: its name holds a control character (\\u{202E}); name it with printable characters only")
        #expect(GoldenWrite(.recorded, path: "a\nb.trace").description == "recorded a\\nb.trace")
    }
}
