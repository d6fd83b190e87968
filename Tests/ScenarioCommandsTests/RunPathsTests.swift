import ArgumentParser
@testable import ScenarioCommands
import Testing

/// `run PATHS` and `check PATHS` are made without the parser (start-up time); each must be
/// the very command the parser makes of the same line, or an option would silently lose its
/// default.
@Suite("run and check made from paths alone")
struct RunPathsTests {
    @Test("is the command the parser makes of the same paths, every option at its default")
    func equalsParsed() throws {
        let paths = ["Scenarios/tutorial", "b.yaml"]
        let parsed = try #require(try Run.parseAsRoot(paths) as? Run)
        // A property wrapper the direct init forgot still holds its definition, not a value,
        // so the two dumps differ.
        #expect(Self.dumped(Run(paths: paths)) == Self.dumped(parsed))
        #expect(Run(paths: paths).paths == paths)
    }

    @Test("check made from paths is the command the parser makes of the same paths")
    func checkEqualsParsed() throws {
        let paths = ["Scenarios/tutorial", "b.yaml"]
        let parsed = try #require(try Check.parseAsRoot(paths) as? Check)
        #expect(Self.dumped(Check(paths: paths)) == Self.dumped(parsed))
        #expect(Check(paths: paths).paths == paths)
    }

    private static func dumped(_ command: some ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }
}
