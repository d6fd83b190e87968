import ScenarioAppKit

/// What `show-report` draws of a passing scenario when its section of the report is opened:
/// the scenario replayed from its file as it is now, recorded as `run --attach all` records
/// it, and the same figures the page would have held had the run attached them.
///
/// The file is decoded as the studio decodes a pane (fragments by the studio's rule: nothing
/// hidden, no link) and goldens are compared, never written: drawing a report leaves the
/// checkout as it was.
public enum ReportPictures {
    /// Which scenario of the file to draw, in which language, and what to tell the page
    /// along with the pictures (that the file changed since the run, say).
    public struct Question: Equatable, Sendable {
        public var scenario: String
        public var language: Scenario.Language
        public var note: String

        public init(scenario: String, language: Scenario.Language, note: String = "") {
            self.scenario = scenario
            self.language = language
            self.note = note
        }
    }

    /// The page's answer: each figure as the report draws it, how the replay went now, and
    /// the question's note.
    public struct Answer: Codable, Equatable, Sendable {
        public struct Figure: Codable, Equatable, Sendable {
            public var moment: String
            public var caption: String
            /// The picture as SVG, at the scale the report draws it; `width` and `height` are
            /// its size there.
            public var svg: String
            public var width: Double
            public var height: Double
            /// The picture itself, as the JSON report writes pictures.
            public var picture: String
        }

        public var scenario: String
        /// `passed`, `failed` or `error`: how the scenario goes now.
        public var status: String
        /// Its failures now, each `FILE:LINE:COLUMN: error: …`.
        public var failures: [String]
        public var figures: [Figure]
        public var note: String
    }

    /// Draws `question.scenario` of `text`, decoded as the file at `path` (absolute, inside
    /// `root`), and answers with an HTTP status and a JSON body, paths shown relative to
    /// `root`. `watch` sees the replay (a worker streams it, as the studio's do); `crash`, a
    /// crash of an earlier replay of the same question, is answered as the error it is.
    package static func answer(
        text: String, path: String, root: String, apps: AppRegistry, question: Question,
        watch: (ReplayHooks) -> ReplayHooks = { $0 }, crash: ScenarioCrash? = nil
    ) -> (status: Int, body: [UInt8]) {
        let shown = { (text: String) in text.replacingOccurrences(of: root + "/", with: "") }
        let relative = shown(path)
        var library = FragmentLibrary()
        library.refusal = StudioFragmentRule.refusal
        let decoded = ScenarioFile.decode(Array(text.utf8), path: path, apps: apps, library: &library)
        let loaded = LoadResult(files: [decoded.file], diagnostics: ScenarioFile.sorted(decoded.diagnostics + library.diagnostics))
        guard loaded.isValid else {
            let problems = loaded.renderedDiagnostics().map(shown).joined(separator: "\n")
            return failure("\(relative) no longer checks, so it cannot be drawn:\n\(problems)", status: 422)
        }
        guard let scenario = decoded.file.scenarios.first(where: { $0.name == question.scenario }) else {
            return failure("\(relative) has no scenario named '\(question.scenario)' now: it was renamed or removed since the run", status: 404)
        }
        if let crash {
            let message = crash.message.map { "\($0) (\(crash.ending))" } ?? crash.ending
            return failure("the app crashed drawing '\(question.scenario)' of \(relative) now: \(message); run it with dnd-scenario run to see where", status: 422)
        }
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true)
        let result = runner.run(scenario, file: path, hooks: watch(ReplayHooks()))
        let figures = ReportFigure.figures(of: result, labels: StepLabels(scenario), language: question.language).map { figure in
            let scale = ReportFigure.scale(of: figure.picture)
            return Answer.Figure(
                moment: figure.moment, caption: shown(figure.caption), svg: figure.picture.svg(scale: scale),
                width: figure.picture.width * scale, height: figure.picture.height * scale, picture: figure.picture.json
            )
        }
        let failures = result.failures.map { shown("\($0.location): error: \($0.message)") }
        let answer = Answer(scenario: scenario.name, status: result.status.rawValue, failures: failures, figures: figures, note: question.note)
        return (200, StudioAPI.json(answer))
    }

    private static func failure(_ message: String, status: Int) -> (status: Int, body: [UInt8]) {
        (status, StudioAPI.json(StudioAPI.Failure(error: message)))
    }
}
