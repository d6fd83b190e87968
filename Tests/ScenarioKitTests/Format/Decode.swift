import GalleryCore
import ScenarioKit
import Testing
import YAMLReader

/// The one scenario of `yaml`, failing the test with the rendered diagnostics if it does not decode.
func decodeOne(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scenario {
    let (file, diagnostics) = ScenarioFile.decode(yaml, path: "good.yaml", apps: .shipped)
    let renderer = DiagnosticRenderer()
    let report = diagnostics.map { renderer.render($0, source: yaml) }.joined(separator: "\n")
    #expect(diagnostics.isEmpty, "\(report)", sourceLocation: sourceLocation)
    return try #require(file.scenarios.first, sourceLocation: sourceLocation)
}

/// A scenario of the default app whose steps are `steps`, plus `extra` top-level YAML.
func decodeSteps(_ steps: String, extra: String = "") throws -> [Step] {
    try decodeOne("scenario: s\n\(extra)\nsteps:\n\(steps)").steps
}

func at(_ line: Int, _ column: Int, file: String = "good.yaml") -> YAMLReader.SourceLocation {
    YAMLReader.SourceLocation(file: file, line: line, column: column)
}
