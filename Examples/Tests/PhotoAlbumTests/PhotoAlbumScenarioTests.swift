import PhotoAlbum
import ScenarioTesting
import Testing

/// Every scenario in Scenarios/photo-album/ that runs to its end is a test case; a failure
/// points at its line in the YAML. The one that pins the sample's trap ends the process that
/// runs it, so it runs under `photo-album-scenario run`, which gives each scenario a worker.
@Test("photo album scenarios", arguments: ScenarioCase.all(in: "Scenarios/photo-album", apps: .photoAlbum).filter { $0.scenario?.expect?.error?.kind != .crash })
func photoAlbumScenario(_ scenario: ScenarioCase) {
    scenario.check()
}
