import ScenarioTesting
import Testing
import ToDo

/// Every scenario in Scenarios/todo/ is a test case; a failure points at its line in the YAML.
@Test("to-do scenarios", arguments: ScenarioCase.all(in: "Scenarios/todo", apps: .todo))
func toDoScenario(_ scenario: ScenarioCase) {
    scenario.check()
}
