import DragDropCore

/// `dnd-scenario walkthrough`: a suite replayed as a page to read beside the article, section
/// by section — the quoted `description`, the app before and after each drag and at each step
/// that changes what the drag shows, and the callbacks grouped under the step that caused them.
public struct Walkthrough: Sendable {
    /// One scenario as replayed by a recording runner.
    public struct Chapter: Sendable {
        public var file: ScenarioFile
        public var scenario: Scenario
        public var result: ScenarioResult

        public init(file: ScenarioFile, scenario: Scenario, result: ScenarioResult) {
            self.file = file
            self.scenario = scenario
            self.result = result
        }
    }

    public var title: String
    public var chapters: [Chapter]

    public init(title: String, chapters: [Chapter]) {
        self.title = title
        self.chapters = chapters
    }

    /// Replays every scenario of `loaded` with a recording runner, in path then file order.
    public init(title: String, loaded: LoadResult, goldens: GoldenTrace) {
        let runner = ScenarioRunner(goldens: goldens, records: true)
        self.init(title: title, loaded: loaded, summary: RunSummary(results: loaded.scenarios.map { runner.run($0.scenario, file: $0.file.path) }))
    }

    /// Every scenario of `loaded` beside its result in `summary`, which holds one result per
    /// scenario in the same order (as a `WorkerSuite` run of the whole suite gives).
    public init(title: String, loaded: LoadResult, summary: RunSummary) {
        self.init(title: title, chapters: zip(loaded.scenarios, summary.results).map { Chapter(file: $0.0.file, scenario: $0.0.scenario, result: $0.1) })
    }

    /// The page: `index.html` of the output folder.
    public func render() -> String {
        var body = "<header><h1>\(HTMLPage.escaped(title))</h1>\n"
        let summary = RunSummary(results: chapters.map(\.result))
        body += "<p class=\"counts\">\(chapters.count) scenario\(chapters.count == 1 ? "" : "s"), replayed by dnd-scenario: <span class=\"\(summary.exitCode == 0 ? "good" : "bad")\">\(HTMLPage.escaped(summary.countsLine))</span></p>\n"
        body += "<nav><ol>\n" + chapters.enumerated().map { "<li><a href=\"#chapter-\($0.offset + 1)\">\(HTMLPage.escaped($0.element.scenario.name))</a></li>" }.joined(separator: "\n") + "\n</ol></nav></header>\n<main>\n"
        var figures = PageFigures()
        for (index, chapter) in chapters.enumerated() {
            body += self.chapter(chapter, number: index + 1, figures: &figures)
        }
        body += "</main>"
        return HTMLPage.page(title: title, body: body)
    }

    private func chapter(_ chapter: Chapter, number: Int, figures: inout PageFigures) -> String {
        let result = chapter.result
        let labels = StepLabels(chapter.scenario)
        let status = result.status.rawValue
        var out = "<section class=\"chapter scenario \(status)\" id=\"chapter-\(number)\" data-status=\"\(status)\">\n"
        out += "<h2><span class=\"status \(status)\">\(result.status == .passed ? "✓" : "✗") \(status)</span>\(HTMLPage.escaped(chapter.scenario.name))</h2>\n"
        out += "<p class=\"where\">\(HTMLPage.escaped(chapter.file.path)):\(chapter.scenario.location.line)</p>\n"
        if let description = chapter.scenario.description {
            out += "<blockquote class=\"description\">\(HTMLPage.escapedLines(description))</blockquote>\n"
        }
        for failure in result.failures {
            out += "<p class=\"message\">\(HTMLPage.escapedLines(failure.rendered))</p>\n"
        }
        guard let recording = result.recording else { return out + "</section>\n" }
        let groups = result.traceGroups
        let byCause = Dictionary(groups.map { ($0.cause, $0.events) }, uniquingKeysWith: { first, _ in first })
        let pictures = recording.afterStep
        if let launch = byCause[.launch] {
            out += "<details class=\"launch\"><summary>At launch: \(launch.count) callback\(launch.count == 1 ? "" : "s")</summary>\n\(Self.callbacks(launch))</details>\n"
        }
        let segments = Self.segments(chapter.scenario.steps, ran: Array(result.stepsRun.indices))
        for (position, segment) in segments.enumerated() {
            guard let first = segment.first, let last = segment.last else { continue }
            let isLast = position == segments.count - 1
            let before = first == 0 ? recording.launch : pictures[first - 1]
            let after = isLast ? recording.end : pictures[last]
            out += "<div class=\"drag\">\n<h3>\(HTMLPage.escaped(Self.heading(chapter.scenario.steps[first].kind, position: position)))</h3>\n"
            out += "<div class=\"pictures\">\n"
            if let before { out += figures.figure(before, moment: "before", caption: "before: \(before.title)") + "\n" }
            if let after { out += figures.figure(after, moment: "after", caption: "after\(isLast && chapter.scenario.settle ? ", once everything settled" : ""): \(after.title)") + "\n" }
            if (first > 0 && before == nil) || after == nil, recording.launch != nil {
                out += "<p class=\"where\">\(Self.notDrawn)</p>\n"
            }
            out += "</div>\n"
            var shown = before
            for index in segment {
                let line = labels.place(index)
                out += "<div class=\"step\" data-step=\"\(index + 1)\"><code>\(HTMLPage.escaped(labels.label(index)))</code> <span class=\"where\">\(line)</span></div>\n"
                if let events = byCause[.step(index)] { out += Self.callbacks(events) }
                // The screen mid-drag, where this step changed it: the last step's is the "after" above.
                if index != last, Recording.changesScreenMidDrag(chapter.scenario.steps[index].kind), let picture = pictures[index], picture != shown {
                    out += "<div class=\"pictures mid-drag\">" + figures.figure(picture, moment: "mid-drag", caption: "after step \(index + 1): \(picture.title)") + "</div>\n"
                    shown = picture
                }
            }
            if isLast, let settle = byCause[.settle] {
                out += "<div class=\"step\" data-step=\"settle\"><code>settle after the last step</code></div>\n" + Self.callbacks(settle)
            }
            out += "</div>\n"
        }
        return out + "</section>\n"
    }

    /// A drag, a reorder or a relaunch starts a new segment: its steps, and the waits and
    /// checks after it. A drag starts at a `touch` with no finger down.
    public static func segments(_ steps: [Step], ran: [Int]) -> [[Int]] {
        let ran = Set(ran)
        var segments: [[Int]] = []
        var fingersDown = 0
        for (index, step) in steps.enumerated() where ran.contains(index) {
            let starts: Bool
            switch step.kind {
            case .touch:
                starts = fingersDown == 0
                fingersDown += 1
            case .drop, .cancel:
                fingersDown = max(0, fingersDown - 1)
                starts = false
            case .reorder, .relaunch:
                starts = fingersDown == 0
            default:
                starts = false
            }
            if starts || segments.isEmpty {
                segments.append([index])
            } else {
                segments[segments.count - 1].append(index)
            }
        }
        return segments
    }

    static let notDrawn = "Not drawn: this scenario's pictures already hold \(Recording.shapeBudget) shapes."

    private static func heading(_ kind: Step.Kind, position: Int) -> String {
        switch kind {
        case .touch: "A drag"
        case .reorder: "An interactive reorder"
        case .relaunch: "A relaunch"
        default: position == 0 ? "Before the first drag" : "Then"
        }
    }

    private static func callbacks(_ events: ArraySlice<TraceEvent>) -> String {
        "<ol class=\"callbacks\">" + events.map { "<li>\(HTMLPage.escaped($0.line))</li>" }.joined() + "</ol>\n"
    }
}
