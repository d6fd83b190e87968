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
        includes(name: scenario.name, tags: scenario.tags)
    }

    /// Whether a scenario with this name and these tags is taken: what a run by workers,
    /// which never decodes the scenarios itself, selects by.
    public func includes(name: String, tags: [String]) -> Bool {
        if let filter, !filter.isEmpty, !name.lowercased().contains(filter.lowercased()) { return false }
        if !self.tags.allSatisfy(tags.contains) { return false }
        if let shard, !shard.contains(scenarioNamed: name) { return false }
        return true
    }
}

extension LoadResult {
    /// Runs every selected scenario, in path order, then file order.
    public func run(_ selection: ScenarioSelection = ScenarioSelection(), with runner: ScenarioRunner = ScenarioRunner()) -> RunSummary {
        RunSummary(results: scenarios.filter { selection.includes($0.scenario) }.map { runner.run($0.scenario, file: $0.file.path) })
    }
}
