import Foundation

extension StudioReplay {
    /// What the page asked of a replay: the replay itself, the target under a point of a
    /// frame's picture, or the `expect` steps that pin a frame.
    public enum Question: Equatable, Sendable {
        case replay
        case target(x: Double, y: Double, frame: Int?)
        case expect(trace: [String], frame: Int?)
    }

    /// The studio's answer to `question`, as the page reads it: an HTTP status and a JSON
    /// object, paths shown relative to `root` (the studio's folder) as `check` run in it
    /// prints them. Worked out wherever the replay ran, so a worker process answers the page
    /// whole and the studio only passes the answer on.
    public func answer(_ question: Question, root: String) -> (status: Int, body: [UInt8]) {
        switch question {
        case .replay:
            return (200, StudioAPI.json(replayAnswer(root: root)))
        case .target(let x, let y, let frame):
            return (200, StudioAPI.json(StudioAPI.TargetAnswer(target: frame.map { target(atX: x, y: y, frame: $0) } ?? target(atX: x, y: y))))
        case .expect(let trace, let frame):
            let steps = frame.map { expectSteps(traceLines: trace, frame: $0) } ?? expectStep(traceLines: trace).map { [$0] }
            guard let steps else { return (422, StudioAPI.json(StudioAPI.Failure(error: "nothing ran to expect anything of"))) }
            return (200, StudioAPI.json(StudioAPI.ExpectAnswer(steps: steps)))
        }
    }

    /// The replay as the page reads it.
    public func replayAnswer(root: String) -> StudioAPI.ReplayAnswer {
        let shown = { (text: String) in text.replacingOccurrences(of: root + "/", with: "") }
        return StudioAPI.ReplayAnswer(
            diagnostics: diagnostics.map(shown),
            summary: summary,
            scenarios: scenarios,
            chosen: chosen,
            shapeBudget: Recording.shapeBudget,
            appDraws: appDraws,
            status: status ?? "",
            failures: failures.map { StudioAPI.ReplayAnswer.LineFailure(line: $0.line, text: shown($0.text)) },
            sources: sources.map { StudioAPI.ReplayAnswer.OtherApp(label: $0.label, target: $0.target) },
            targets: targets.map { StudioAPI.ReplayAnswer.OtherApp(label: $0.label, target: $0.target) },
            frames: frames.map { frame in
                StudioAPI.ReplayAnswer.Frame(
                    step: frame.step ?? -1, line: frame.line, label: frame.label, svg: frame.svg ?? "",
                    width: frame.picture?.width ?? 0, height: frame.picture?.height ?? 0, trace: frame.trace, failures: frame.failures.map(shown)
                )
            }
        )
    }
}
