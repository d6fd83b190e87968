import GalleryCore
import Foundation
import ScenarioKit
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

/// A new folder of its own under the temporary directory, with `files` (relative path: text)
/// written in it; tests running in parallel never share one.
func freshFolder(_ files: [String: String]) throws -> String {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
        .appendingPathComponent("runner-tests-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (path, text) in files {
        let full = folder + "/" + path
        try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
    return folder
}
