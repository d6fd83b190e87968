import GalleryCore
import Foundation
@testable import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Loading files and folders")
struct LoaderTests {
    @Test("folders are searched for .yaml and .yml files, hidden folders skipped, all sorted")
    func discovery() throws {
        let folder = try freshFolder([
            "z.yaml": "scenario: z",
            "a.yaml": "scenario: a",
            "sub/b.yml": "scenario: b",
            ".hidden/c.yaml": "scenario: c",
            "notes.txt": "not a scenario",
        ])
        let (files, diagnostics) = ScenarioLoader(apps: .shipped).discover([folder + "/", folder + "/a.yaml"])
        #expect(diagnostics.isEmpty)
        #expect(files == [folder + "/a.yaml", folder + "/sub/b.yml", folder + "/z.yaml"])
    }

    @Test("paths are put in the order String's comparison gives, ASCII by bytes, the rest as Unicode text", arguments: [
        ["b/z.yaml", "a.yaml", "b.yaml", "a/b.yaml", "a-b.yaml", "A.yaml", "a", "", "a.yml", "b/"],
        ["é.yaml", "e\u{301}z.yaml", "e.yaml", "f.yaml", "ß.yaml", "z.yaml"],
    ])
    func sortedPaths(paths: [String]) {
        for order in [paths, paths.reversed(), Array(paths[3...] + paths[..<3])] {
            #expect(ScenarioLoader.sortedPaths(order) == order.sorted())
        }
    }

    @Test("valid files load with a summary of zero errors, which check turns into exit 0")
    func valid() throws {
        let folder = try freshFolder([
            "one.yaml": "scenario: one\n---\nscenario: two\n",
            "two.yaml": "scenario: three\napp: board\n",
        ])
        let result = ScenarioLoader(apps: .shipped).load([folder])
        #expect(result.isValid)
        #expect(result.summary == "checked 2 files, 3 scenarios: 0 errors")
        #expect(result.scenarios.map(\.scenario.name) == ["one", "two", "three"])
    }

    @Test("an invalid file is rendered from its own text, and check exits 2")
    func invalid() throws {
        let folder = try freshFolder(["bad.yaml": "scenario: x\nsteps: [lfit]\n"])
        let result = ScenarioLoader(apps: .shipped).load([folder])
        #expect(!result.isValid)
        #expect(result.renderedDiagnostics() == ["""
        \(folder)/bad.yaml:2:9: error: unknown step 'lfit'; did you mean 'lift'?
        steps: [lfit]
                ^
        """])
        #expect(result.summary == "checked 1 file, 1 scenario: 1 error")
    }

    @Test("a path that does not exist is an error of its own")
    func missing() {
        let result = ScenarioLoader(apps: .shipped).load(["/nonexistent/nope.yaml"])
        #expect(!result.isValid)
        #expect(result.renderedDiagnostics() == ["/nonexistent/nope.yaml: error: no such file or directory"])
        #expect(result.summary == "checked 0 files, 0 scenarios: 1 error")
    }

    @Test("a folder without scenario files is an error")
    func emptyFolder() throws {
        let folder = try freshFolder(["readme.txt": "nothing"])
        let result = ScenarioLoader(apps: .shipped).load([folder])
        #expect(result.renderedDiagnostics() == ["\(folder): error: no .yaml or .yml files in this folder"])
    }
}
