import ScenarioKit

/// One scenario of a folder, as an argument of a parameterised Swift Testing test: each
/// scenario is a test case of its own, named after its file and its `scenario`. A file that
/// does not decode is one case whose problems are its diagnostics.
public struct ScenarioCase: Sendable {
    /// The scenario file.
    public var file: String
    /// The scenario's name, or the file's when it is invalid.
    public var name: String
    /// nil for a file (or path) that did not decode.
    public var scenario: Scenario?
    /// Why it did not decode.
    public var diagnostics: [Diagnostic]
    /// How golden traces are handled: as the command line does (`GoldenTrace.isCI()`).
    public var goldens: GoldenTrace

    public init(file: String, name: String, scenario: Scenario?, diagnostics: [Diagnostic] = [], goldens: GoldenTrace) {
        self.file = file
        self.name = name
        self.scenario = scenario
        self.diagnostics = diagnostics
        self.goldens = goldens
    }
}
