import ScenarioKit
import ScenarioTesting
import XCTest

extension XCTestCase {
    /// Runs every scenario in `paths` against `apps` — the same cases as `ScenarioCase.all`,
    /// goldens handled the same way — and records each problem as a failure at its YAML file
    /// and line.
    public func checkScenarios(in paths: String..., apps: AppRegistry, relativeTo filePath: String = #filePath) {
        for scenario in ScenarioCase.all(in: paths, apps: apps, relativeTo: filePath) {
            for problem in scenario.problems() {
                let description = "\(scenario): \(problem.message)"
                #if canImport(Darwin)
                let location = XCTSourceCodeLocation(filePath: problem.location.file, lineNumber: problem.location.line)
                record(XCTIssue(type: .assertionFailure, compactDescription: description, sourceCodeContext: XCTSourceCodeContext(location: location)))
                #else
                recordFailure(withDescription: description, inFile: problem.location.file, atLine: problem.location.line, expected: true)
                #endif
            }
        }
    }
}
