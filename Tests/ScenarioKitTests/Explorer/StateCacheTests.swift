@testable import ScenarioKit
import Testing

/// The state cache under sleep sets: a state met again is skipped only when it was explored
/// before with no more of its works asleep; with fewer asleep, the works now awake lead to
/// orders not tried yet. Small scenarios never meet that case, so the rule is tested here.
@Suite("Explore's state cache")
struct StateCacheTests {
    static func search(_ reduction: Explorer.Reduction) throws -> Search {
        let (file, scenario) = try scenario(ExplorerTests.threeLoadsOfOneItem)
        return Search(scenario: scenario, file: file.path, explorer: Explorer(reduction: reduction))
    }

    @Test("a state met again with the same or more works asleep is covered; with fewer asleep it is explored again")
    func sleepSets() throws {
        let search = try Self.search(.full)
        #expect(!search.isCovered(7, sleep: ["a#0", "b#0"]))
        #expect(search.isCovered(7, sleep: ["a#0", "b#0"]))
        #expect(search.isCovered(7, sleep: ["a#0", "b#0", "c#0"]))
        #expect(!search.isCovered(7, sleep: ["a#0"]))
        #expect(search.isCovered(7, sleep: ["a#0"]))
        #expect(!search.isCovered(7, sleep: []))
        #expect(search.isCovered(7, sleep: ["b#0"]))
    }

    @Test("without state caching nothing is ever covered")
    func noCaching() throws {
        let search = try Self.search(.none)
        #expect(!search.isCovered(7, sleep: []))
        #expect(!search.isCovered(7, sleep: []))
    }
}
