import GalleryCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScenarioKit
import Testing

/// Runs the one scenario of `yaml` with a recording runner, as the HTML report does.
func recordYAML(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
    let (file, diagnostics) = ScenarioFile.decode(yaml, path: "s.yaml", apps: .shipped)
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    let scenario = try #require(file.scenarios.first, sourceLocation: sourceLocation)
    return ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true).run(scenario, file: "s.yaml")
}

/// True when `svg` is well-formed XML with an `<svg>` root and no script or external reference.
func isStandaloneSVG(_ svg: String) -> Bool {
    let parser = XMLParser(data: Data(svg.utf8))
    return parser.parse() && svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        && !svg.contains("<script") && !svg.contains("href") && !svg.contains("url(")
}
