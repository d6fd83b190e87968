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

    @Test("a step recorded with an earlier step selected goes right after it, a step of several lines kept whole")
    func insertingAfterSelected() throws {
        let text = "scenario: x\nsteps:\n  - touch: {cell: 0}\n  - expect:\n      session: none\n  - lift\nexpect:\n  placeholders: 0\n"
        // After line 3 (the touch): before the expect of lines 4-5.
        let first = try #require(StudioEdit.inserting("add: {cell: 1}", toScenario: 0, in: text, afterLine: 3))
        #expect(first.text == "scenario: x\nsteps:\n  - touch: {cell: 0}\n  - add: {cell: 1}\n  - expect:\n      session: none\n  - lift\nexpect:\n  placeholders: 0\n")
        #expect(first.line == 4)
        // After the expect's first line: the whole expect stays together, the step goes before lift.
        let second = try #require(StudioEdit.inserting("wait: 1s", toScenario: 0, in: first.text, afterLine: 5))
        #expect(second.text == "scenario: x\nsteps:\n  - touch: {cell: 0}\n  - add: {cell: 1}\n  - expect:\n      session: none\n  - wait: 1s\n  - lift\nexpect:\n  placeholders: 0\n")
        #expect(second.line == 7)
        // The launch (the scenario's line): before the first step.
        #expect(try #require(StudioEdit.inserting("settle", toScenario: 0, in: text, afterLine: 1)).line == 3)
        // After the last step, or with nothing selected: at the end, as appending does.
        for after in [6, nil] as [Int?] {
            let appended = try #require(StudioEdit.inserting("drop", toScenario: 0, in: text, afterLine: after))
            #expect(appended.text == StudioEdit.appending("drop", toScenario: 0, in: text))
            #expect(appended.line == 7)
        }
        #expect(try #require(StudioEdit.inserting("lift", toScenario: 0, in: "scenario: x\nsteps: []\n", afterLine: 1)) == ("scenario: x\nsteps:\n  - lift\n", 3))
    }

    @Test("steps in flow style or a scenario that is not there are left to the person")
    func refused() {
        #expect(StudioEdit.appending("drop", toScenario: 0, in: "scenario: x\nsteps: [lift]\n") == nil)
        #expect(StudioEdit.appending("drop", toScenario: 2, in: "scenario: x\nsteps: []\n") == nil)
        #expect(StudioEdit.appending("drop", toScenario: 0, in: "") == nil)
    }
}

/// The studio's form adds other apps to a scenario as a person writes them.
@Suite("The studio's edits for other apps")
struct StudioOtherAppEditTests {
    static let url = StudioEdit.Representation(type: "public.url", value: "https://img.example/sunrise.jpg", afterMilliseconds: 300)
    static let image = StudioEdit.Representation(type: "public.image", value: "1200x800", afterMilliseconds: 0)

    @Test("a first source item makes sources before the steps, an image's size from WIDTHxHEIGHT")
    func firstSource() {
        let text = "scenario: x\ngiven: {}\nsteps: []\n"
        #expect(StudioEdit.addingSource(app: "safari", item: "sunrise", provides: [Self.url, Self.image], toScenario: 0, in: text) == """
        scenario: x
        given: {}
        sources:
          safari:
            - id: sunrise
              provides:
                public.url: { value: "https://img.example/sunrise.jpg", after: 300ms }
                public.image: { width: 1200, height: 800 }
        steps: []

        """)
    }

    @Test("another item of the same app joins its list; another app joins sources")
    func moreSources() throws {
        let once = try #require(StudioEdit.addingSource(app: "safari", item: "a", provides: [Self.url], toScenario: 0, in: "scenario: x\nsteps: []\n"))
        let twice = try #require(StudioEdit.addingSource(app: "safari", item: "b", provides: [Self.url], toScenario: 0, in: once))
        let other = try #require(StudioEdit.addingSource(app: "notes", item: "c d", provides: [StudioEdit.Representation(type: "public.plain-text", value: "yes", afterMilliseconds: 0)], toScenario: 0, in: twice))
        #expect(other == """
        scenario: x
        sources:
          safari:
            - id: a
              provides:
                public.url: { value: "https://img.example/sunrise.jpg", after: 300ms }
            - id: b
              provides:
                public.url: { value: "https://img.example/sunrise.jpg", after: 300ms }
          notes:
            - id: "c d"
              provides:
                public.plain-text: { value: "yes" }
        steps: []

        """)
        let replay = StudioReplayTests.replay(other)
        #expect(replay.diagnostics.isEmpty, "\(replay.diagnostics)")
        #expect(replay.sources.map(\.target) == ["{source: safari, item: a}", "{source: safari, item: b}", "{source: notes, item: \"c d\"}"])
    }

    @Test("a target app is added once, to the targets there are; flow style is left to the person")
    func targets() throws {
        let text = try #require(StudioEdit.addingTarget(app: "photos", accepts: ["public.image"], toScenario: 0, in: "scenario: x\ntargets: {}\nsteps: []\n"))
        #expect(text == "scenario: x\ntargets:\n  photos: { accepts: [public.image] }\nsteps: []\n")
        #expect(StudioEdit.addingTarget(app: "photos", accepts: ["public.url"], toScenario: 0, in: text) == nil)
        let two = try #require(StudioEdit.addingTarget(app: "notes", accepts: ["public.plain-text", "public.url"], toScenario: 0, in: text))
        #expect(two == "scenario: x\ntargets:\n  photos: { accepts: [public.image] }\n  notes: { accepts: [public.plain-text, public.url] }\nsteps: []\n")
        #expect(StudioReplayTests.replay(two).targets.map(\.target) == ["{app: photos}", "{app: notes}"])
        #expect(StudioEdit.addingTarget(app: "notes", accepts: ["x"], toScenario: 0, in: "scenario: x\ntargets: {photos: {accepts: [a]}}\n") == nil)
        #expect(StudioEdit.addingSource(app: "s", item: "i", provides: [Self.url], toScenario: 0, in: "scenario: x\nsources:\n  s: [{id: j, provides: {a: b}}]\n") == nil)
    }
}
