import ScenarioKit
import Testing

/// A recorded step lands at the end of its scenario's steps, the rest of the text untouched.
@Suite("The studio's edits of the pane")
struct StudioEditTests {
    @Test("the first step replaces an empty list")
    func emptyList() {
        #expect(StudioEdit.appending("lift", toScenario: 0, in: "scenario: x\nsteps: []\n") == "scenario: x\nsteps:\n  - lift\n")
    }

    @Test("a step goes after the last one, before the final expect, comments and indentation kept")
    func afterLast() {
        let text = "scenario: x\nsteps:\n    - touch: { cell: 0 }   # Venice\n\n    - lift\n# done\nexpect:\n  placeholders: 0\n"
        #expect(StudioEdit.appending("drop", toScenario: 0, in: text) == "scenario: x\nsteps:\n    - touch: { cell: 0 }   # Venice\n\n    - lift\n    - drop\n# done\nexpect:\n  placeholders: 0\n")
        let flush = "scenario: x\nsteps:\n- lift\nexpect: {placeholders: 0}\n"
        #expect(StudioEdit.appending("drop", toScenario: 0, in: flush) == "scenario: x\nsteps:\n- lift\n- drop\nexpect: {placeholders: 0}\n")
    }

    @Test("the chosen scenario of several gets the step; fragments are not counted")
    func chosenScenario() {
        let text = "fragment: f\nsteps: [lift]\n---\nscenario: a\nsteps:\n  - lift\n---\nscenario: b\nsteps:\n  - lift\n"
        #expect(StudioEdit.appending("drop", toScenario: 1, in: text) == "fragment: f\nsteps: [lift]\n---\nscenario: a\nsteps:\n  - lift\n---\nscenario: b\nsteps:\n  - lift\n  - drop\n")
        #expect(StudioEdit.appending("drop", toScenario: 0, in: "scenario: a\n") == "scenario: a\nsteps:\n  - drop\n")
    }

    @Test("steps in flow style or a scenario that is not there are left to the person")
    func refused() {
        #expect(StudioEdit.appending("drop", toScenario: 0, in: "scenario: x\nsteps: [lift]\n") == nil)
        #expect(StudioEdit.appending("drop", toScenario: 2, in: "scenario: x\nsteps: []\n") == nil)
        #expect(StudioEdit.appending("drop", toScenario: 0, in: "") == nil)
    }
}
