import Inbox
import ScenarioTesting
import Testing

@Test("inbox scenarios", arguments: ScenarioCase.all(in: "Scenarios/inbox", apps: .inbox))
func inboxScenario(_ scenario: ScenarioCase) {
    scenario.check()
}
