import ScenarioKit
import Testing

/// `explore` exits 1 when any scenario fails in some order, whatever the others do.
@Suite("Explore's exit code")
struct ExploreExitCodeTests {
    static func explored(_ variants: [String]) throws -> ExploreReport {
        let results = try variants.map { variant in
            let (file, scenario) = try scenario(ExplorerTests.race(variant: variant))
            return (result: Explorer().explore(scenario, file: file.path), milliseconds: 1.0)
        }
        return ExploreReport(results: results)
    }

    @Test("one scenario failing in some order makes the run exit 1, beside others that pass", arguments: [
        ["tutorial"], ["corrected", "tutorial"], ["tutorial", "corrected"],
    ])
    func failing(variants: [String]) throws {
        #expect(try Self.explored(variants).exitCode == 1)
    }

    @Test("every scenario passing in every order exits 0")
    func passing() throws {
        #expect(try Self.explored(["corrected", "corrected"]).exitCode == 0)
    }
}
