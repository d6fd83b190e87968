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

extension ScenarioCase {
    /// Records the problems of a scenario that pins a crash, from the result of the exit
    /// test that ran it (nil when the process did not crash), located in the YAML:
    ///
    /// ```swift
    /// guard scenario.expectsCrash else { return scenario.check() }
    /// let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    ///     [file = scenario.file as String, name = scenario.name as String] in
    ///     ScenarioCase.run(name, in: file, apps: .kanban)
    /// }
    /// scenario.checkCrash(exit)
    /// ```
    public func checkCrash(_ exit: ExitTest.Result?) {
        let standardError = exit.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }
        for problem in crashProblems(standardError: standardError) {
            Issue.record(Comment(rawValue: problem.message), sourceLocation: problem.testingLocation)
        }
    }
}
