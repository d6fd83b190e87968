import ScenarioKit
import ScenarioTestSupport
import Testing

/// A stand-in for a scenario: all a shard looks at.
struct Named: SelectableScenario {
    var name: String
    var tags: [String] = []
    var file = "suite.yaml"
}

@Suite("Sharding")
struct ShardTests {
    static func suite(_ count: Int) -> [Named] {
        (0..<count).map { Named(name: "scenario \($0)") }
    }

    /// Each shard's positions in `scenarios`, for shards 1 to `count`.
    static func split(_ scenarios: [Named], count: Int, balance: Shard.Balance = .count) -> [[Int]] {
        (1...count).map { Shard(index: $0, count: count, balance: balance)?.positions(in: scenarios) ?? [] }
    }

    /// Durations of scenario 0, 1, … in seconds, by name.
    static func durations(_ seconds: [Double], file: String = "suite.yaml") -> Shard.Balance {
        .durations(ShardDurations(seconds: Dictionary(uniqueKeysWithValues: seconds.enumerated().map {
            (ShardDurations.Key(file: file, name: "scenario \($0.offset)"), $0.element)
        })))
    }

    @Test("I/N parses only for 1 ≤ I ≤ N", arguments: [
        ("1/1", true), ("2/3", true), ("3/3", true), ("0/3", false), ("4/3", false), ("1/0", false), ("a/b", false), ("1", false), ("1/2/3", false),
    ])
    func parsing(text: String, valid: Bool) {
        #expect((Shard(text) != nil) == valid)
    }

    @Test("every scenario lands in exactly one shard, by count and by durations", arguments: [1, 2, 3, 5, 7, 8])
    func partition(count: Int) {
        for size in [0, 1, count - 1, count, count + 1, 200] where size >= 0 {
            let scenarios = Self.suite(size)
            let seconds = (0..<size).map { Double(($0 * 7919) % 13) / 1000 }
            for balance in [Shard.Balance.count, Self.durations(seconds)] {
                let shards = Self.split(scenarios, count: count, balance: balance)
                #expect(shards.flatMap { $0 }.sorted() == Array(0..<size), "\(size) scenarios in \(count) shards by \(balance.name)")
                #expect(shards.allSatisfy { $0 == $0.sorted() }, "each shard keeps the suite's order")
            }
        }
    }

    @Test("every shard gets a scenario whenever there are at least as many scenarios as shards", arguments: [1, 2, 3, 5, 7])
    func noEmptyShard(count: Int) {
        for size in count...(count + 12) {
            let scenarios = Self.suite(size)
            for balance in [Shard.Balance.count, Self.durations(Array(repeating: 0, count: size)), Self.durations([100] + Array(repeating: 0.001, count: size - 1))] {
                let shards = Self.split(scenarios, count: count, balance: balance)
                #expect(shards.allSatisfy { !$0.isEmpty }, "\(size) scenarios in \(count) shards by \(balance.name): \(shards)")
            }
        }
    }

    @Test("fewer scenarios than shards leave some shards empty, each scenario in one of them")
    func fewerThanShards() {
        let shards = Self.split(Self.suite(2), count: 5)
        #expect(shards.count { $0.isEmpty } == 3)
        #expect(shards.flatMap { $0 } == [0, 1])
        #expect(Self.split(Self.suite(0), count: 3) == [[], [], []])
    }

    @Test("by count, shards are runs of consecutive scenarios whose sizes differ by one at most", arguments: [2, 3, 4, 7])
    func byCount(count: Int) {
        for size in 0...40 {
            let shards = Self.split(Self.suite(size), count: count)
            let sizes = shards.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(size) in \(count): \(sizes)")
            #expect(shards.flatMap { $0 } == Array(0..<size), "consecutive runs in shard order")
        }
    }

    @Test("by durations, the slowest shard ends within one scenario's time of the mean", arguments: [2, 3, 4, 7])
    func byDurations(count: Int) {
        var generator = SeededGenerator(seed: 0x9e37_79b9_7f4a_7c15)
        for size in [count, 10, 40, 121] {
            let seconds = (0..<size).map { _ in Double(generator.next(1000) + 1) / 1_000_000 }
            let loads = Self.split(Self.suite(size), count: count, balance: Self.durations(seconds)).map { $0.map { seconds[$0] }.reduce(0, +) }
            let mean = seconds.reduce(0, +) / Double(count)
            #expect((loads.max() ?? 0) <= mean + (seconds.max() ?? 0) + 1e-12, "\(loads) against a mean of \(mean)")
        }
    }

    @Test("by durations, one slow scenario gets a shard to itself and the rest share the others")
    func slowScenario() {
        let shards = Self.split(Self.suite(7), count: 3, balance: Self.durations([0.001, 0.001, 5, 0.001, 0.001, 0.001, 0.001]))
        #expect(shards == [[2], [0, 3, 5], [1, 4, 6]])
    }

    @Test("a scenario the durations do not know counts as the mean of those they know")
    func unknownScenario() {
        // Scenario 2 is new: counted as 2 s, the mean of 3 s and 1 s, it joins the 1 s one.
        let seconds: [ShardDurations.Key: Double] = [.init(file: "suite.yaml", name: "scenario 0"): 3, .init(file: "suite.yaml", name: "scenario 1"): 1]
        let shards = Self.split(Self.suite(3), count: 2, balance: .durations(ShardDurations(seconds: seconds)))
        #expect(shards == [[0], [1, 2]])
    }

    @Test("durations are known by file and name: the same name in another file is another scenario")
    func durationsByFile() {
        let scenarios = [Named(name: "same", file: "a.yaml"), Named(name: "same", file: "b.yaml"), Named(name: "other", file: "a.yaml")]
        let seconds: [ShardDurations.Key: Double] = [.init(file: "a.yaml", name: "same"): 1, .init(file: "b.yaml", name: "same"): 10, .init(file: "a.yaml", name: "other"): 1]
        let shards = (1...2).map { Shard(index: $0, count: 2, balance: .durations(ShardDurations(seconds: seconds)))?.positions(in: scenarios) ?? [] }
        #expect(shards == [[1], [0, 2]])
    }
}
