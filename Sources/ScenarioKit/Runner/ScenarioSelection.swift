/// Which scenarios a run takes: `--filter`, `--tag` and `--shard` together.
public struct ScenarioSelection: Sendable {
    /// A scenario is taken when its name contains this text (case-insensitive).
    public var filter: String?
    /// A scenario is taken when it has every one of these tags.
    public var tags: [String]
    public var shard: Shard?

    public init(filter: String? = nil, tags: [String] = [], shard: Shard? = nil) {
        self.filter = filter
        self.tags = tags
        self.shard = shard
    }

    public func includes(_ scenario: Scenario) -> Bool {
        if let filter, !filter.isEmpty, !scenario.name.lowercased().contains(filter.lowercased()) { return false }
        if !tags.allSatisfy(scenario.tags.contains) { return false }
        if let shard, !shard.contains(scenarioNamed: scenario.name) { return false }
        return true
    }
}

extension LoadResult {
    /// Runs every selected scenario, in path order, then file order.
    public func run(_ selection: ScenarioSelection = ScenarioSelection(), with runner: ScenarioRunner = ScenarioRunner()) -> RunSummary {
        RunSummary(results: scenarios.filter { selection.includes($0.scenario) }.map { runner.run($0.scenario, file: $0.file.path) })
    }
}
