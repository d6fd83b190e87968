/// How long each scenario took in an earlier run, read from that run's JSON report: what
/// `--shard-by durations` balances by.
///
/// A scenario the report does not know (added since) counts as the mean of those it knows,
/// so a new scenario is neither free nor the slowest; with nothing known every scenario
/// counts the same and the split is by count.
public struct ShardDurations: Equatable, Sendable {
    /// Seconds, by file and name.
    public private(set) var seconds: [Key: Double]

    public struct Key: Hashable, Sendable {
        public var file: String
        public var name: String

        public init(file: String, name: String) {
            self.file = file
            self.name = name
        }
    }

    public init(seconds: [Key: Double]) {
        self.seconds = seconds.filter { $0.value.isFinite && $0.value >= 0 }
    }

    /// The durations of a JSON report (`run --format json`), whatever its version.
    public init(report: RunReport) {
        var seconds: [Key: Double] = [:]
        for scenario in report.scenarios {
            seconds[Key(file: scenario.file, name: scenario.name)] = scenario.duration
        }
        self.init(seconds: seconds)
    }

    /// The weight of each of `scenarios`: its duration, or the mean of those known.
    func weights(of scenarios: [some SelectableScenario]) -> [Double] {
        let known = scenarios.map { seconds[Key(file: $0.file, name: $0.name)] }
        let found = known.compactMap { $0 }
        let mean = found.isEmpty ? 1 : found.reduce(0, +) / Double(found.count)
        return known.map { $0 ?? mean }
    }
}
