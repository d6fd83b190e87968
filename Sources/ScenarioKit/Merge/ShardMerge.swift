/// `dnd-scenario merge`: the JSON reports of a suite's shards put back together as the
/// summary of one whole run, which every report format then writes as that run would have
/// (durations aside, which differ between any two runs).
///
/// It refuses rather than guesses: reports of different suites, shards of different splits,
/// a shard given twice, or scenarios that no report holds would each give a report that no
/// run could have written, and a CI merge job that publishes a green report over a missing
/// shard hides a failure.
public enum ShardMerge {
    /// The reports, each given as its path and text, merged.
    public static func merge(_ files: [(path: String, text: String)]) throws(MergeProblem) -> RunSummary {
        var merging = Merging(count: files.count)
        for file in files {
            var lines = ReportLines(text: file.text, path: file.path)
            try merging.add(&lines, path: file.path) { () throws(MergeProblem) -> String in file.text }
        }
        return try merging.finish(first: files.first?.path)
    }

    /// The reports at `paths` merged, each read a line at a time: memory holds the results,
    /// not the reports, whatever their size. `unreadable` says why a file cannot be read.
    public static func merge(paths: [String]) throws(MergeProblem) -> RunSummary {
        var merging = Merging(count: paths.count)
        for path in paths {
            var lines: ReportLines
            switch ReportLines.open(path) {
            case .success(let opened): lines = opened
            case .failure(let failure): throw MergeProblem(path, "cannot read: \(failure.reason)")
            }
            defer { lines.close() }
            try merging.add(&lines, path: path) { () throws(MergeProblem) -> String in
                switch RegularFile.read(path) {
                case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
                case .failure(let failure): throw MergeProblem(path, "cannot read: \(failure.reason)")
                }
            }
        }
        return try merging.finish(first: paths.first)
    }

    /// The reports read so far, put together one scenario at a time.
    private struct Merging {
        /// How many reports are merged: a whole run's report may only be merged alone.
        var count: Int
        var first: (path: String, suite: String, selected: Int, paths: [String], shard: RunReport.ShardPart?)?
        // By position among the selected: a dictionary, as `selected` is read from a file.
        var byPosition: [Int: (path: String, result: ScenarioResult)] = [:]
        var shards: [Int: String] = [:]

        init(count: Int) { self.count = count }

        mutating func add(_ lines: inout ReportLines, path: String, whole: () throws(MergeProblem) -> String) throws(MergeProblem) {
            var counted: [ScenarioResult.Status: Int] = [:]
            var declared: (report: RunReport, text: String)?
            try RunReport.read(&lines, path: path, whole: whole) { (report: RunReport, text: String) throws(MergeProblem) in
                declared = (report, text)
                guard let suite = report.suite, let selected = report.selected, let paths = report.paths else {
                    throw MergeProblem(path, "the report has no suite: it was written by a dnd-scenario that could not merge; run the shards again with this one")
                }
                let first = self.first ?? (path, suite, selected, paths, report.shard)
                self.first = first
                try checkSameSuite(report, path: path, text: text, as: (first.path, first.suite, first.selected, first.paths))
                try checkShard(report, path: path, text: text, first: (first.path, first.shard), seen: &shards, alone: count == 1)
            } entry: { (entry: RunReport.Entry, offset: Int, line: Int?) throws(MergeProblem) in
                let (position, result) = try entry.result(offset: offset, path: path)
                counted[result.status, default: 0] += 1
                let selected = first?.selected ?? 0
                guard (0..<max(0, selected)).contains(position) else {
                    throw MergeProblem(path, line: line, column: 6, "scenario '\(result.name)' has position \(position), outside the \(selected) selected scenarios")
                }
                if let earlier = byPosition[position] {
                    let where_ = earlier.path == path ? "twice in this report" : "also in \(earlier.path)"
                    throw MergeProblem(
                        path, line: line, column: 6,
                        "scenario '\(result.name)' (\(result.file)) is \(where_): the shards overlap; run every shard with the same --shard-by and durations file"
                    )
                }
                byPosition[position] = (path, result)
            }
            if let declared { try checkCounts(declared.report, counted: counted, path: path, text: declared.text) }
        }

        func finish(first firstPath: String?) throws(MergeProblem) -> RunSummary {
            guard let first else { throw MergeProblem(firstPath ?? "merge", "no report to merge") }
            let missing = max(0, first.selected) - byPosition.count
            if missing > 0 {
                var message = "\(missing) of the \(first.selected) selected scenarios are in none of the reports"
                if let count = first.shard?.count {
                    let absent = (1...max(1, count)).filter { shards[$0] == nil }.map { "\($0)/\(count)" }
                    if !absent.isEmpty { message += ": no report of shard " + absent.joined(separator: ", ") + " was given" }
                }
                throw MergeProblem(first.path, message)
            }
            let results = byPosition.sorted { $0.key < $1.key }.map(\.value.result)
            return RunSummary(results: results, scope: RunScope(suite: first.suite, paths: first.paths, selected: first.selected, shard: nil, positions: Array(results.indices)))
        }
    }

