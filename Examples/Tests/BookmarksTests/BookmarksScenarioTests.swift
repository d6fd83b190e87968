import Bookmarks
import ScenarioTesting
import Testing

/// Every scenario in Scenarios/bookmarks/ is a test case; a failure points at its line in the YAML.
@Test("bookmarks scenarios", arguments: ScenarioCase.all(in: "Scenarios/bookmarks", apps: .bookmarks))
func bookmarksScenario(_ scenario: ScenarioCase) {
    scenario.check()
}
