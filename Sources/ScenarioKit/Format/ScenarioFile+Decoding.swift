import ScenarioAppKit
import YAMLReader

extension ScenarioFile {
    /// Decodes every scenario of a file and reports every problem in it, in file order.
    ///
    /// A YAML syntax error ends its document only; the documents before and after it are
    /// still decoded. A scenario with any problem is left out of `scenarios`. `app: NAME`
    /// picks one of `apps`. Fragments the file uses are read from disk; problems in their
    /// definitions are reported too.
    public static func decode(_ bytes: [UInt8], path: String, apps: AppRegistry, limits: YAMLParser.Limits = .init()) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        var library = FragmentLibrary(limits: limits)
        let (file, diagnostics) = decode(bytes, path: path, apps: apps, library: &library)
        return (file, sorted(diagnostics + library.diagnostics))
    }

    /// See `decode(_:path:apps:limits:)`.
    public static func decode(_ text: String, path: String, apps: AppRegistry, limits: YAMLParser.Limits = .init()) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        decode(Array(text.utf8), path: path, apps: apps, limits: limits)
    }

    /// Decodes a file with fragments from `library`, which collects problems in fragment
    /// definitions itself (once per file, however many files use them); the diagnostics
    /// returned are the file's own.
    public static func decode(_ bytes: [UInt8], path: String, apps: AppRegistry, library: inout FragmentLibrary) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        var decoder = NodeDecoder()
        var documents: [Node] = []
        var fragmentDocuments: [Node] = []
        var documentCount = 0
        for result in YAMLParser(limits: library.limits(bytes.count)).documents(in: bytes, file: path) {
            switch result {
            case .failure(let error):
                documentCount += 1
                decoder.error(error.message, at: error.location)
            case .success(let document):
                // An empty document, as a trailing `---` makes, holds no scenario and is no error.
                if document.root.scalar?.isNull == true { continue }
                if isFragment(document.root) {
                    fragmentDocuments.append(document.root)
                } else {
                    documentCount += 1
                    documents.append(document.root)
                }
            }
        }
        library.register(fragmentDocuments, path: path)

        var scenarios: [Scenario] = []
        var names: [String: SourceLocation] = [:]
        for root in documents {
            // One document cannot repeat a name: no dictionary for the usual file.
            if documents.count > 1, let nameNode = root.mapping?["scenario"], let name = nameNode.scalar?.value {
                if let first = names[name] {
                    decoder.error(Self.duplicateName(name, first: first), at: nameNode)
                } else {
                    names[name] = nameNode.location
                }
            }
            if let outline = Outline.read(root, &decoder) {
                scenarios += decodeRows(of: outline, apps: apps, file: path, library: &library, &decoder)
            } else if let scenario = Scenario.decode(root, apps: apps, file: path, library: &library, &decoder) {
                scenarios.append(scenario)
            }
        }
        if documentCount == 0, fragmentDocuments.isEmpty {
            decoder.error(Self.noScenario, at: SourceLocation(file: path, line: 1, column: 1))
        }
        // Without a byte-order mark, so the source's columns are the parser's.
        let source = String(decoding: bytes.dropFirst(YAMLParser.byteOrderMarkLength(bytes)), as: UTF8.self)
        let file = ScenarioFile(path: path, source: source, scenarios: scenarios, documentCount: documentCount)
        return (file, sorted(decoder.diagnostics))
    }

    /// One scenario per example row. A problem every row has is reported once; one that only
    /// some rows have is reported for each, with a note naming the row.
    private static func decodeRows(of outline: Outline, apps: AppRegistry, file: String, library: inout FragmentLibrary, _ decoder: inout NodeDecoder) -> [Scenario] {
        var scenarios: [Scenario] = []
        var perRow: [(row: Outline.Row, diagnostics: [Diagnostic])] = []
        var used: Set<String> = []
        for row in outline.rows {
            var rowDecoder = NodeDecoder()
            var substitution = Substitution(row.values, owner: "example")
            let node = substitution.apply(outline.template, &rowDecoder)
            used.formUnion(substitution.used)
            // A value left as `${name}` would only be refused again as a bad value.
            if rowDecoder.diagnostics.isEmpty, var scenario = Scenario.decode(node, apps: apps, file: file, library: &library, &rowDecoder) {
                scenario.name += " " + row.label
                scenarios.append(scenario)
            }
            perRow.append((row, rowDecoder.diagnostics))
        }
        let common = perRow.first?.diagnostics.filter { diagnostic in perRow.allSatisfy { $0.diagnostics.contains(diagnostic) } } ?? []
        common.forEach { decoder.report($0) }
        for (row, diagnostics) in perRow {
            for var diagnostic in diagnostics where !common.contains(diagnostic) {
                diagnostic.notes.append(Diagnostic.Note(Outline.inRow(row.label), at: row.location))
                decoder.report(diagnostic)
            }
        }
        if !outline.rows.isEmpty {
            for parameter in outline.parameterKeys where !used.contains(parameter.name) {
                decoder.error(Outline.unusedParameter(parameter.name), at: parameter.node)
            }
        }
        return perRow.allSatisfy(\.diagnostics.isEmpty) && used.count == outline.parameterKeys.count ? scenarios : []
    }

    /// Whether a document defines a fragment rather than a scenario.
    static func isFragment(_ root: Node) -> Bool {
        root.mapping?[Fragment.Key.fragment.rawValue] != nil && root.mapping?["scenario"] == nil
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location.file, $0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.file, $1.element.location.line, $1.element.location.column, $1.offset) }
            .map(\.element)
    }

    static let noScenario = "file holds no scenario"

    static func duplicateName(_ name: String, first: SourceLocation) -> String {
        "duplicate scenario name '\(NodeDecoder.excerpt(name))' (first at line \(first.line))"
    }
}
