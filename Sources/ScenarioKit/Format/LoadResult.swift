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
    ///
    /// At most `maxBytes` of them: past that, one last line counts the problems not shown,
    /// so problems repeated within the limits (a fragment chain's notes at every use) cannot
    /// print hundreds of megabytes. The first problem is always shown whole.
    public func renderedDiagnostics(color: Bool = false, maxBytes: Int = Self.maxRenderedBytes) -> [String] {
        let renderer = DiagnosticRenderer(color: color)
        var sources: [String: SourceText] = [:]
        let lookUp = { (path: String) -> SourceText? in
            if let known = sources[path] { return known }
            guard let text = files.first(where: { $0.path == path })?.source ?? fragmentSources[path] else { return nil }
            let source = SourceText(text)
            sources[path] = source
            return source
        }
        var rendered: [String] = []
        var bytes = 0
        for (position, diagnostic) in diagnostics.enumerated() {
            let text = renderer.render(diagnostic, sources: lookUp)
            bytes += text.utf8.count + 1
            if bytes > maxBytes, position > 0 {
                rendered.append(Self.notShown(diagnostics.count - position, maxBytes: maxBytes))
                break
            }
            rendered.append(text)
        }
        return rendered
    }

    /// The most bytes of rendered problems printed: far more than anyone reads.
    public static let maxRenderedBytes = 1 << 20

    /// The line that ends problems cut short.
    static func notShown(_ count: Int, maxBytes: Int) -> String {
        "… \(count) more \(count == 1 ? "problem" : "problems") not shown: the problems above fill \(maxBytes / 1024) KB, the most printed"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
