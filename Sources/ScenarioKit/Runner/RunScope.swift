/// What part of which suite a run covers: what `merge` checks before it puts the JSON
/// reports of a suite's shards back together into the report of one whole run.
public struct RunScope: Equatable, Sendable {
    /// The suite's identity: FNV-1a of every selected scenario's file and name, in order,
    /// before sharding, as 16 hex digits. The shards of one suite share it; a scenario added,
    /// removed, renamed or moved changes it.
    public var suite: String
    /// The paths the run was given, so that a merged HTML report reads the same files.
    public var paths: [String]
    /// Scenarios selected before sharding: every shard's, together.
    public var selected: Int
    public var shard: Shard?
    /// Each result's place among the `selected` scenarios, in the order of the results.
    public var positions: [Int]

    public init(suite: String, paths: [String], selected: Int, shard: Shard?, positions: [Int]) {
        self.suite = suite
        self.paths = paths
        self.selected = selected
        self.shard = shard
        self.positions = positions
    }

    /// The scope of a whole run that gave `results`, for a summary made without one.
    public init(wholeRunOf results: [ScenarioResult]) {
        self.init(suite: Self.identity(of: results.map { ($0.file, $0.name) }), paths: [], selected: results.count, shard: nil, positions: Array(results.indices))
    }

    /// The identity of a suite whose selected scenarios are these, in order.
    static func identity(of scenarios: [some SelectableScenario]) -> String {
        identity(of: scenarios.map { ($0.file, $0.name) })
    }

    /// FNV-1a, 64-bit, of each file and name with a zero byte after each: stable across runs
    /// and platforms, unlike `Hasher`.
    static func identity(of scenarios: [(file: String, name: String)]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for (file, name) in scenarios {
            for byte in file.utf8 { add(byte) }
            add(0)
            for byte in name.utf8 { add(byte) }
            add(0)
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
