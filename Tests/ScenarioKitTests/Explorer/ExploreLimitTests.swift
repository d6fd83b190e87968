import Foundation
import ScenarioTestSupport
import Testing

/// `explore --limit N` gives up on a scenario after N orders, as its help says: a limit
/// under one would explore nothing, so it is refused rather than quietly taken as one (issue 29).
@Suite("explore --limit")
struct ExploreLimitTests {
    @Test("a limit under one is refused with exit 2 and says what it takes", arguments: ["0", "-3"])
    func refused(limit: String) throws {
        let race = PackagePaths.scenarios + "/explore/tutorial-race.yaml"
        let output = try BuiltCommand.run(["explore", race, "--limit=\(limit)"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("--limit takes a number of orders, 1 or more, found \(limit)"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test("a limit of one stops after one order, and the search cut short fails as incomplete")
    func one() throws {
        let folder = try freshFolder(["race.yaml": ExplorerTests.race(variant: "corrected")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let limited = try BuiltCommand.run(["explore", folder + "/race.yaml", "--limit", "1"])
        #expect(limited.status == 1)
        #expect(limited.standardOutput.contains("1 order "))
        #expect(limited.standardOutput.contains("incomplete:"))
        let full = try BuiltCommand.run(["explore", folder + "/race.yaml"])
        #expect(full.status == 0)
    }
}
