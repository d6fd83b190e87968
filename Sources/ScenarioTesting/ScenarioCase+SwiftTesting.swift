import Testing

extension ScenarioCase: CustomTestStringConvertible, CustomStringConvertible {
    /// How the test case is listed: `todo.yaml: Move milk to the top`.
    public var testDescription: String { description }

    public var description: String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return scenario == nil ? name : "\(fileName): \(name)"
    }

    /// Runs the scenario and records each problem as a Swift Testing issue located at the
    /// YAML file, line and column, so the test navigator and the log point at the scenario.
    public func check() {
        for problem in problems() {
            Issue.record(Comment(rawValue: problem.message), sourceLocation: problem.testingLocation)
        }
    }
}
