import ArgumentParser
import ScenarioKit

/// `--filter`, `--tag`, `--exclude-tag` and the shard options: which scenarios of the suite
/// `run` and `explore` take.
struct SelectionOptions: ParsableArguments {
    @Option(help: "Run only scenarios whose name contains this text.")
    var filter: String?

    @Option(help: "Run only scenarios with this tag; repeated, only scenarios with every one of them.")
    var tag: [String] = []

    @Option(help: "Leave out scenarios with this tag; repeated, those with any of them.")
    var excludeTag: [String] = []

    @OptionGroup var sharding: ShardOptions

    /// The selection the options make, the durations file read; `Loading.check` refuses it
    /// (exit 2) when it names no scenario.
    func selection() throws -> ScenarioSelection {
        ScenarioSelection(filter: filter, tags: tag, excludedTags: excludeTag, shard: try sharding.parsed())
    }
}
