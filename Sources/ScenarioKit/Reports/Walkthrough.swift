import DragDropCore

/// `dnd-scenario walkthrough`: a suite replayed as a page to read beside the article, section
/// by section — the quoted `description`, the app before and after each drag and at each step
/// that changes what the drag shows, and the callbacks grouped under the step that caused them,
/// the page's own words in the readers' language.
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

        /// The title and description a page in `language` shows: the scenario's translation
        /// where it has one, its own text otherwise.
        func wording(in language: Scenario.Language) -> (title: String, description: String?) {
            (scenario.name(in: language), scenario.description(in: language))
        }
    }

    public var title: String
    public var chapters: [Chapter]
    /// The language of the page's own words.
    public var language: Scenario.Language
    /// The article the page reproduces, when it is one of an index's: the page opens with
    /// the article's summary and links back to the index.
    public var article: Article?

    public init(title: String, chapters: [Chapter], language: Scenario.Language = .en) {
        self.title = title
        self.chapters = chapters
        self.language = language
    }

    /// Replays every scenario of `loaded` with a recording runner, in path then file order.
    public init(title: String, loaded: LoadResult, goldens: GoldenTrace, language: Scenario.Language = .en) {
        let runner = ScenarioRunner(goldens: goldens, records: true)
        self.init(title: title, loaded: loaded, summary: RunSummary(results: loaded.scenarios.map { runner.run($0.scenario, file: $0.file.path) }), language: language)
    }

    /// Every scenario of `loaded` beside its result in `summary`, which holds one result per
    /// scenario in the same order (as a `WorkerSuite` run of the whole suite gives).
    public init(title: String, loaded: LoadResult, summary: RunSummary, language: Scenario.Language = .en) {
        self.init(title: title, chapters: zip(loaded.scenarios, summary.results).map { Chapter(file: $0.0.file, scenario: $0.0.scenario, result: $0.1) }, language: language)
    }

    /// The page's title when none is given: the paths it replays.
    public static func defaultTitle(of paths: [String], in language: Scenario.Language) -> String { language.text.walkthroughOf(paths) }

    /// The page: `index.html` of the output folder.
    public func render() -> String {
        var body = "<header>"
        if let article {
            body += "<p class=\"where\"><a href=\"../index.html\">\(HTMLPage.escaped(language.text.allArticles))</a></p>\n"
            body += "<h1>\(HTMLPage.escaped(article.title(in: language)))</h1>\n"
            let summary = article.summary(in: language)
            if !summary.isEmpty {
                body += "<p class=\"article\">\(HTMLPage.escaped(language.text.reproduces))\(HTMLPage.escaped(summary))</p>\n"
            }
        } else {
            body += "<h1>\(HTMLPage.escaped(title))</h1>\n"
        }
        let summary = RunSummary(results: chapters.map(\.result))
        let text = language.text
        body += "<p class=\"counts\">\(HTMLPage.escaped(text.scenariosReplayed(chapters.count)))<span class=\"\(summary.exitCode == 0 ? "good" : "bad")\">\(HTMLPage.escaped(text.counts(summary)))</span></p>\n"
        body += "<nav><ol>\n" + chapters.enumerated().map { "<li><a href=\"#chapter-\($0.offset + 1)\">\(HTMLPage.escaped($0.element.wording(in: language).title))</a></li>" }.joined(separator: "\n") + "\n</ol></nav></header>\n<main>\n"
        var figures = PageFigures()
        for (index, chapter) in chapters.enumerated() {
            body += self.chapter(chapter, number: index + 1, figures: &figures)
        }
        body += "</main>"
        return HTMLPage.page(title: title, body: body, language: language)
    }

    private func chapter(_ chapter: Chapter, number: Int, figures: inout PageFigures) -> String {
        let result = chapter.result
        let labels = StepLabels(chapter.scenario)
        let status = result.status.rawValue
        let text = language.text
        let wording = chapter.wording(in: language)
        var out = "<section class=\"chapter scenario \(status)\" id=\"chapter-\(number)\" data-status=\"\(status)\">\n"
        out += "<h2><span class=\"status \(status)\">\(result.status == .passed ? "✓" : "✗") \(HTMLPage.escaped(text.status(result.status)))</span>\(HTMLPage.escaped(wording.title))</h2>\n"
        out += "<p class=\"where\">\(HTMLPage.escaped(chapter.file.path)):\(chapter.scenario.location.line)</p>\n"
        if let description = wording.description {
            out += "<blockquote class=\"description\">\(HTMLPage.escapedLines(description))</blockquote>\n"
        }
        for failure in result.failures {
            out += "<p class=\"message\">\(HTMLPage.escapedLines(failure.rendered))</p>\n"
        }
        guard let recording = result.recording else { return out + "</section>\n" }
        let groups = result.traceGroups
        let byCause = Dictionary(groups.map { ($0.cause, $0.events) }, uniquingKeysWith: { first, _ in first })
        // The pictures' own words in the page's language, as everything else on the page.
        let words = PictureWords(language: language)
        let pictures = recording.afterStep.mapValues(words.translated)
        if let launch = byCause[.launch] {
            out += "<details class=\"launch\"><summary>\(HTMLPage.escaped(text.atLaunch(launch.count)))</summary>\n\(Self.callbacks(launch))</details>\n"
        }
        let segments = Self.segments(chapter.scenario.steps, ran: Array(result.stepsRun.indices))
        for (position, segment) in segments.enumerated() {
            guard let first = segment.first, let last = segment.last else { continue }
            let isLast = position == segments.count - 1
            let before = first == 0 ? recording.launch.map(words.translated) : pictures[first - 1]
            let after = isLast ? recording.end.map(words.translated) : pictures[last]
            out += "<div class=\"drag\">\n<h3>\(HTMLPage.escaped(heading(chapter.scenario.steps[first].kind, position: position)))</h3>\n"
            out += "<div class=\"pictures\">\n"
            if let before { out += figures.figure(before, moment: "before", caption: text.before(before.title)) + "\n" }
            if let after { out += figures.figure(after, moment: "after", caption: text.after(after.title, settled: isLast && chapter.scenario.settle)) + "\n" }
            if (first > 0 && before == nil) || after == nil, recording.launch != nil {
                out += "<p class=\"where\">\(HTMLPage.escaped(text.notDrawn(Recording.shapeBudget)))</p>\n"
            }
            out += "</div>\n"
            var shown = before
            for index in segment {
                let line = HTMLPage.escaped(labels.place(index, in: language))
                out += "<div class=\"step\" data-step=\"\(index + 1)\"><code>\(HTMLPage.escaped(labels.label(index)))</code> <span class=\"where\">\(line)</span></div>\n"
                if let events = byCause[.step(index)] { out += Self.callbacks(events) }
                // Inside a reorder, the screen at each `via` point where it changed: the cells
                // shifting while the item moves.
                for (point, picture) in (recording.withinStep[index] ?? []).map(words.translated).enumerated() where picture != shown {
                    out += "<div class=\"pictures via\">" + figures.figure(picture, moment: "via", caption: text.viaPoint(index + 1, point + 1, picture.title)) + "</div>\n"
                    shown = picture
                }
                // The screen mid-drag, where this step changed it, and at an `expect` where the
                // steps before it (a `wait`) changed it: the state the expectation checks. A
                // segment's last step is drawn as its "after" above, but for the scenario's
                // last: that "after" is the end, when the items a drop let go of have landed.
                if index != last || isLast, Self.drawsMidDrag(chapter.scenario.steps[index].kind), let picture = pictures[index], picture != shown, picture != after {
                    out += "<div class=\"pictures mid-drag\">" + figures.figure(picture, moment: "mid-drag", caption: text.afterStep(index + 1, picture.title)) + "</div>\n"
                    shown = picture
                }
            }
            if isLast, let settle = byCause[.settle] {
                out += "<div class=\"step\" data-step=\"settle\"><code>\(HTMLPage.escaped(text.settleAfterTheLastStep))</code></div>\n" + Self.callbacks(settle)
            }
            out += "</div>\n"
        }
        return out + "</section>\n"
    }

    /// Whether the page shows the screen after a step of `kind` when it changed.
    static func drawsMidDrag(_ kind: Step.Kind) -> Bool {
        if case .expect = kind { return true }
        return Recording.changesScreenMidDrag(kind)
    }

    /// A drag, a reorder, a pinch, a scroll or a relaunch starts a new segment: its steps, and the waits and
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
            case .reorder, .relaunch, .pinch, .scroll:
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

    private func heading(_ kind: Step.Kind, position: Int) -> String {
        let text = language.text
        switch kind {
        case .touch: return text.aDrag
        case .reorder: return text.aReorder
        case .relaunch: return text.aRelaunch
        case .pinch: return text.aPinch
        case .scroll: return text.aScroll
        default: return position == 0 ? text.beforeTheFirstDrag : text.then
        }
    }

    private static func callbacks(_ events: ArraySlice<TraceEvent>) -> String {
        "<ol class=\"callbacks\">" + events.map { "<li>\(HTMLPage.escaped($0.line))</li>" }.joined() + "</ol>\n"
    }
}
