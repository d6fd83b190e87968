/// What loading a set of paths gave: the files that could be read, decoded, and every
/// problem found on the way.
public struct LoadResult: Sendable {
    public var files: [ScenarioFile]
    /// Every problem: files not found, YAML errors, format errors; in path order, then line order.
    public var diagnostics: [Diagnostic]
    /// The text of fragment files read for `use` steps that are not among `files`, by path,
    /// so a diagnostic inside one can quote its line.
    public var fragmentSources: [String: String] = [:]

    public init(files: [ScenarioFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// True when nothing is wrong, so the scenarios may run.
    public var isValid: Bool { diagnostics.isEmpty }

    /// Every scenario that decoded, in path order, then file order.
    public var scenarios: [(file: ScenarioFile, scenario: Scenario)] {
        files.flatMap { file in file.scenarios.map { (file, $0) } }
    }

    /// Scenario documents found, whether or not they decoded.
    public var scenarioCount: Int { files.reduce(0) { $0 + $1.documentCount } }

    /// `checked 3 files, 5 scenarios: 0 errors`.
    public var summary: String {
        "checked \(Self.count(files.count, "file")), \(Self.count(scenarioCount, "scenario")): \(Self.count(diagnostics.count, "error"))"
    }

    /// Each diagnostic rendered with its source line and caret.
    public func renderedDiagnostics(color: Bool = false) -> [String] {
        let renderer = DiagnosticRenderer(color: color)
        var sources: [String: SourceText] = [:]
        let lookUp = { (path: String) -> SourceText? in
            if let known = sources[path] { return known }
            guard let text = files.first(where: { $0.path == path })?.source ?? fragmentSources[path] else { return nil }
            let source = SourceText(text)
            sources[path] = source
            return source
        }
        return diagnostics.map { renderer.render($0, sources: lookUp) }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
