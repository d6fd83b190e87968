import Foundation
import GalleryCore
import ScenarioAppKit
import ScenarioKit

/// libFuzzer's entry: any bytes as a scenario file, through everything a file can reach —
/// decoding and its rendered diagnostics, `run` and its three reports, `explore` and its
/// report, and `--emit`'s rewritten file, decoded and run again. Nothing may crash, hang or
/// leak. Goldens are only read (as in CI), from a folder that holds none.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWholePath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let path = "/nonexistent/fuzz/scenario.yaml"
    let (file, diagnostics) = ScenarioFile.decode(bytes, path: path, apps: .shipped)
    let loaded = LoadResult(files: [file], diagnostics: diagnostics)
    _ = loaded.renderedDiagnostics(color: true)
    _ = loaded.summary
    guard loaded.isValid else { return 0 }
    let scenarios = file.scenarios.map(withoutDeliberateTraps)
    let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
    // Recording too, so the pictures the reports can carry are drawn from every input.
    let recorder = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true)
    let results = scenarios.map { recorder.run($0, file: path) }
    let summary = RunSummary(results: results)
    for format in ReportFormat.allCases { _ = summary.report(format, colour: true) }
    // A small order limit keeps each input fast; the search is cut off, not skipped.
    let explorer = Explorer(orderLimit: 64)
    var explored: [(result: ExploreResult, milliseconds: Double)] = []
    for scenario in scenarios {
        let result = explorer.explore(scenario, file: path)
        explored.append((result, 0))
        guard let failure = result.failure else { continue }
        // The emitted file, decoded and run again as `OrderEmitter.reproduces` does.
        if case .success(let text) = OrderEmitter(file: file, scenario: scenario).emit(failure.order) {
            let (emitted, _) = ScenarioFile.decode(text, path: path, apps: .shipped)
            for again in emitted.scenarios.map(withoutDeliberateTraps) { _ = runner.run(again, file: path) }
        }
    }
    _ = ExploreReport(results: explored).render(colour: true)
    return 0
}

/// The tutorial gallery traps where the article's code does (an index out of range), by
/// design, and so do the article's earlier stages built on it (`before-perform-drop`,
/// `unbatched-move`, whose move to the end traps): `run` gives each scenario a worker
/// process, so such a trap is a `crash` result there, not the end of the run. In this one
/// process it would end the fuzzer, so every gallery is replayed as its corrected variant,
/// which shares everything but those paths.
private func withoutDeliberateTraps(_ scenario: Scenario) -> Scenario {
    guard var gallery = scenario.app.configuration(as: GalleryConfiguration.self), gallery.variant != .corrected else { return scenario }
    var scenario = scenario
    gallery.variant = .corrected
    scenario.app = ConfiguredApp(GalleryApp.self, configuration: gallery)
    return scenario
}
