import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing
import YAMLReader

/// Reusable steps: `fragment:` documents spliced in by `use` steps before decoding (issue 13).
@Suite("Fragments")
struct FragmentTests {
    static let shared = """
    fragment: drag
    description: Drags one cell onto another.
    parameters: { from: 0, to: ~ }
    steps:
      - touch: { cell: "${from}" }
      - lift
      - move: { cell: "${to}" }
      - drop
    ---
    fragment: drag twice
    parameters: [to]
    steps:
      - use: { steps: drag, with: { to: "${to}" } }
      - use: { steps: drag, with: { from: "${to}", to: 0 } }
    """

    static let images = "given:\n  images: [https://img.example/a.jpg, https://img.example/b.jpg, https://img.example/c.jpg]\n"

    /// Loads `files` from a fresh folder; every path in the result is relative to it.
    static func load(_ files: [String: String], paths: [String] = ["a.yaml"]) throws -> (loaded: LoadResult, rendered: String, folder: String) {
        let folder = try freshFolder(files)
        let loaded = ScenarioLoader(apps: .shipped).load(paths.map { folder + "/" + $0 })
        let rendered = loaded.renderedDiagnostics().joined(separator: "\n").replacingOccurrences(of: folder + "/", with: "")
        return (loaded, rendered, folder)
    }

    @Test("a fragment of another file is spliced in with its parameters, defaults filled, each step located in the fragment and at its use")
    func splicedAcrossFiles() throws {
        let (loaded, rendered, folder) = try Self.load([
            "shared/steps.yaml": Self.shared,
            "a.yaml": "scenario: s\n" + Self.images + "steps:\n  - use: { steps: shared/steps.yaml#drag, with: { to: 2 } }\n  - settle\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(rendered == "")
        let steps = try #require(loaded.scenarios.first?.scenario.steps)
        let shared = folder + "/shared/steps.yaml"
        let use = SourceLocation(file: folder + "/a.yaml", line: 5, column: 5)
        #expect(steps.map(\.text) == ["touch: {cell: 0}", "lift", "move: {cell: 2}", "drop", "settle"])
        #expect(steps.map(\.location) == [
            SourceLocation(file: shared, line: 5, column: 5), SourceLocation(file: shared, line: 6, column: 5),
            SourceLocation(file: shared, line: 7, column: 5), SourceLocation(file: shared, line: 8, column: 5),
            SourceLocation(file: folder + "/a.yaml", line: 6, column: 5),
        ])
        #expect(steps.map(\.usedAt) == [[use], [use], [use], [use], []])
        #expect(steps[2].kind == .move(StepTarget(.cell(IndexPath(item: 2, section: 0)), location: SourceLocation(file: shared, line: 7, column: 11))))
    }

