import Kanban
import ScenarioTesting
import Testing

/// Every scenario in Scenarios/kanban/ is a test case; the ones that pin the board's crash run
/// in an exit test, a process of their own, so the trap ends that process and not this one.
@Test("kanban scenarios", arguments: ScenarioCase.all(in: "Scenarios/kanban", apps: .kanban))
func kanbanScenario(_ scenario: ScenarioCase) async {
    guard scenario.expectsCrash else { return scenario.check() }
    let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        [file = scenario.file as String, name = scenario.name as String] in
        ScenarioCase.run(name, in: file, apps: .kanban)
    }
    scenario.checkCrash(exit)
}
