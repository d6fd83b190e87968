import ScenarioKit
import YAMLReader

extension ScenarioCase {
    /// Runs the scenario and returns every problem, located in the YAML: none when it passed.
    /// A scenario that pins a crash is not run here, where its trap would end this process:
    /// its one problem says to run it in an exit test (`checkCrash`).
    public func problems() -> [ScenarioProblem] {
        guard let scenario else {
            return diagnostics.map { ScenarioProblem(location: Self.placed($0.location), message: $0.message) }
        }
        if expectsCrash {
            let error = scenario.expect?.entries.first { $0.kind.name == "error" }?.location ?? scenario.location
            return [ScenarioProblem(location: Self.placed(error), message: Self.crashNeedsExitTest)]
        }
        let result = ScenarioRunner(goldens: goldens).run(scenario, file: file)
        return result.failures.map { failure in
            let details = failure.details.map { "    " + $0 }
            return ScenarioProblem(location: Self.placed(failure.location), message: ([failure.message] + details).joined(separator: "\n"))
        }
    }

    /// A location a test tool accepts: the whole file (line 0) is its first line.
    static func placed(_ location: YAMLReader.SourceLocation) -> YAMLReader.SourceLocation {
        YAMLReader.SourceLocation(file: location.file, line: max(location.line, 1), column: max(location.column, 1))
    }

    static let crashNeedsExitTest = "the scenario pins a crash, which would end this process: run it in an exit test (ScenarioCase.run and checkCrash) or with your dnd-scenario command"
}