    @Test("a fragment file checked under two spellings is located under the least of them, whichever comes first")
    func memberSpelling() throws {
        let (loaded, rendered, folder) = try Self.load([
            "shared/steps.yaml": Self.shared,
            "x/keep.txt": "",
            "a.yaml": "scenario: s\n" + Self.images + "steps:\n  - use: { steps: shared/steps.yaml#drag, with: { to: 2 } }\n",
        ], paths: ["x/../shared/steps.yaml", "a.yaml", "shared/steps.yaml"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(rendered == "")
        let steps = try #require(loaded.scenarios.first?.scenario.steps)
        #expect(steps.map(\.location.file) == Array(repeating: folder + "/shared/steps.yaml", count: 4))
    }

    @Test("a fragment may use another; each step knows every use that brought it in, innermost first")
    func nested() throws {
        let (loaded, rendered, folder) = try Self.load([
            "a.yaml": Self.shared + "\n---\nscenario: s\n" + Self.images + "steps:\n  - use: { steps: drag twice, with: { to: 1 } }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(rendered == "")
        let steps = try #require(loaded.scenarios.first?.scenario.steps)
        #expect(steps.map(\.text) == ["touch: {cell: 0}", "lift", "move: {cell: 1}", "drop", "touch: {cell: 1}", "lift", "move: {cell: 0}", "drop"])
        #expect(steps[0].usedAt.map(\.line) == [13, 20])
        #expect(steps[4].usedAt.map(\.line) == [14, 20])
        #expect(steps[4].place == "\(folder)/a.yaml:5:5, used at \(folder)/a.yaml:14:5, used at \(folder)/a.yaml:20:5")
        let summary = loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)))
        #expect(summary.results.map(\.status) == [.passed])
    }

    @Test("a file that holds only fragments is no scenario file with nothing in it, and runs nothing")
    func fragmentOnlyFile() throws {
        let (loaded, rendered, folder) = try Self.load(["shared/steps.yaml": Self.shared], paths: ["shared"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(rendered == "")
        #expect(loaded.scenarios.isEmpty)
        #expect(loaded.summary == "checked 1 file, 0 scenarios: 0 errors")
    }

    @Test("mistakes in using or defining a fragment are located, errors inside a fragment with a note at its use", arguments: [
        ("an unknown parameter in 'with'", "  - use: { steps: shared/steps.yaml#drag, with: { to: 1, form: 2 } }\n", """
        a.yaml:5:58: error: fragment 'drag' has no parameter 'form'; did you mean 'from'?
          - use: { steps: shared/steps.yaml#drag, with: { to: 1, form: 2 } }
                                                                 ^
        """),
        ("a required parameter left out", "  - use: shared/steps.yaml#drag\n", """
        a.yaml:5:5: error: fragment 'drag' needs parameter 'to' in 'with'
          - use: shared/steps.yaml#drag
            ^
        """),
        ("a fragment name that is not there", "  - use: shared/steps.yaml#darg\n", """
        a.yaml:5:10: error: no fragment 'darg' in shared/steps.yaml; did you mean 'drag'?
          - use: shared/steps.yaml#darg
                 ^
        """),
        ("a fragment file that is not there", "  - use: nowhere.yaml#drag\n", """
        a.yaml:5:10: error: cannot read fragment file 'nowhere.yaml'
          - use: nowhere.yaml#drag
                 ^
        """),
        ("a bad value given to a fragment", "  - use: { steps: shared/steps.yaml#drag, with: { to: -1 } }\n", """
        a.yaml:5:55: error: invalid index path '-1': write an item number such as 3, or [section, item] such as [1, 0]
          - use: { steps: shared/steps.yaml#drag, with: { to: -1 } }
                                                              ^
        a.yaml:5:5: note: in fragment 'drag', used here
          - use: { steps: shared/steps.yaml#drag, with: { to: -1 } }
            ^
        """),
        ("a step of a fragment that does not fit the scenario", "  - use: shared/steps.yaml#lift-twice\n", """
        shared/steps.yaml:13:19: error: unknown view 'trahs'; did you mean 'trash'?
          - move: { view: trahs }
                          ^
        a.yaml:5:5: note: in fragment 'lift-twice', used here
          - use: shared/steps.yaml#lift-twice
            ^
        """),
        ("fragments that use each other", "  - use: shared/steps.yaml#ping\n", """
        shared/steps.yaml:22:10: error: fragments use each other in a cycle: ping → pong → ping
          - use: ping
                 ^
        shared/steps.yaml:18:5: note: in fragment 'pong', used here
          - use: pong
            ^
        a.yaml:5:5: note: in fragment 'ping', used here
          - use: shared/steps.yaml#ping
            ^
        """),
        ("a key beside 'use'", "  - use: shared/steps.yaml#drag\n    finger: 2\n", """
        a.yaml:6:5: error: a 'use' step takes nothing beside 'use', found 'finger'; parameters go in 'with'
            finger: 2
            ^
        """),
        ("an absolute fragment path", "  - use: /etc/steps.yaml#drag\n", """
        a.yaml:5:10: error: fragment file '/etc/steps.yaml' must be relative to this file's folder
          - use: /etc/steps.yaml#drag
                 ^
        """),
    ])
    func mistakes(name: String, steps: String, expected: String) throws {
        let fragments = """
        \(ScenarioText.dragFragment)
        ---
        fragment: lift-twice
        steps:
          - touch: { cell: 0 }
          - lift
          - move: { view: trahs }
        ---
        fragment: ping
        steps:
          - settle
          - use: pong
        ---
        fragment: pong
        steps:
          - use: ping
        """
        let (_, rendered, folder) = try Self.load([
            "shared/steps.yaml": fragments,
            "a.yaml": "scenario: s\n" + Self.images + "steps:\n" + steps,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(rendered == expected, "\(name)")
    }

    @Test("a fragment's own mistakes are reported once, at its lines, however many scenarios use it")
    func definitionMistakes() throws {
        let (loaded, rendered, folder) = try Self.load([
            "steps.yaml": """
            fragment: f
            parameters: [cell, unused]
            steps:
              - touch: { cell: "${cel}" }
            """,
            "a.yaml": "scenario: s\nsteps:\n  - use: steps.yaml#f\n---\nscenario: t\nsteps:\n  - use: steps.yaml#f\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(loaded.diagnostics.count == 3)
        #expect(rendered == """
        steps.yaml:2:14: error: parameter 'cell' is never used in the steps of fragment 'f'
        parameters: [cell, unused]
                     ^
        steps.yaml:2:20: error: parameter 'unused' is never used in the steps of fragment 'f'
        parameters: [cell, unused]
                           ^
        steps.yaml:4:20: error: undefined parameter 'cel'; did you mean 'cell'?
          - touch: { cell: "${cel}" }
                           ^
        """)
    }

    @Test("a failure in a used step names the use; trace --steps puts each step's line and text before its callbacks")
    func runtime() throws {
        let (loaded, rendered, folder) = try Self.load([
            "shared/steps.yaml": Self.shared,
            "a.yaml": "scenario: s\ngiven:\n  images: [https://img.example/a.jpg]\nsteps:\n  - use: { steps: shared/steps.yaml#drag, with: { to: 5 } }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(rendered == "")
        let summary = loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)))
        let result = try #require(summary.results.first)
        #expect(result.failures.map(\.rendered) == ["""
        \(folder)/shared/steps.yaml:7:5: error: out-of-range: cell [0,5] is out of range: section 0 of collection has 1 item
            (in a fragment used at \(folder)/a.yaml:5:5)
        """])
        let headers = result.traceWithSteps.filter { $0.hasPrefix("#") }.map { $0.replacingOccurrences(of: folder + "/", with: "") }
        #expect(headers == [
            "# launch",
            "# shared/steps.yaml:5  touch: {cell: 0} (used at a.yaml:5)",
            "# shared/steps.yaml:6  lift (used at a.yaml:5)",
            "# shared/steps.yaml:7  move: {cell: 5} (used at a.yaml:5)",
        ])
        #expect(result.traceWithSteps.filter { !$0.hasPrefix("#") } == result.trace.map(\.line))
    }
}