    /// `summary` with the steps of each result's scenario in its step marks, found in
    /// `loaded` (the files of the results the report quotes, read again: `quotedFiles`): the
    /// HTML report labels steps and draws the app at each `expect`. A quoted scenario that
    /// is not there, or no longer at its line, is refused: the report would quote the wrong
    /// lines. A bare passing result is shown by its name, file and line only.
    public static func withSteps(_ summary: RunSummary, from loaded: LoadResult) throws(MergeProblem) -> RunSummary {
        var scenarios: [String: Scenario] = [:]
        for (file, scenario) in loaded.scenarios { scenarios[file.path + "\u{0}" + scenario.name] = scenario }
        var merged = summary
        for index in merged.results.indices where merged.results[index].quotesFile {
            let result = merged.results[index]
            guard let scenario = scenarios[result.file + "\u{0}" + result.name], scenario.location.line == result.line else {
                throw MergeProblem(result.file, "scenario '\(result.name)' is not at line \(result.line) of \(result.file) as the report says: the HTML report quotes the scenario files, which must be those the shards ran")
            }
            merged.results[index].stepMarks = result.stepMarks.enumerated().map { position, mark in
                mark.isSettle ? mark : StepMark(traceIndex: mark.traceIndex, stepAt: position, of: scenario.steps)
            }
        }
        return merged
    }

    fileprivate static func checkSameSuite(_ report: RunReport, path: String, text: String, as first: (path: String, suite: String, selected: Int, paths: [String])) throws(MergeProblem) {
        guard let suite = report.suite, let selected = report.selected, let paths = report.paths else {
            throw MergeProblem(path, "the report has no suite: it was written by a dnd-scenario that could not merge; run the shards again with this one")
        }
        guard suite == first.suite, selected == first.selected, paths == first.paths else {
            throw MergeProblem(
                path, line: line(ofKey: "suite", in: text), column: 3,
                "a report of another suite than \(first.path): suite \(suite) of \(selected) scenarios from \(describe(paths)), not \(first.suite) of \(first.selected) from \(describe(first.paths)); merge the shards of one run, made with the same paths, filter and tags"
            )
        }
    }

    fileprivate static func checkShard(
        _ report: RunReport, path: String, text: String, first: (path: String, shard: RunReport.ShardPart?), seen: inout [Int: String], alone: Bool
    ) throws(MergeProblem) {
        let at = line(ofKey: "shard", in: text)
        guard let shard = report.shard else {
            if alone { return }
            throw MergeProblem(path, line: at, column: 3, "a report of a whole run, not of a shard: merge it alone, or merge the shards' reports without it")
        }
        guard let firstShard = first.shard else {
            throw MergeProblem(first.path, line: nil, "a report of a whole run, not of a shard: merge it alone, or merge the shards' reports without it")
        }
        guard shard.count == firstShard.count else {
            throw MergeProblem(path, line: at, column: 3, "shard \(shard.description) is one of \(shard.count), but \(first.path) holds shard \(firstShard.description), one of \(firstShard.count)")
        }
        guard shard.by == firstShard.by else {
            throw MergeProblem(path, line: at, column: 3, "shard \(shard.description) was split by \(shard.by), but \(first.path) by \(firstShard.by): the shards overlap")
        }
        if let earlier = seen[shard.index] {
            throw MergeProblem(path, line: at, column: 3, "shard \(shard.description) is also in \(earlier): each shard's report must be given once")
        }
        seen[shard.index] = path
    }

    /// A report whose counts disagree with its scenarios was damaged or made by hand.
    private static func checkCounts(_ report: RunReport, counted: [ScenarioResult.Status: Int], path: String, text: String) throws(MergeProblem) {
        for (key, status, declared) in [("passed", ScenarioResult.Status.passed, report.passed), ("failed", .failed, report.failed), ("errors", .error, report.errors), ("crashed", .crashed, report.crashed ?? 0)] {
            let found = counted[status] ?? 0
            guard found == declared else {
                throw MergeProblem(path, line: line(ofKey: key, in: text), column: 3, "\"\(key)\" is \(declared), but \(found) of the report's scenarios have status \(status.rawValue)")
            }
        }
    }

    /// The files the HTML report of `summary` quotes, in suite order: those of its failing
    /// and attached results. A suite of 100,000 passing scenarios is not read again.
    public static func quotedFiles(of summary: RunSummary) -> [String] {
        var seen: Set<String> = []
        return summary.results.filter(\.quotesFile).map(\.file).filter { seen.insert($0).inserted }
    }

    private static func describe(_ paths: [String]) -> String {
        paths.isEmpty ? "no paths" : paths.joined(separator: " ")
    }

    /// The line of a top-level key as the JSON report writes it, two spaces in.
    static func line(ofKey key: String, in text: String) -> Int? {
        line(of: "\n  \"\(key)\":", in: text).map { $0 + 1 }
    }

    /// The line of the scenario at `position`, as the JSON report writes it.
    static func line(ofPosition position: Int, in text: String) -> Int? {
        line(of: "{\"position\": \(position),", in: text)
    }

    private static func line(of needle: String, in text: String) -> Int? {
        guard let range = text.range(of: needle) else { return nil }
        return text[..<range.lowerBound].count { $0 == "\n" } + 1
    }
}
