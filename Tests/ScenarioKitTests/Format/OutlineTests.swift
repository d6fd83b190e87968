import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing
import YAMLReader

/// Outlines: a scenario with an `examples:` table runs once per row (issue 13).
@Suite("Outlines")
struct OutlineTests {
    static let bothVariants = """
    scenario: A picture whose URL arrives first
    examples:
      - { variant: tutorial, after: [a.jpg] }
      - { variant: corrected, after: [a.jpg, b.jpg] }
    given:
      variant: ${variant}
      images: [https://img.example/a.jpg]
    \(ScenarioText.safari("b", .url(after: "100ms"), .image(800, 800, after: "200ms")))
    \(ScenarioText.drag(from: "source: safari, item: b", to: "cell: 1"))
    expect:
      images: ${after}
    """

    static func decode(_ yaml: String) -> (file: ScenarioFile, rendered: String) {
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "o.yaml", apps: .shipped)
        return (file, diagnostics.map { DiagnosticRenderer().render($0, source: yaml) }.joined(separator: "\n"))
    }

    @Test("each row is its own scenario named NAME [k: v], values substituted in given and expectations")
    func rows() throws {
        let (file, rendered) = Self.decode(Self.bothVariants)
        #expect(rendered == "")
        #expect(file.scenarios.map(\.name) == [
            "A picture whose URL arrives first [variant: tutorial]",
            "A picture whose URL arrives first [variant: corrected]",
        ])
        let variants = file.scenarios.map { scenario -> String in
            guard let given = scenario.app.configuration(as: GalleryConfiguration.self) else { return "not a gallery" }
            return "\(given.variant)"
        }
        #expect(variants == ["tutorial", "corrected"])
        #expect(file.documentCount == 1)
    }

    @Test("a row is named by its first parameter when that tells the rows apart, else by its scalars, else by all")
    func labels() {
        func names(_ rows: String) -> [String] {
            Self.decode("scenario: s\nexamples:\n\(rows)\nsteps: [{wait: \"${a}\"}, {wait: \"${b}\"}, {expect: {images: \"${c}\"}}]\n").file.scenarios.map(\.name)
        }
        #expect(names("  - {a: 1s, b: 2s, c: [x.jpg]}\n  - {a: 2s, b: 2s, c: [x.jpg]}") == ["s [a: 1s]", "s [a: 2s]"])
        #expect(names("  - {a: 1s, b: 2s, c: [x.jpg]}\n  - {a: 1s, b: 3s, c: [x.jpg]}") == ["s [a: 1s, b: 2s]", "s [a: 1s, b: 3s]"])
        #expect(names("  - {a: 1s, b: 2s, c: [x.jpg]}\n  - {a: 1s, b: 2s, c: [y.jpg]}") == ["s [a: 1s, b: 2s, c: [x.jpg]]", "s [a: 1s, b: 2s, c: [y.jpg]]"])
    }

    @Test("every row runs, and a row whose expectation is wrong fails alone, under its own name")
    func runs() throws {
        let wrong = Self.bothVariants.replacingOccurrences(of: "[a.jpg, b.jpg]", with: "[b.jpg, a.jpg]")
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        for (yaml, statuses) in [(Self.bothVariants, [ScenarioResult.Status.passed, .passed]), (wrong, [.passed, .failed])] {
            let (file, rendered) = Self.decode(yaml)
            #expect(rendered == "")
            #expect(file.scenarios.map { runner.run($0, file: "o.yaml").status } == statuses)
        }
    }

    @Test("parameters reach targets and other apps, inside text too, and fragments' 'with'")
    func everywhere() throws {
        let (file, rendered) = Self.decode("""
        fragment: drop on
        parameters: [app]
        steps:
          - touch: { cell: 0 }
          - lift
          - move: { app: "${app}" }
          - drop
        ---
        scenario: Drag out
        examples:
          - { app: photos, name: a }
          - { app: notes, name: b }
        given:
          images: ["https://img.example/${name}.jpg"]
        targets:
          ${app}: { accepts: [public.image] }
        steps:
          - use: { steps: drop on, with: { app: "${app}" } }
        expect:
          received: { "${app}": ["public.image=${name}.jpg"] }
        """)
        #expect(rendered == "")
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        #expect(file.scenarios.map(\.name) == ["Drag out [app: photos]", "Drag out [app: notes]"])
        #expect(file.scenarios.map { runner.run($0, file: "o.yaml").status } == [.passed, .passed])
        #expect(file.scenarios.map { $0.targets.map(\.name) } == [["photos"], ["notes"]])
    }

    @Test("mistakes in an outline are located; one only some rows make carries a note naming the row", arguments: [
        ("an undefined parameter", """
        scenario: s
        examples:
          - { cell: 1 }
        steps:
          - touch: { cell: "${cel}" }
        """, """
        o.yaml:3:7: error: example parameter 'cell' is never used; write ${cell} where its value goes
          - { cell: 1 }
              ^
        o.yaml:5:20: error: undefined parameter 'cel'; did you mean 'cell'?
          - touch: { cell: "${cel}" }
                           ^
        """),
        ("an unused parameter", """
        scenario: s
        examples:
          - { cell: 1, colour: red }
        steps:
          - touch: { cell: "${cell}" }
        """, """
        o.yaml:3:16: error: example parameter 'colour' is never used; write ${colour} where its value goes
          - { cell: 1, colour: red }
                       ^
        """),
        ("a bad value in one row", """
        scenario: s
        examples:
          - { cell: 1 }
          - { cell: one }
        given: { images: [a.jpg, b.jpg] }
        steps:
          - touch: { cell: "${cell}" }
        """, """
        o.yaml:4:13: error: invalid index path 'one': write an item number such as 3, or [section, item] such as [1, 0]
          - { cell: one }
                    ^
        o.yaml:4:5: note: in example [cell: one]
          - { cell: one }
            ^
        """),
        ("rows with different keys", """
        scenario: s
        examples:
          - { cell: 1 }
          - { cel: 2 }
        steps:
          - touch: { cell: "${cell}" }
        """, """
        o.yaml:4:5: error: this example row has cel; every row needs the first row's: cell
          - { cel: 2 }
            ^
        """),
        ("a repeated row", """
        scenario: s
        examples:
          - { cell: 1 }
          - { cell: 1 }
        steps:
          - touch: { cell: "${cell}" }
        """, """
        o.yaml:4:5: error: this example row repeats the row at line 3
          - { cell: 1 }
            ^
        """),
        ("an empty table", """
        scenario: s
        examples: []
        steps: [lift]
        """, """
        o.yaml:2:11: error: 'examples' needs at least one row, such as '- {variant: tutorial}'
        examples: []
                  ^
        """),
        ("a parameter inside text that is a list", """
        scenario: s
        examples:
          - { names: [a, b] }
        given: { images: ["https://img.example/${names}.jpg"] }
        """, """
        o.yaml:4:19: error: parameter 'names' is a sequence, so it can only stand alone as a whole value, not inside text
        given: { images: ["https://img.example/${names}.jpg"] }
                          ^
        """),
        ("a key made by a parameter that repeats one written beside it", """
        scenario: s
        examples:
          - { k: steps }
        ${k}: [drop]
        steps: [lift]
        """, """
        o.yaml:5:1: error: duplicate key 'steps' (first at line 4, column 1, as '${k}')
        steps: [lift]
        ^
        """),
        ("a written key that a parameter repeats in one row only", """
        scenario: s
        examples:
          - { k: tags, cell: 0 }
          - { k: steps, cell: 1 }
        steps: [{ touch: { cell: "${cell}" } }]
        ${k}: [x]
        """, """
        o.yaml:6:1: error: duplicate key 'steps' once '${k}' is substituted (first at line 5, column 1)
        ${k}: [x]
        ^
        o.yaml:4:5: note: in example [k: steps]
          - { k: steps, cell: 1 }
            ^
        """),
        ("a row named as another scenario of the file is", """
        scenario: "s [a: 1]"
        steps: [lift]
        ---
        scenario: s
        examples:
          - { a: 1 }
          - { a: 2 }
        steps: [{ wait: "${a}s" }]
        """, """
        o.yaml:6:5: error: duplicate scenario name 's [a: 1]' (first at line 1)
          - { a: 1 }
            ^
        """),
        ("rows that share a golden trace", """
        scenario: s
        examples:
          - { d: 1ms }
          - { d: 2ms }
        steps: [{ wait: "${d}" }]
        expect:
          trace: { golden: s.trace }
        """, """
        o.yaml:7:3: error: example rows [d: 1ms] and [d: 2ms] share golden trace 's.trace', so each run would rewrite it; give each row its own, such as 'golden: name-${parameter}.trace'
          trace: { golden: s.trace }
          ^
        """),
    ])
    func mistakes(name: String, yaml: String, expected: String) {
        #expect(Self.decode(yaml).rendered == expected, "\(name)")
    }
}
