import ScenarioAppKit
import YAMLReader

extension ScenarioFile {
    /// Decodes every scenario of a file and reports every problem in it, in file order.
    ///
    /// A YAML syntax error ends its document only; the documents before and after it are
    /// still decoded. A scenario with any problem is left out of `scenarios`. `app: NAME`
    /// picks one of `apps`. Fragments the file uses are read from disk; problems in their
    /// definitions are reported too. What fragments and example rows expand to is capped by
    /// `limits`' node cap and by `expansion`.
    public static func decode(
        _ bytes: [UInt8], path: String, apps: AppRegistry, limits: YAMLParser.Limits = .init(), expansion: ExpansionLimits = .init()
    ) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        var library = FragmentLibrary(limits: limits)
        let (file, diagnostics) = decode(bytes, path: path, apps: apps, library: &library, expansion: expansion)
        return (file, sorted(diagnostics + library.diagnostics))
    }

    /// See `decode(_:path:apps:limits:expansion:)`.
    public static func decode(
        _ text: String, path: String, apps: AppRegistry, limits: YAMLParser.Limits = .init(), expansion: ExpansionLimits = .init()
    ) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        decode(Array(text.utf8), path: path, apps: apps, limits: limits, expansion: expansion)
    }

    /// Decodes a file with fragments from `library`, which collects problems in fragment
    /// definitions itself (once per file, however many files use them); the diagnostics
    /// returned are the file's own.
    public static func decode(
        _ bytes: [UInt8], path: String, apps: AppRegistry, library: inout FragmentLibrary, expansion: ExpansionLimits = .init()
    ) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
        var decoder = NodeDecoder()
        var documents: [Node] = []
        var fragmentDocuments: [Node] = []
        var documentCount = 0
        let limits = library.limits(bytes.count)
        for result in YAMLParser(limits: limits).documents(in: bytes, file: path) {
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

        var budget = ExpansionBudget(limits: expansion, maxNodes: limits.maxNodes, maxDepth: limits.maxDepth)
        var scenarios: [Scenario] = []
        var names: [String: SourceLocation] = [:]
        // Each example row's scenario, named and placed at its row: checked against the others.
        var rowNames: [(name: String, location: SourceLocation)] = []
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
                let rows = decodeRows(of: outline, apps: apps, file: path, library: &library, budget: &budget, &decoder)
                scenarios += rows.map(\.scenario)
                rowNames += rows.map { ($0.scenario.name, $0.row) }
            } else if let scenario = Scenario.decode(root, apps: apps, file: path, library: &library, budget: &budget, &decoder) {
                scenarios.append(scenario)
            }
        }
        // A row named as another scenario is would give two results of one name.
        for (name, location) in rowNames {
            if let first = names[name] {
                decoder.error(Self.duplicateName(name, first: first), at: location)
            } else {
                names[name] = location
            }
        }
        if documentCount == 0, fragmentDocuments.isEmpty {
            decoder.error(Self.noScenario, at: SourceLocation(file: path, line: 1, column: 1))
        }
        // Without a byte-order mark, so the source's columns are the parser's.
        let source = String(decoding: bytes.dropFirst(YAMLParser.byteOrderMarkLength(bytes)), as: UTF8.self)
        let file = ScenarioFile(path: path, source: source, scenarios: scenarios, documentCount: documentCount)
        return (file, sorted(capped(decoder.diagnostics, limit: expansion.maxRepeatedErrors)))
    }

    /// One scenario per example row, with its row's place. A problem every row has is
    /// reported once; one that only some rows have is reported for each, with a note naming
    /// the row. Rows stop at a spent budget.
    private static func decodeRows(
        of outline: Outline, apps: AppRegistry, file: String, library: inout FragmentLibrary, budget: inout ExpansionBudget, _ decoder: inout NodeDecoder
    ) -> [(scenario: Scenario, row: SourceLocation)] {
        var scenarios: [(scenario: Scenario, row: SourceLocation)] = []
        var perRow: [(row: Outline.Row, diagnostics: [Diagnostic])] = []
        var used: Set<String> = []
        for row in outline.rows where !budget.isSpent {
            var rowDecoder = NodeDecoder()
            var substitution = Substitution(row.values, owner: "example")
            let node = substitution.apply(outline.template, budget: &budget, &rowDecoder)
            used.formUnion(substitution.used)
            // A value left as `${name}` would only be refused again as a bad value.
            if rowDecoder.diagnostics.isEmpty, var scenario = Scenario.decode(node, apps: apps, file: file, library: &library, budget: &budget, &rowDecoder) {
                scenario.name += " " + row.label
                scenarios.append((scenario, row.location))
            }
            perRow.append((row, rowDecoder.diagnostics))
        }
        // Sets, so that many rows with many problems each cost their number, not its square.
        let rowSets = perRow.dropFirst().map { Set($0.diagnostics) }
        let common = Set(perRow.first?.diagnostics.filter { diagnostic in rowSets.allSatisfy { $0.contains(diagnostic) } } ?? [])
        perRow.first?.diagnostics.filter(common.contains).forEach { decoder.report($0) }
        for (row, diagnostics) in perRow {
            for var diagnostic in diagnostics where !common.contains(diagnostic) {
                diagnostic.notes.append(Diagnostic.Note(Outline.inRow(row.label), at: row.location))
                decoder.report(diagnostic)
            }
        }
        if !outline.rows.isEmpty, !budget.isSpent {
            for parameter in outline.parameterKeys where !used.contains(parameter.name) {
                decoder.error(Outline.unusedParameter(parameter.name), at: parameter.node)
            }
        }
        guard perRow.allSatisfy(\.diagnostics.isEmpty), used.count == outline.parameterKeys.count, !budget.isSpent else { return [] }
        return reportSharedGoldens(scenarios, rows: outline.rows, &decoder) ? scenarios : []
    }

    /// Reports each golden trace that two rows' scenarios name: run after run, each row
    /// would rewrite what the other wrote. True when no two rows share one.
    private static func reportSharedGoldens(_ scenarios: [(scenario: Scenario, row: SourceLocation)], rows: [Outline.Row], _ decoder: inout NodeDecoder) -> Bool {
        var owners: [String: Int] = [:]
        var reported: Set<String> = []
        for (index, entry) in scenarios.enumerated() {
            for (path, location) in entry.scenario.goldenReferences {
                let key = FragmentLibrary.normalise(path)
                guard let first = owners[key] else {
                    owners[key] = index
                    continue
                }
                guard first != index, reported.insert(key).inserted else { continue }
                decoder.error(Outline.sharedGolden(path, first: rows[first].label, second: rows[index].label), at: location)
            }
        }
        return reported.isEmpty
    }

    /// `diagnostics` with each problem (one message at one place) kept `limit` times at most:
    /// a bad step in a fragment used a thousand times is shown a few times, and the last one
    /// shown says how many more there were.
    static func capped(_ diagnostics: [Diagnostic], limit: Int) -> [Diagnostic] {
        guard diagnostics.count > limit else { return diagnostics }
        struct Problem: Hashable {
            var message: String
            var location: SourceLocation
        }
        // Per problem: how many were met, and where the last one kept is.
        var seen: [Problem: (count: Int, last: Int)] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let problem = Problem(message: diagnostic.message, location: diagnostic.location)
            let count = (seen[problem]?.count ?? 0) + 1
            if count <= limit {
                kept.append(diagnostic)
                seen[problem] = (count, kept.count - 1)
            } else {
                seen[problem]?.count = count
            }
        }
        guard kept.count < diagnostics.count else { return diagnostics }
        for (problem, record) in seen where record.count > limit {
            kept[record.last].notes.append(Diagnostic.Note(ExpansionBudget.repeated(record.count - limit, limit: limit), at: problem.location))
        }
        return kept
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
