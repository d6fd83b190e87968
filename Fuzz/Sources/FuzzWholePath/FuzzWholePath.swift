import Foundation
import GalleryCore
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
    let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
    let results = file.scenarios.map { runner.run($0, file: path) }
    let summary = RunSummary(results: results)
    for format in ReportFormat.allCases { _ = summary.report(format, colour: true) }
    // A small order limit keeps each input fast; the search is cut off, not skipped.
    let explorer = Explorer(orderLimit: 64)
    var explored: [(result: ExploreResult, milliseconds: Double)] = []
    for scenario in file.scenarios {
        let result = explorer.explore(scenario, file: path)
        explored.append((result, 0))
        guard let failure = result.failure else { continue }
        if case .success(let text) = OrderEmitter(file: file, scenario: scenario).emit(failure.order) {
            _ = OrderEmitter.reproduces(text, path: path, apps: .shipped)
        }
    }
    _ = ExploreReport(results: explored).render(colour: true)
    return 0
}
