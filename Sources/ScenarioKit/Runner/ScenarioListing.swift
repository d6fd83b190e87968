import DragDropCore

/// `run --list`: the selected scenarios, where each starts and its name, without running them.
public struct ScenarioListing: Sendable {
    public var entries: [(path: String, line: Int, name: String)]

    public init(_ scenarios: [(file: ScenarioFile, scenario: Scenario)]) {
        entries = scenarios.map { ($0.file.path, $0.scenario.location.line, $0.scenario.name) }
    }

    /// `FILE:LINE  NAME` per scenario, then how many in how many files.
    public func render() -> String {
        var text = ""
        for entry in entries { text += PrintableText.escaped("\(entry.path):\(entry.line)  \(entry.name)") + "\n" }
        let files = Set(entries.map(\.path)).count
        text += "\(LoadResult.count(entries.count, "scenario")) in \(LoadResult.count(files, "file"))\n"
        return text
    }
}
