import YAMLReader

/// A scenario as a shard's choice sees it: its file, its place there, its name and tags,
/// and its steps when its file was decoded (`ScenarioLoader.loadShard`).
public struct ScenarioHeadline: Sendable, SelectableScenario {
    public var file: String
    /// Its place among the file's scenarios.
    public var index: Int
    public var name: String
    public var tags: [String]
    /// Where the scenario begins.
    public var location: SourceLocation
    /// Its steps; none when its file was only read for headlines.
    public var steps: [Step]

    public init(file: String, index: Int, name: String, tags: [String], location: SourceLocation, steps: [Step] = []) {
        self.file = file
        self.index = index
        self.name = name
        self.tags = tags
        self.location = location
        self.steps = steps
    }
}
