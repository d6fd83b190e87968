import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Runs every scenario of `yaml`, saved as `path`, the way CI runs them: goldens compared,
/// never written. Fails the test, with the rendered diagnostics, if the text does not decode.
func runYAML(
    _ yaml: String,
    path: String = "s.yaml",
    goldens: GoldenTrace = GoldenTrace(update: false, isCI: true),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RunSummary {
    let (file, diagnostics) = ScenarioFile.decode(yaml, path: path, apps: .shipped)
    let renderer = DiagnosticRenderer()
    let problems = diagnostics.map { renderer.render($0, source: yaml) }.joined(separator: "\n")
    #expect(diagnostics.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    let runner = ScenarioRunner(goldens: goldens)
    return RunSummary(results: file.scenarios.map { runner.run($0, file: path) })
}
