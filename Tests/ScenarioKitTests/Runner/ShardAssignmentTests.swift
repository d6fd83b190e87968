import ScenarioKit
import Testing

/// A scenario's shard is part of the stable CLI: a CI split must not reshuffle between
/// versions, so these names stay where FNV-1a of the name puts them, for good.
@Suite("Shard assignment")
struct ShardAssignmentTests {
    @Test("these names land in these shards of 2, 3 and 4, in every version", arguments: [
        ("Move Venice to the end of the first row", [2, 3, 2]),
        ("a", [1, 2, 1]),
        ("c", [1, 1, 3]),
        ("drop with no drag", [2, 3, 4]),
    ])
    func pinned(name: String, shards: [Int]) {
        let found = [2, 3, 4].map { count in
            (1...count).first { Shard(index: $0, count: count)?.contains(scenarioNamed: name) == true }
        }
        #expect(found == shards)
    }
}
