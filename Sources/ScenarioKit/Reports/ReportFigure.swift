import ScenarioAppKit

/// One of the pictures the HTML report shows of a scenario — the app at launch, at each `via`
/// point of a `reorder`, at each `expect` step, at the end — with its caption: what the page writes into itself for a
/// scenario the run attached, and what `show-report` draws on demand for one it did not, so
/// both show the same pictures under the same words.
public struct ReportFigure: Sendable {
    /// The picture, its words in the page's language.
    public var picture: Picture
    /// `launch`, `via`, `expect` or `end`.
    public var moment: String
    public var caption: String

    /// The figures of `result`'s recording, in the order the page shows them; none when it
    /// has no recording.
    public static func figures(of result: ScenarioResult, labels: StepLabels?, language: Scenario.Language) -> [ReportFigure] {
        guard let recording = result.recording else { return [] }
        let text = language.text
        let words = PictureWords(language: language)
        var figures: [ReportFigure] = []
        if let launch = recording.launch { figures.append(ReportFigure(picture: words.translated(launch), moment: "launch", caption: text.launchCaption)) }
        for (index, step) in result.stepsRun.enumerated() {
            // Inside a reorder, the screen at each `via` point, as the walkthrough shows it.
            for (point, picture) in (recording.withinStep[index] ?? []).map(words.translated).enumerated() {
                figures.append(ReportFigure(picture: picture, moment: "via", caption: text.viaPoint(index + 1, point + 1, picture.title)))
            }
            guard case .expect = step.kind, let picture = recording.afterStep[index] else { continue }
            let line = labels.map { (language == .zh ? "，" : ", ") + $0.place(index, in: language) } ?? ""
            figures.append(ReportFigure(picture: words.translated(picture), moment: "expect", caption: text.expectCaption(index + 1, line)))
        }
        if let end = recording.end {
            figures.append(ReportFigure(picture: words.translated(end), moment: "end", caption: result.status == .error ? text.stoppedCaption : text.endCaption))
        }
        return figures
    }

    /// The scale the page draws `picture` at: two figures side by side in the page's width,
    /// and a tall board no taller than a screen.
    public static func scale(of picture: Picture) -> Double {
        let fitting = min(picture.width > 500 ? 0.5 : 0.8, 480 / max(picture.width, 1), 900 / max(picture.height, 1))
        return max(fitting, 0.3)
    }
}
