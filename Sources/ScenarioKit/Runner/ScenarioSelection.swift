import DragDropCore

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

    /// Whether the filter and the tags take `scenario`, whatever shard it falls in.
    public func matches(_ scenario: some SelectableScenario) -> Bool {
        matches(name: scenario.name, tags: scenario.tags)
    }

    /// Whether the filter and the tags take a scenario with this name and these tags: what a
    /// `WorkerSuite`, which holds its scenarios by name and place, selects by.
    public func matches(name: String, tags: [String]) -> Bool {
        if let filter, !filter.isEmpty, !name.lowercased().contains(filter.lowercased()) { return false }
        if !self.tags.allSatisfy(tags.contains) { return false }
        if excludedTags.contains(where: tags.contains) { return false }
        return true
    }

    /// The places in `scenarios` (a suite, in order) that the selection takes: those the
    /// filter and tags match, then the shard's part of them. A shard is a part of what
    /// matches, not of the suite, so that every shard of a narrowed run gets work too.
    public func positions(in scenarios: [some SelectableScenario]) -> [Int] {
        let matching = scenarios.indices.filter { matches(scenarios[$0]) }
        guard let shard else { return matching }
        return shard.positions(in: matching.map { scenarios[$0] }).map { matching[$0] }
    }

    /// The scenarios of `scenarios` that the selection takes, in order.
    public func taken<Selectable: SelectableScenario>(from scenarios: [Selectable]) -> [Selectable] {
        positions(in: scenarios).map { scenarios[$0] }
    }

    /// What a run of this selection over `scenarios` covers, for reports that are merged:
    /// `paths` are the paths the run was given.
    public func scope(of scenarios: [some SelectableScenario], paths: [String]) -> RunScope {
        let matching = scenarios.filter { matches($0) }
        let positions = shard.map { $0.positions(in: matching) } ?? Array(matching.indices)
        return RunScope(suite: RunScope.identity(of: matching), paths: paths, selected: matching.count, shard: shard, positions: positions)
    }

    /// What to say on standard error when the shard takes nothing although the filter and
    /// tags match something: fewer scenarios than shards. Not an error: a CI matrix has a
    /// fixed number of shards, and a suite smaller than it must not fail it.
    public func emptyShardNote(in scenarios: [some SelectableScenario]) -> String? {
        guard let shard else { return nil }
        let matching = scenarios.filter { matches($0) }
        guard !matching.isEmpty, shard.positions(in: matching).isEmpty else { return nil }
        let count = LoadResult.count(matching.count, "scenario")
        return "shard \(shard.description) has no scenario to run: the selection has \(count) for \(shard.count) shards"
    }

    /// Why this selection over `scenarios` is a mistake, if it is: a `--filter` that matches no
    /// name, a tag that no scenario carries, or nothing selected at all. A typo must not pass
    /// as an empty, green run; an empty shard is no mistake (`emptyShardNote`).
    public func problem(in scenarios: [some SelectableScenario]) -> String? {
        // The tags in use are gathered only when a tag is asked about: a suite's run without
        // options looks at no scenario but the first.
        if !tags.isEmpty || !excludedTags.isEmpty {
            let carried = Set(scenarios.flatMap(\.tags))
            for tag in tags + excludedTags where !carried.contains(tag) {
                let option = tags.contains(tag) ? "--tag" : "--exclude-tag"
                return "\(option) '\(PrintableText.escaped(tag))' names no scenario's tag" + Self.tagHint(tag, in: carried)
            }
        }
        if let filter, !filter.isEmpty {
            let lowered = filter.lowercased()
            if !scenarios.contains(where: { $0.name.lowercased().contains(lowered) }) {
                return "--filter '\(PrintableText.escaped(filter))' matches no scenario's name"
            }
        }
        if scenarios.isEmpty { return "no scenario to run" }
        if !scenarios.contains(where: { matches($0) }) {
            return "the selection (\(PrintableText.escaped(matchingDescription))) matches no scenario"
        }
        return nil
    }

    /// The options that make this selection, as written on the command line.
    public var description: String {
        ([matchingDescription] + (shard.map { ["--shard \($0.description)"] } ?? [])).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The filter and tag options, as written on the command line.
    private var matchingDescription: String {
        var parts: [String] = []
        if let filter, !filter.isEmpty { parts.append("--filter '\(filter)'") }
        parts += tags.map { "--tag '\($0)'" }
        parts += excludedTags.map { "--exclude-tag '\($0)'" }
        return parts.joined(separator: " ")
    }

    private static func tagHint(_ tag: String, in carried: Set<String>) -> String {
        if carried.isEmpty { return "; no scenario has tags" }
        let known = carried.sorted()
        // Tags come from the files: shown escaped, as every name printed is.
        if let closest = Suggestion.closest(to: tag, in: known) { return "; did you mean '\(PrintableText.escaped(closest))'?" }
        return "; tags in use: " + known.map(PrintableText.escaped).joined(separator: ", ")
    }
}

extension LoadResult {
    /// Runs every selected scenario, in path order, then file order.
    public func run(_ selection: ScenarioSelection = ScenarioSelection(), with runner: ScenarioRunner = ScenarioRunner()) -> RunSummary {
        RunSummary(results: selected(selection).map { runner.run($0.scenario, file: $0.file.path) })
    }

    /// The scenarios `selection` takes, in path order, then file order.
    public func selected(_ selection: ScenarioSelection) -> [(file: ScenarioFile, scenario: Scenario)] {
        let all = scenarios
        return selection.positions(in: all.map(\.scenario)).map { all[$0] }
    }
}
