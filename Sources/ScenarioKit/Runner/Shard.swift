/// `--shard I/N`: one of N parts of a selection, so CI can spread a suite over N machines.
///
/// Every shard of a selection computes the same split from the same inputs (the selected
/// scenarios in suite order, and the durations file when balancing by time), so the N
/// processes of a CI matrix agree on it without talking to each other. Whenever the selection
/// has at least N scenarios every shard gets one: a hash of names could leave a shard empty,
/// which failed the matrix.
public struct Shard: Equatable, Sendable {
    /// 1-based.
    public let index: Int
    public let count: Int
    public var balance: Balance

    /// How the scenarios are shared out.
    public enum Balance: Equatable, Sendable {
        /// Runs of consecutive scenarios, as even in number as can be: sizes differ by one at most.
        case count
        /// By the time each scenario took in an earlier run, so that the slowest shard is
        /// close to the mean.
        case durations(ShardDurations)

        /// `count` or `durations`, as `--shard-by` spells it.
        public var name: String {
            switch self {
            case .count: "count"
            case .durations: "durations"
            }
        }
    }

    /// The most shards a selection may be cut into: far above any CI matrix, and low enough
    /// that a shard's bounds (`shard · M / N`) never overflow.
    public static let maxCount = 100_000

    public init?(index: Int, count: Int, balance: Balance = .count) {
        guard count >= 1, count <= Self.maxCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
        self.balance = balance
    }

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init?(_ text: String, balance: Balance = .count) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count, balance: balance)
    }

    /// `3/5`.
    public var description: String { "\(index)/\(count)" }

    /// The places in `scenarios` (a selection, in suite order) that this shard takes, in order.
    public func positions(in scenarios: [some SelectableScenario]) -> [Int] {
        let shards = Self.assign(scenarios, count: count, balance: balance)
        return shards.indices.filter { shards[$0] == index - 1 }
    }

    /// For each scenario, the 0-based shard that takes it.
    static func assign(_ scenarios: [some SelectableScenario], count: Int, balance: Balance) -> [Int] {
        switch balance {
        case .count:
            // Shard k takes [⌈k·M/N⌉, ⌈(k+1)·M/N⌉): with M ≥ N each run holds ⌊M/N⌋ or
            // more, and with fewer scenarios than shards the first shards take them.
            let total = scenarios.count
            let start = { (shard: Int) in (shard * total + count - 1) / count }
            var shards: [Int] = []
            shards.reserveCapacity(total)
            var shard = 0
            for position in 0..<total {
                while start(shard + 1) <= position { shard += 1 }
                shards.append(shard)
            }
            return shards
        case .durations(let durations):
            return longestFirst(durations.weights(of: scenarios), count: count)
        }
    }

    /// Longest processing time first: each scenario, slowest first, goes to the shard with
    /// the least time so far, then the fewest scenarios, then the lowest number. An empty
    /// shard has the least of both, so every shard gets one before any gets two; and the
    /// slowest shard ends at most a third above the best split possible.
    static func longestFirst(_ weights: [Double], count: Int) -> [Int] {
        let order = weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        var loads = Array(repeating: 0.0, count: count)
        var sizes = Array(repeating: 0, count: count)
        var shards = Array(repeating: 0, count: weights.count)
        for position in order {
            var chosen = 0
            for shard in 1..<count where (loads[shard], sizes[shard]) < (loads[chosen], sizes[chosen]) {
                chosen = shard
            }
            shards[position] = chosen
            loads[chosen] += weights[position]
            sizes[chosen] += 1
        }
        return shards
    }
}
