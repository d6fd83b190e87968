import Foundation

extension RunReport {
    /// Reads a report as `run` writes it — its header, then one scenario a line — handing
    /// `header` the counts and scope (with the header's text, for the lines of its keys) and
    /// `entry` each scenario with its place in the list and its line, one at a time: what
    /// is kept of it is the caller's choice. A report of another layout (reformatted by a
    /// tool, say) is read whole, within `RegularFile.maximumBytes`, by `whole`.
    static func read(
        _ lines: inout ReportLines, path: String, whole: () throws(MergeProblem) -> String,
        header: (RunReport, String) throws(MergeProblem) -> Void, entry: (Entry, Int, Int?) throws(MergeProblem) -> Void
    ) throws(MergeProblem) {
        guard try lines.next() == "{" else { return try readWhole(try whole(), path: path, header: header, entry: entry) }
        var headerText = "{\n"
        var opening: String?
        while let line = try lines.next() {
            if line.hasPrefix("  \"scenarios\": [") {
                opening = line
                break
            }
            headerText += line + "\n"
            if headerText.utf8.count > ReportLines.maximumLineBytes { break }
        }
        guard let opening else { return try readWhole(try whole(), path: path, header: header, entry: entry) }
        let report = try RunReport(json: headerText + "  \"scenarios\": []\n}\n", path: path)
        try header(report, headerText)
        let problem = { (line: Int, what: String) in MergeProblem(path, line: line, column: 1, "not a JSON report of dnd-scenario run: \(what)") }
        if opening != "  \"scenarios\": []" {
            guard opening == "  \"scenarios\": [" else { throw problem(lines.number, "\"scenarios\" does not open a list of one scenario a line") }
            var offset = 0
            while true {
                guard let line = try lines.next() else { throw problem(lines.number + 1, "the report ends inside \"scenarios\"") }
                if line == "  ]" { break }
                var text = Substring(line)
                if text.hasSuffix(",") { text = text.dropLast() }
                let decoded: Entry
                do {
                    decoded = try JSONDecoder().decode(Entry.self, from: Data(text.utf8))
                } catch {
                    let what = (error as? DecodingError).map(RunReport.describe) ?? "\(error)"
                    throw problem(lines.number, "scenarios[\(offset)]: \(what)")
                }
                try entry(decoded, offset, lines.number)
                offset += 1
            }
        }
        guard try lines.next() == "}" else { throw problem(lines.number, "the report does not end after \"scenarios\"") }
        while let rest = try lines.next() {
            guard rest.allSatisfy(\.isWhitespace) else { throw problem(lines.number, "text after the report's end") }
        }
    }

    /// A report in another layout, decoded whole.
    private static func readWhole(
        _ text: String, path: String, header: (RunReport, String) throws(MergeProblem) -> Void, entry: (Entry, Int, Int?) throws(MergeProblem) -> Void
    ) throws(MergeProblem) {
        let report = try RunReport(json: text, path: path)
        try header(report, text)
        for (offset, scenario) in report.scenarios.enumerated() {
            try entry(scenario, offset, scenario.position.flatMap { ShardMerge.line(ofPosition: $0, in: text) })
        }
    }
}
