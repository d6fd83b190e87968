import ScenarioKit
import Testing

@Suite("Sharding")
struct ShardTests {
    @Test("I/N parses only for 1 ≤ I ≤ N", arguments: [
        ("1/1", true), ("2/3", true), ("3/3", true), ("0/3", false), ("4/3", false), ("1/0", false), ("a/b", false), ("1", false), ("1/2/3", false),
    ])
    func parsing(text: String, valid: Bool) {
        #expect((Shard(text) != nil) == valid)
    }

    @Test("every scenario lands in exactly one shard", arguments: [1, 2, 3, 5, 8])
    func partition(count: Int) {
        let names = (0..<200).map { "scenario \($0)" }
        let shards = (1...count).compactMap { Shard(index: $0, count: count) }
        for name in names {
            #expect(shards.count { $0.contains(scenarioNamed: name) } == 1)
        }
    }

    @Test("a scenario's shard does not depend on the others")
    func stable() {
        let shard = Shard(index: 2, count: 4)
        let before = (0..<50).filter { shard?.contains(scenarioNamed: "s\($0)") == true }
        let after = (0..<60).filter { shard?.contains(scenarioNamed: "s\($0)") == true }.filter { $0 < 50 }
        #expect(before == after)
    }
}
