import ScenarioKit
import YAMLReader

/// A problem a scenario case found, where the YAML says it: what a test records as a failure.
public struct ScenarioProblem: Equatable, Sendable, CustomStringConvertible {
    /// 1-based line and column in the scenario file; 1:1 for the file as a whole.
    public var location: YAMLReader.SourceLocation
    /// The message and, below it, its details (a diff), as the command line prints them.
    public var message: String

    public var description: String { "\(location): error: \(message)" }
}
