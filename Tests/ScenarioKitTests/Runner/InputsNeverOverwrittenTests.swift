import Foundation
import ScenarioTestSupport
import Testing

/// No input of a run — a scenario, a fragment file it uses, a golden, or any of them reached
/// through a link — is ever the target of `--output`, `--emit` or `walkthrough`; a scenario
/// `explore --emit` writes elsewhere still reaches its fragments.
@Suite("Inputs are never overwritten")
struct InputsNeverOverwrittenTests {
    static let steps = """
    fragment: pick up
    parameters: [item]
    steps:
      - touch: { source: safari, item: "${item}" }
      - lift
    """

    /// The explore suite's race, its first steps taken from a fragment file.
    static let race = """
    scenario: the race, through a fragment
    given:
      variant: tutorial
      images: [https://img.example/venice.jpg]
    \(ScenarioText.safari("sunrise", .image(after: "100ms"), .url(after: "300ms")))
    steps:
      - use: { steps: steps.yaml#pick up, with: { item: sunrise } }
      - move: { cell: 1 }
      - drop
    expect:
      images: [venice.jpg, { url: "https://img.example/sunrise.jpg", aspect: 1.5 }]
    """

    static func suite() throws -> String {
        try freshFolder(["suite/race.yaml": race, "suite/steps.yaml": steps])
    }

    /// Expects `output` to be the refusal to write over the fragment file, and that file in
    /// the suite at `root` to be as it was written.
    static func expectFragmentRefusedAndUntouched(_ output: BuiltCommand.Output, in root: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(output.status == 2, sourceLocation: sourceLocation)
        #expect(output.standardError.contains("is the fragment file"), "\(output.standardError)", sourceLocation: sourceLocation)
        #expect(FileManager.default.contents(atPath: root + "/suite/steps.yaml") == Data(Self.steps.utf8), sourceLocation: sourceLocation)
    }

    @Test("--output naming a fragment file the run reads is refused before anything runs", arguments: [["run", "race.yaml", "--format", "junit", "--output", "steps.yaml"], ["explore", "race.yaml", "--emit", "steps.yaml"]])
    func fragmentFileRefused(arguments: [String]) throws {
        let root = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try BuiltCommand.run(arguments, in: root + "/suite")
        Self.expectFragmentRefusedAndUntouched(output, in: root)
    }

    @Test("a walkthrough whose index.html is a link to a fragment file is refused, the fragment untouched")
    func walkthroughThroughLink() throws {
        let root = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/pages", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/pages/index.html", withDestinationPath: "../suite/steps.yaml")
        let output = try BuiltCommand.run(["walkthrough", "suite/race.yaml", "--output", "pages"], in: root)
        Self.expectFragmentRefusedAndUntouched(output, in: root)
    }

    @Test("explore --emit into a folder above the scenario rewrites its uses, and the emitted file runs and fails as explored")
    func emittedElsewhereRuns() throws {
        let root = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let explored = try BuiltCommand.run(["explore", "suite/race.yaml", "--emit", "emitted.yaml"], in: root)
        #expect(explored.status == 1, "\(explored.standardOutput)\(explored.standardError)")
        let emitted = try #require(FileManager.default.contents(atPath: root + "/emitted.yaml").map { String(decoding: $0, as: UTF8.self) })
        #expect(emitted.contains("use: { steps: \"suite/steps.yaml#pick up\""), "\(emitted)")
        let run = try BuiltCommand.run(["run", "emitted.yaml"], in: root)
        #expect(run.status == 1, "the emitted order fails: \(run.standardOutput)\(run.standardError)")
        #expect(!run.standardOutput.contains("error: fragment"))
    }

    @Test("explore --emit into a folder that cannot reach the fragments says so and writes nothing")
    func emittedOutOfReach() throws {
        let root = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        let explored = try BuiltCommand.run(["explore", "suite/race.yaml", "--emit", "elsewhere/emitted.yaml"], in: root)
        #expect((explored.standardOutput + explored.standardError).contains("cannot reach"), "\(explored.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: root + "/elsewhere/emitted.yaml"))
    }
}

@Suite("Outputs with nowhere to go")
struct OutputFolderTests {
    @Test("--output and --emit in a folder that does not exist are refused before anything runs", arguments: [
        ["run", "Scenarios/tutorial", "--format", "json", "--output", "no-such-folder/report.json"],
        ["explore", "Scenarios/explore/tutorial-race.yaml", "--emit", "no-such-folder/emitted.yaml"],
    ])
    func missingFolder(arguments: [String]) throws {
        let started = ContinuousClock.now
        let output = try BuiltCommand.run(arguments, in: PackagePaths.root)
        #expect(output.status == 2)
        #expect(output.standardError.contains(": there is no folder no-such-folder to write it in"), "\(output.standardError)")
        #expect(output.standardOutput.isEmpty, "nothing ran")
        #expect(ContinuousClock.now - started < .seconds(20))
    }
}
