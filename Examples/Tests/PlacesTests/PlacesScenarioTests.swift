import Places
import ScenarioTesting
import Testing

/// Every scenario in Scenarios/places/ is a test case; a failure points at its line in the YAML.
@Test("places scenarios", arguments: ScenarioCase.all(in: "Scenarios/places", apps: .places))
func placesScenario(_ scenario: ScenarioCase) {
    scenario.check()
}
