/// Which scenarios a run takes: `--filter`, `--tag`, `--exclude-tag` and `--shard` together.
///
/// Repeated `--tag`s narrow: a scenario must carry every one of them (as Cucumber ANDs
/// repeated `--tags`); an `--exclude-tag` leaves out a scenario that carries any of them.
public struct ScenarioSelection: Sendable {
    /// A scenario is taken when its name contains this text (case-insensitive).
    public var filter: String?
    /// A scenario is taken when it has every one of these tags.
    public var tags: [String]
    /// A scenario is left out when it has any of these tags.
    public var excludedTags: [String]
    public var shard: Shard?

    public init(filter: String? = nil, tags: [String] = [], excludedTags: [String] = [], shard: Shard? = nil) {
        self.filter = filter
        self.tags = tags
        self.excludedTags = excludedTags
        self.shard = shard
    }

    public func includes(_ scenario: some SelectableScenario) -> Bool {
        includes(name: scenario.name, tags: scenario.tags)
    }

    /// Whether a scenario with this name and these tags is taken: what a `WorkerSuite`, which
    /// holds its scenarios by name and place, selects by.
    public func includes(name: String, tags: [String]) -> Bool {
        if let filter, !filter.isEmpty, !name.lowercased().contains(filter.lowercased()) { return false }
        if !self.tags.allSatisfy(tags.contains) { return false }
        if excludedTags.contains(where: tags.contains) { return false }
        if let shard, !shard.contains(scenarioNamed: name) { return false }
        return true
    }

    /// Why this selection over `scenarios` is a mistake, if it is: a `--filter` that matches no
    /// name, a tag that no scenario carries, or nothing selected at all. A typo must not pass
    /// as an empty, green run.
    public func problem(in scenarios: [some SelectableScenario]) -> String? {
        // The tags in use are gathered only when a tag is asked about: a suite's run without
        // options looks at no scenario but the first.
        if !tags.isEmpty || !excludedTags.isEmpty {
            let carried = Set(scenarios.flatMap(\.tags))
            for tag in tags + excludedTags where !carried.contains(tag) {
                let option = tags.contains(tag) ? "--tag" : "--exclude-tag"
                return "\(option) '\(tag)' names no scenario's tag" + Self.tagHint(tag, in: carried)
            }
        }
        if let filter, !filter.isEmpty {
            let lowered = filter.lowercased()
            if !scenarios.contains(where: { $0.name.lowercased().contains(lowered) }) {
                return "--filter '\(filter)' matches no scenario's name"
            }
        }
        if scenarios.isEmpty { return "no scenario to run" }
        if !scenarios.contains(where: { includes($0) }) {
            return "the selection (\(description)) matches no scenario"
        }
        return nil
    }

    /// The options that make this selection, as written on the command line.
    public var description: String {
        var parts: [String] = []
        if let filter, !filter.isEmpty { parts.append("--filter '\(filter)'") }
        parts += tags.map { "--tag '\($0)'" }
        parts += excludedTags.map { "--exclude-tag '\($0)'" }
        if let shard { parts.append("--shard \(shard.index)/\(shard.count)") }
        return parts.joined(separator: " ")
    }

    private static func tagHint(_ tag: String, in carried: Set<String>) -> String {
        if carried.isEmpty { return "; no scenario has tags" }
        let known = carried.sorted()
        if let closest = Suggestion.closest(to: tag, in: known) { return "; did you mean '\(closest)'?" }
        return "; tags in use: " + known.joined(separator: ", ")
    }
}

extension LoadResult {
    /// Runs every selected scenario, in path order, then file order.
    public func run(_ selection: ScenarioSelection = ScenarioSelection(), with runner: ScenarioRunner = ScenarioRunner()) -> RunSummary {
        RunSummary(results: selected(selection).map { runner.run($0.scenario, file: $0.file.path) })
    }

    /// The scenarios `selection` takes, in path order, then file order.
    public func selected(_ selection: ScenarioSelection) -> [(file: ScenarioFile, scenario: Scenario)] {
        scenarios.filter { selection.includes($0.scenario) }
    }
}
