/// What a selection (`--filter`, `--tag`, `--exclude-tag`, `--shard`) looks at: a decoded
/// scenario here, or one a worker decoded and keeps (`WorkerSuite.Entry`).
public protocol SelectableScenario {
    var name: String { get }
    var tags: [String] { get }
    /// The path of its file as the run names it: what a durations file knows it by, with
    /// its name (names are unique within a file, not within a suite).
    var file: String { get }
}

extension Scenario: SelectableScenario {
    public var file: String { location.file }
}
