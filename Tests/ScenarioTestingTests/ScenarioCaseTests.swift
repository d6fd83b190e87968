import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import ScenarioTesting
import Testing

/// The registry a user's test target builds: their app, the default when `app` is left out.
let notesApps = AppRegistry(NotesApp.self, defaultApp: "notes")

@Suite("Scenarios as Swift Testing cases")
struct ScenarioCaseTests {
    @Test("each scenario of a folder is one test case that passes", arguments: ScenarioCase.all(in: "Tests/ScenarioTestingTests/Scenarios", apps: notesApps))
    func eachScenario(_ scenario: ScenarioCase) {
        scenario.check()
    }

    @Test("the folder gives one case per scenario, named after its file and scenario")
    func caseNames() {
        let cases = ScenarioCase.all(in: "Tests/ScenarioTestingTests/Scenarios", apps: notesApps)
        #expect(cases.map(\.description) == [
            "notes.yaml: A text dropped from another app joins the notes",
            "notes.yaml: A full inbox refuses the drop",
        ])
    }

    @Test("a failing expectation is recorded as an issue at its YAML file, line and column")
    func failureLocated() throws {
        let path = try freshFolder(["wrong.yaml": """
        scenario: wrong
        given:
          notes: [milk]
        expect:
          state:
            notes: [eggs]
        """]) + "/wrong.yaml"
        let scenario = try #require(ScenarioCase.all(in: path, apps: notesApps).first)
        #expect(scenario.problems().map(\.description) == ["\(path):6:12: error: state.notes differs\n    - eggs\n    + milk"])
        withKnownIssue {
            scenario.check()
        } matching: { issue in
            issue.sourceLocation?.filePath == path && issue.sourceLocation?.line == 6 && issue.sourceLocation?.column == 12
        }
    }

    @Test("the app's own given errors are located diagnostics, recorded like failures")
    func givenErrors() throws {
        let path = try freshFolder(["bad.yaml": """
        scenario: bad
        given:
          notes: [milk, eggs]
          limit: 1
        ---
        scenario: worse
        given:
          limit: 0
          colour: red
        """]) + "/bad.yaml"
        let cases = ScenarioCase.all(in: path, apps: notesApps)
        #expect(cases.map(\.name) == ["bad.yaml (invalid)"])
        #expect(cases.first?.problems().map(\.description) == [
            "\(path):3:10: error: more notes than the limit of 1",
            "\(path):8:10: error: 'limit' must be at least 1, found 0",
            "\(path):9:3: error: unknown key 'colour'; expected one of: notes, limit",
        ])
        withKnownIssue {
            cases.first?.check()
        } matching: { [3, 8, 9].contains($0.sourceLocation?.line) }
    }

    @Test("an unknown app is located and the registered apps are listed")
    func unknownApp() throws {
        let path = try freshFolder(["a.yaml": "scenario: a\napp: nots\n---\nscenario: b\napp: canvas\n"]) + "/a.yaml"
        #expect(ScenarioCase.all(in: path, apps: notesApps).first?.problems().map(\.description) == [
            "\(path):2:6: error: unknown app 'nots'; did you mean 'notes'? (registered apps: notes)",
            "\(path):5:6: error: unknown app 'canvas' (registered apps: notes)",
        ])
    }

    @Test("with no default app, a scenario must name its app")
    func appRequired() throws {
        let path = try freshFolder(["a.yaml": "scenario: a\n"]) + "/a.yaml"
        #expect(ScenarioCase.all(in: path, apps: AppRegistry(NotesApp.self)).first?.problems().map(\.description) == [
            "\(path):1:1: error: missing required key 'app' (registered apps: notes)",
        ])
    }

    @Test("beside the shipped apps, another app's given key is named as that app's")
    func besideShipped() throws {
        let path = try freshFolder(["a.yaml": "scenario: a\napp: notes\ngiven:\n  columns: 3\n---\nscenario: b\n"]) + "/a.yaml"
        let cases = ScenarioCase.all(in: path, apps: .shipped.adding(NotesApp.self))
        #expect(cases.first?.problems().map(\.description) == [
            "\(path):4:3: error: unknown key 'columns' for app notes; 'columns' belongs to app gallery",
        ])
        // The shipped default stays the gallery.
        #expect(cases.last?.scenario?.app.name == "gallery")
    }

    @Test("a missing folder is one case that fails, not an empty test")
    func missingFolder() {
        let cases = ScenarioCase.all(in: "/nonexistent/scenarios", apps: notesApps)
        #expect(cases.map(\.name) == ["scenarios (invalid)"])
        #expect(cases.first?.problems().map(\.description) == ["/nonexistent/scenarios:1:1: error: no such file or directory"])
    }
}

@Suite("Golden traces from Swift Testing")
struct ScenarioCaseGoldenTests {
    static let yaml = """
    scenario: golden
    expect:
      trace: { golden: golden.trace }
    """

    @Test("a missing golden is recorded outside CI, and then matches")
    func recorded() throws {
        let folder = try freshFolder(["g.yaml": Self.yaml])
        let cases = ScenarioCase.all(in: folder, apps: notesApps, environment: [:])
        #expect(cases.first?.problems() == [])
        #expect(FileManager.default.fileExists(atPath: folder + "/golden.trace"))
        #expect(ScenarioCase.all(in: folder, apps: notesApps, environment: [:]).first?.problems() == [])
    }

    @Test("in CI a missing golden fails and nothing is written")
    func missingInCI() throws {
        let folder = try freshFolder(["g.yaml": Self.yaml])
        let problems = ScenarioCase.all(in: folder, apps: notesApps, environment: ["CI": "true"]).first?.problems() ?? []
        #expect(problems.map(\.location.line) == [3])
        #expect(problems.first?.message.contains("is missing") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/golden.trace"))
    }

    @Test("a golden that differs fails, and DND_SCENARIO_UPDATE_GOLDENS=1 rewrites it")
    func updated() throws {
        let folder = try freshFolder(["g.yaml": Self.yaml, "golden.trace": "    0ms  nothing  happened\n"])
        #expect(ScenarioCase.all(in: folder, apps: notesApps, environment: [:]).first?.problems().count == 1)
        #expect(ScenarioCase.all(in: folder, apps: notesApps, environment: ["DND_SCENARIO_UPDATE_GOLDENS": "1"]).first?.problems() == [])
        #expect(ScenarioCase.all(in: folder, apps: notesApps, environment: [:]).first?.problems() == [])
    }
}

/// `expect` reads the state it names, not the whole state (#40): the gallery's `images` do
/// not decode its saved store.
@Suite("Expectations read only the state they name")
struct LazyStateTests {
    @Test("an expectation of one key makes that key alone; one of a missing key still lists them all")
    func namedKeysOnly() throws {
        let path = try freshFolder(["ledger.yaml": """
        scenario: reads only what it names
        steps:
          - expect: { state: { decodes: 0 } }
          - expect: { state: { ledger: [opening balance] } }
        expect:
          state: { decodes: 1 }
        ---
        scenario: a missing key
        expect:
          state: { balance: 0 }
        """]) + "/ledger.yaml"
        let cases = ScenarioCase.all(in: path, apps: AppRegistry(LedgerApp.self, defaultApp: "ledger"))
        #expect(cases.count == 2)
        #expect(cases.first?.problems().map(\.description) == [])
        #expect(cases.last?.problems().map(\.description) == ["\(path):10:12: error: state.balance: no such key; state has: ledger, decodes"])
    }
}
