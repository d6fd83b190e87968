/// What a selection (`--filter`, `--tag`, `--exclude-tag`, `--shard`) looks at: a decoded
/// scenario here, or one a worker decoded and keeps (`WorkerSuite.Entry`).
public protocol SelectableScenario {
    var name: String { get }
    var tags: [String] { get }
}

extension Scenario: SelectableScenario {}
