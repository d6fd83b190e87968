import ScenarioTesting
import Testing
import ToDo

/// Every scenario in Scenarios/ is a test case; a failure points at its line in the YAML.
@Test("to-do scenarios", arguments: ScenarioCase.all(in: "Scenarios", apps: .todo))
func toDoScenario(_ scenario: ScenarioCase) {
    scenario.check()
}
