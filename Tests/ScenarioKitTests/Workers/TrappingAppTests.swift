import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScenarioTestSupport
import Testing

/// A user's own app that traps (`dnd-scenario-trapping`, built beside dnd-scenario: the
/// command with an app `trapping` added through `DndScenario.main(apps:)`) is isolated like
/// the gallery: its scenarios are `crashed` at the line they died at, with the runtime's
/// message, in worker processes that are that same executable (issue 16).
@Suite("A trapping app of one's own")
struct TrappingAppTests {
    static func drop(_ text: String, after: String = "0", expect: String = "") -> String {
        """
        app: trapping
        sources:
          notes:
            - { id: note, provides: { public.plain-text: { value: "\(text)", after: \(after) } } }
        \(ScenarioText.drag(from: "source: notes, item: note", to: "view: fuse"))
        \(expect)
        """
    }

    static let suite = """
    scenario: an index out of range during the drop
    \(drop("boom"))
    ---
    scenario: fatalError once the text has loaded, settling
    \(drop("fatal", after: "2s"))
    ---
    scenario: the fuse's crash pinned
    \(drop("fatal", expect: "expect:\n  error: { kind: crash, message: \"Fatal error: the fuse went off\" }"))
    ---
    scenario: the gallery beside it is untouched
    given: { variant: corrected }
    steps:
      - reorder: { from: 0, to: 2 }
    expect:
      images: [canal-of-Venice.jpg, arctic-12.jpg, france-paris-eiffel-tower.jpg]

    """

    @Test("each trap is crashed at its line with its message, the rest as before, in every report", arguments: [1, 3])
    func isolated(jobs: Int) throws {
        let folder = try freshFolder(["fuse.yaml": Self.suite])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let human = try BuiltCommand.run(["run", "fuse.yaml", "--jobs", "\(jobs)"], in: folder, trapping: true)
        #expect(human.status == 1)
        let lines = human.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "✗ an index out of range during the drop  fuse.yaml")
        #expect(lines.contains("  fuse.yaml:10:5: error: crash: Fatal error: Index out of range (SIGILL)"))
        #expect(lines.contains("✗ fatalError once the text has loaded, settling  fuse.yaml"))
        #expect(lines.contains { $0.hasPrefix("  fuse.yaml:22:5: error: crash: settling after the last step: Fatal error: the fuse went off (") })
        #expect(lines.contains("✓ the fuse's crash pinned  fuse.yaml"))
        #expect(lines.contains("✓ the gallery beside it is untouched  fuse.yaml"))
        #expect(lines.suffix(2) == ["2 passed, 0 failed, 2 crashed", ""])

        let json = try BuiltCommand.run(["run", "fuse.yaml", "--jobs", "\(jobs)", "--format", "json"], in: folder, trapping: true)
        #expect(try JSONReportObject(json.standardOutput).statuses == ["crashed", "crashed", "passed", "passed"])

        let junit = try BuiltCommand.run(["run", "fuse.yaml", "--jobs", "\(jobs)", "--format", "junit"], in: folder, trapping: true)
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(junit.standardOutput.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.elements.filter { $0.name == "error" }.map { $0.attributes["type"] } == ["crash", "crash"])
        #expect(reader.elements.first?.attributes["errors"] == "2")
    }

    @Test("trace of a scenario that traps prints the trace up to the trap")
    func trace() throws {
        let folder = try freshFolder(["fuse.yaml": Self.suite])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["trace", "fuse.yaml", "--scenario", "an index out of range during the drop"], in: folder, trapping: true)
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("fuse.drop        performDrop items=1\n"))
        #expect(output.standardOutput.hasSuffix("notes.provider   loaded public.plain-text note\n"))
        #expect(output.standardError.contains("crash: Fatal error: Index out of range (SIGILL)"))
    }

    @Test("an app that traps reading 'given' in the command's own process ends it at the given's line, exit 2", arguments: [["run", "--list", "lit.yaml"], ["run", "--format", "html", "lit.yaml"], ["check", "lit.yaml"], ["trace", "lit.yaml"]])
    func trapReadingGiven(arguments: [String]) throws {
        let folder = try freshFolder(["lit.yaml": "scenario: lit\napp: trapping\ngiven: { fuse: lit }\nsteps: [settle]\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(arguments, in: folder, trapping: true)
        #expect(output.status == 2)
        #expect(output.standardError.contains("Fatal error: the fuse was lit in 'given'"))
        #expect(output.standardError.contains("lit.yaml:3:8: error: the app 'trapping' trapped reading 'given' (SIG"))
        #expect(output.standardError.contains("); the command stopped here\n"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test("a crashed scenario keeps its step markers: trace --steps puts each step before its callbacks")
    func crashKeepsStepMarks() throws {
        let folder = try freshFolder(["fuse.yaml": "scenario: boom\n" + Self.drop("boom")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["trace", "fuse.yaml", "--steps"], in: folder, trapping: true)
        #expect(output.status == 1)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "# fuse.yaml:7  touch: {source: notes, item: note}", "\(output.standardOutput)")
        #expect(lines.contains("# fuse.yaml:10  drop"))
        let drop = try #require(lines.firstIndex(of: "# fuse.yaml:10  drop"))
        #expect(lines[drop + 1].hasSuffix("willEndWith copy"))
    }
}
