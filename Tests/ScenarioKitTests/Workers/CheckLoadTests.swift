import Foundation
import GalleryCore
import ScenarioExecution
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `check` in one process lets go of each file's scenarios once it is decoded (issue 40):
/// memory is reused file after file instead of growing with the suite, and the check finds
/// the same problems and counts.
@Suite("Check in one process")
struct CheckLoadTests {
    @Test("check keeps no scenario but counts them all and still finds a name taken in another file")
    func letsGo() throws {
        let folder = try freshFolder([
            "a.yaml": "scenario: same\nsteps: [wait: 1s]\n---\nscenario: other\nsteps: [wait: 1s]\n",
            "b.yaml": "scenario: same\nsteps: [wait: 1s]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loader = ScenarioLoader(apps: .shipped)
        // One job: decoded in this process, no worker started.
        let launch = WorkerPool.Launch.executable("/nonexistent", arguments: [])
        let checked: LoadResult = try loader.check([folder], jobs: 1, launch: launch)
        let loaded = loader.load([folder])
        #expect(checked.files.allSatisfy { $0.scenarios.isEmpty })
        #expect(loaded.scenarios.count == 3)
        #expect(checked.summary == loaded.summary)
        #expect(checked.renderedDiagnostics() == loaded.renderedDiagnostics())
        #expect(checked.diagnostics.count == 1)
    }
}
