import ScenarioKit
import Testing

/// Which scenarios a shard takes is part of the stable CLI: the shards of a CI matrix must
/// agree between versions. Since #31 a shard is a run of consecutive selected scenarios
/// (shard k of N takes places ⌈(k−1)·M/N⌉ up to ⌈k·M/N⌉), no longer a hash of the name,
/// which could leave a shard empty.
@Suite("Shard assignment")
struct ShardAssignmentTests {
    @Test("these sizes split into these shards, in every version", arguments: [
        (10, 3, [[0, 1, 2, 3], [4, 5, 6], [7, 8, 9]]),
        (5, 2, [[0, 1, 2], [3, 4]]),
        (7, 7, [[0], [1], [2], [3], [4], [5], [6]]),
        (2, 5, [[0], [], [1], [], []]),
    ])
    func pinned(size: Int, count: Int, shards: [[Int]]) {
        let scenarios = (0..<size).map { Named(name: "s\($0)") }
        #expect((1...count).map { Shard(index: $0, count: count)?.positions(in: scenarios) ?? [] } == shards)
    }
}
