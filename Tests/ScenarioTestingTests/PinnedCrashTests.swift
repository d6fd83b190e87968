import GalleryCore
import ScenarioAppKit
import ScenarioKit
import ScenarioTestSupport
import ScenarioTesting
import Testing

/// A scenario that pins a crash the app really has runs under `swift test` in an exit test,
/// and the test process lives on (issue 27).
@Suite("A pinned crash under swift test")
struct PinnedCrashTests {
    /// The errands app keeps the index path an errand had when it was lifted; another drag
    /// that takes an errand from the same list before it lands leaves it stale, and the drop
    /// reads past the end of the list.
    static let yaml = """
    scenario: a stale origin traps the drop
    given: { todo: [[milk, eggs]], done: [] }
    steps:
      - touch: { view: todo, cell: 1 }
      - lift
      - touch: { view: todo, cell: 0 }
        finger: 2
      - lift: { finger: 2 }
      - move: { view: done, cell: 0 }
        finger: 2
      - drop: { finger: 2 }
      - move: { view: done, cell: 1 }
      - drop
    expect:
      state: { done: [[milk, eggs]] }
      error: { kind: crash, message: "Fatal error: Index out of range" }
    """

    static func crashingCase(_ yaml: String = yaml) throws -> ScenarioCase {
        let folder = try freshFolder(["errands.yaml": yaml])
        return try #require(ScenarioCase.all(in: folder, apps: ListTargetTests.apps).first)
    }

    @Test("the app's crash, pinned, passes in an exit test; its other expectations are said to be uncheckable")
    func pinnedCrashPasses() async throws {
        let scenario = try Self.crashingCase()
        #expect(scenario.expectsCrash)
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [file = scenario.file as String, name = scenario.name as String] in
            ScenarioCase.run(name, in: file, apps: AppRegistry(ErrandsApp.self, defaultApp: "errands"))
        }
        let standardError = try #require(exit).standardErrorContent
        #expect(scenario.crashProblems(standardError: String(decoding: standardError, as: UTF8.self)).map(\.description) == [
            "\(scenario.file):15:3: error: 'state' cannot be checked: the app crashed in its exit test, and its state went with it",
        ])
    }

    /// The crashes the regression suite pins, as `dnd-scenario run` passes them.
    static let regressionCrashes = ScenarioCase.all(in: "Scenarios/regression", apps: .shipped).filter(\.expectsCrash)

    @Test("the shipped regression suite's pinned crashes pass under swift test as under the command", arguments: regressionCrashes)
    func shippedCrashes(_ scenario: ScenarioCase) async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [file = scenario.file as String, name = scenario.name as String] in
            ScenarioCase.run(name, in: file, apps: .shipped)
        }
        scenario.checkCrash(exit)
    }

    @Test("the regression suite pins two crashes")
    func twoShippedCrashes() {
        #expect(Self.regressionCrashes.map(\.name) == [
            "Quirk: an image dropped on the end of the gallery [variant: tutorial]",
            "Quirk: a fetch that fails after the gallery shrank [variant: tutorial]",
        ])
    }

    @Test("a crash with another message, or none, fails at the expected error")
    func otherCrashes() throws {
        let scenario = try Self.crashingCase()
        #expect(scenario.crashProblems(standardError: "Swift/x.swift:1: Fatal error: Unexpectedly found nil\n").map(\.description) == [
            "\(scenario.file):16:3: error: expected error crash 'Fatal error: Index out of range', the app crashed with 'Fatal error: Unexpectedly found nil'",
        ])
        #expect(scenario.crashProblems(standardError: nil).map(\.description) == [
            "\(scenario.file):16:3: error: expected error crash, and the app did not crash",
        ])
    }

    @Test("checked in the test's own process, a pinned crash is not run: the problem says where to run it")
    func notRunInPlace() throws {
        let scenario = try Self.crashingCase()
        #expect(scenario.problems().map(\.description) == [
            "\(scenario.file):16:3: error: the scenario pins a crash, which would end this process: run it in an exit test (ScenarioCase.run and checkCrash) or with your dnd-scenario command",
        ])
    }

    @Test("a scenario that pins no crash is not one for an exit test")
    func noCrashPinned() throws {
        let scenario = try Self.crashingCase("scenario: calm\ngiven: { todo: [[milk]] }\n")
        #expect(!scenario.expectsCrash)
        #expect(scenario.crashProblems(standardError: "").map(\.message) == [
            "the scenario pins no crash (error: {kind: crash}): run it with check()",
        ])
    }
}
