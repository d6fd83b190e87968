import ScenarioAppKit
import YAMLReader

extension ScenarioFile {
    /// Decodes every scenario of a file and reports every problem in it, in file order.
    ///
    /// A YAML syntax error ends its document only; the documents before and after it are
    /// still decoded. A scenario with any problem is left out of `scenarios`. `app: NAME`
    /// picks one of `apps`.
    public static func decode(_ bytes: [UInt8], path: String, apps: AppRegistry, limits: YAMLParser.Limits = .init()) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        var decoder = NodeDecoder()
        var scenarios: [Scenario] = []
        var documentCount = 0
        var names: [String: SourceLocation] = [:]
        for result in YAMLParser(limits: limits).documents(in: bytes, file: path) {
            switch result {
            case .failure(let error):
                documentCount += 1
                decoder.error(error.message, at: error.location)
            case .success(let document):
                // An empty document, as a trailing `---` makes, holds no scenario and is no error.
                if document.root.scalar?.isNull == true { continue }
                documentCount += 1
                if let nameNode = document.root.mapping?["scenario"], let name = nameNode.scalar?.value {
                    if let first = names[name] {
                        decoder.error(Self.duplicateName(name, first: first), at: nameNode)
                    } else {
                        names[name] = nameNode.location
                    }
                }
                if let scenario = Scenario.decode(document.root, apps: apps, &decoder) { scenarios.append(scenario) }
            }
        }
        if documentCount == 0 {
            decoder.error(Self.noScenario, at: SourceLocation(file: path, line: 1, column: 1))
        }
        let source = String(decoding: bytes, as: UTF8.self)
        let diagnostics = decoder.diagnostics.enumerated()
            .sorted { ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset) }
            .map(\.element)
        let file = ScenarioFile(path: path, source: source, scenarios: scenarios, documentCount: documentCount)
        return (file, diagnostics)
    }

    /// See `decode(_:path:apps:limits:)`.
    public static func decode(_ text: String, path: String, apps: AppRegistry, limits: YAMLParser.Limits = .init()) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        decode(Array(text.utf8), path: path, apps: apps, limits: limits)
    }

    static let noScenario = "file holds no scenario"

    static func duplicateName(_ name: String, first: SourceLocation) -> String {
        "duplicate scenario name '\(NodeDecoder.excerpt(name))' (first at line \(first.line))"
    }
}
