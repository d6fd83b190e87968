import PhotoAlbum
import ScenarioTesting
import Testing

/// Every scenario in Scenarios/photo-album/ is a test case; a failure points at its line in the
/// YAML. The one that pins the sample's trap runs in an exit test, a process of its own that
/// the trap ends while this one lives on.
@Test("photo album scenarios", arguments: ScenarioCase.all(in: "Scenarios/photo-album", apps: .photoAlbum))
func photoAlbumScenario(_ scenario: ScenarioCase) async {
    guard scenario.expectsCrash else { return scenario.check() }
    let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        [file = scenario.file as String, name = scenario.name as String] in
        ScenarioCase.run(name, in: file, apps: .photoAlbum)
    }
    scenario.checkCrash(exit)
}
