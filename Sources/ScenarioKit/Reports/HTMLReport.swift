/// `run --format html`: one self-contained page, the same bytes for the same run (no wall
/// times: they differ between runs). Failing scenarios first, each with the YAML
/// around every failing line, the diff, the pictures of the app (at launch, at each `via`
/// point of a `reorder`, at each `expect` step, at the end) and the sequence diagram of its
/// trace; passing ones after, collapsed, with their pictures only when the run attached them
/// (`ReportAttachments`), else naming their file and its digest for `show-report` to draw them
/// on demand.
public struct HTMLReport: Sendable {
    public var summary: RunSummary
    /// The scenario files the results came from, for excerpts and step labels.
    public var files: [ScenarioFile]
    /// The language of the page's own words.
    public var language: Scenario.Language

    public init(summary: RunSummary, files: [ScenarioFile], language: Scenario.Language = .en) {
        self.summary = summary
        self.files = files
        self.language = language
    }

    /// The style the page holds inline, for a server that serves it from a URL of its own
    /// (`show-report`, whose policy forbids inline style).
    public static var style: String { HTMLPage.style }

    public func render() -> String {
        var figures = PageFigures()
        // By path and name once: looked up per result, they cost the results times the scenarios.
        let filesByPath = Dictionary(files.map { ($0.path, $0) }) { first, _ in first }
        // Names are unique in a file: a result finds its scenario by its file and name.
        var scenarios: [String: [String: Scenario]] = [:]
        for file in files where scenarios[file.path] == nil {
            scenarios[file.path] = Dictionary(file.scenarios.map { ($0.name, $0) }) { first, _ in first }
        }
        let failing = summary.results.enumerated().filter { $0.element.status != .passed }
        let passing = summary.results.enumerated().filter { $0.element.status == .passed }
        let text = language.text
        var body = "<header><h1>\(HTMLPage.escaped(text.report))</h1>\n<p class=\"counts\">"
        body += "<span class=\"\(summary.exitCode != 0 ? "bad" : "good")\">\(HTMLPage.escaped(text.counts(summary)))</span>"
        body += "</p></header>\n<main>\n"
        if !failing.isEmpty {
            body += "<section id=\"failing\">\n<h2>\(HTMLPage.escaped(text.failedHeading))</h2>\n"
            for (index, result) in failing { body += scenario(result, index: index, open: true, files: filesByPath, scenarios: scenarios, figures: &figures) }
            body += "</section>\n"
        }
        if !passing.isEmpty {
            body += "<section id=\"passing\">\n<h2>\(HTMLPage.escaped(text.passedHeading))</h2>\n"
            // A passing scenario is drawn on demand, by running its file again: a page that
            // drew every one of a 100,000-scenario suite would not open.
            if passing.contains(where: { !$0.element.hasAttachments }) {
                body += "<p class=\"on-demand\">\(HTMLPage.escaped(text.drawnOnDemand))<code>\(HTMLPage.escaped(text.drawCommand))</code></p>\n"
            }
            for (index, result) in passing { body += scenario(result, index: index, open: false, files: filesByPath, scenarios: scenarios, figures: &figures) }
            body += "</section>\n"
        }
        body += "</main>"
        return HTMLPage.page(title: "dnd-scenario: \(text.counts(summary))", body: body, language: language)
    }

    private func scenario(
        _ result: ScenarioResult, index: Int, open: Bool, files: [String: ScenarioFile], scenarios: [String: [String: Scenario]], figures: inout PageFigures
    ) -> String {
        let file = files[result.file]
        let scenario = scenarios[result.file]?[result.name]
        let labels = scenario.map(StepLabels.init) ?? StepLabels(steps: result.stepsRun, file: result.file)
        let status = result.status.rawValue
        let text = language.text
        let heading = "<span class=\"status \(status)\">\(result.status == .passed ? "✓" : "✗") \(HTMLPage.escaped(text.status(result.status)))</span>\(HTMLPage.escaped(scenario?.name(in: language) ?? result.name))"
        let tags = result.tags.isEmpty ? "" : " · \(HTMLPage.escaped(text.tags)): " + HTMLPage.escaped(result.tags.joined(separator: ", "))
        let whereLine = "<p class=\"where\">\(HTMLPage.escaped(result.file)):\(result.line)\(tags)</p>\n"
        var inner = ""
        for failure in result.failures {
            inner += "<div class=\"failure\">\n<p class=\"message\">\(HTMLPage.escapedLines("\(failure.location): error: \(failure.message)"))</p>\n"
            if let source = files[failure.location.file]?.source ?? file?.source {
                inner += "<pre class=\"excerpt\">\(SourceExcerpt(source).html(at: failure.location))</pre>\n"
            }
            if !failure.details.isEmpty {
                inner += "<pre class=\"diff\">" + failure.details.map(Self.diffLine).joined(separator: "\n") + "</pre>\n"
            }
            inner += "</div>\n"
        }
        inner += pictures(result, scenario: scenario, labels: labels, figures: &figures)
        if !result.trace.isEmpty {
            let diagram = SequenceDiagram(result: result)
            inner += "<h3>\(HTMLPage.escaped(text.sequenceDiagram))</h3>\n<div class=\"diagram\">\(diagram.picture(title: text.traceOf(scenario?.name(in: language) ?? result.name)).svg())</div>\n"
        }
        let id = "scenario-\(index + 1)"
        // A passing scenario without pictures names its file and itself, for `show-report` to
        // draw it on demand, with the digest of the file as the run read it.
        var drawable = ""
        if result.status == .passed, !result.hasAttachments {
            drawable = " data-file=\"\(HTMLPage.escaped(result.file))\" data-scenario=\"\(HTMLPage.escaped(result.name))\""
            if let digest = result.digest ?? file.flatMap({ $0.source.isEmpty ? nil : SourceDigest.of($0.source) }) {
                drawable += " data-digest=\"\(HTMLPage.escaped(digest))\""
            }
        }
        if open {
            return "<article class=\"scenario \(status)\" id=\"\(id)\" data-status=\"\(status)\">\n<h2>\(heading)</h2>\n\(whereLine)\(inner)</article>\n"
        }
        return "<details class=\"scenario \(status)\" id=\"\(id)\" data-status=\"\(status)\"\(drawable)>\n<summary>\(heading)</summary>\n\(whereLine)\(inner)</details>\n"
    }

    /// The app at launch, at each `via` point of a `reorder`, at each `expect` step and at the
    /// end, as figures.
    private func pictures(_ result: ScenarioResult, scenario: Scenario?, labels: StepLabels?, figures page: inout PageFigures) -> String {
        let figures = ReportFigure.figures(of: result, labels: labels, language: language).map { page.figure($0.picture, moment: $0.moment, caption: $0.caption) }
        guard !figures.isEmpty else { return "" }
        return "<h3>\(HTMLPage.escaped(language.text.theApp))</h3>\n<div class=\"pictures\">\n" + figures.joined(separator: "\n") + "\n</div>\n"
    }

    private static func diffLine(_ line: String) -> String {
        let escaped = HTMLPage.escaped(line)
        if line.hasPrefix("- ") { return "<span class=\"minus\">\(escaped)</span>" }
        if line.hasPrefix("+ ") { return "<span class=\"plus\">\(escaped)</span>" }
        return escaped
    }
}
