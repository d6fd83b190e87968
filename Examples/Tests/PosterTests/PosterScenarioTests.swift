import Poster
import ScenarioTesting
import Testing

/// Every scenario in Scenarios/poster/ is a test case; a failure points at its line in the YAML.
@Test("poster scenarios", arguments: ScenarioCase.all(in: "Scenarios/poster", apps: .poster))
func posterScenario(_ scenario: ScenarioCase) {
    scenario.check()
}
