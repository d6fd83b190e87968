import DragDropCore
import YAMLReader

/// What reports call each step: the step as written (`touch: {cell: 0}`), and where — its
/// line, or for a step spliced in from a fragment the fragment's file and line and the `use`
/// that brought it.
public struct StepLabels: Sendable {
    private var steps: [Step]
    private var file: String

    public init(_ scenario: Scenario) {
        self.init(steps: scenario.steps, file: scenario.location.file)
    }

    /// Labels for `steps` of a scenario written in `file`.
    public init(steps: [Step], file: String) {
        self.steps = steps
        self.file = file
    }

    /// The step as written, or `step N` when it has no text.
    public func label(_ index: Int) -> String {
        guard steps.indices.contains(index) else { return "step \(index + 1)" }
        let text = TraceEvent.foldingSpaces(steps[index].text)
        return text.isEmpty ? steps[index].kind.name : String(text.prefix(160))
    }

    /// `line 12`, or `steps.yaml:3, used at line 12` for a step from a fragment; in Chinese
    /// `第 12 行`, `steps.yaml:3，用于第 12 行`.
    public func place(_ index: Int, in language: Scenario.Language = .en) -> String {
        guard steps.indices.contains(index) else { return "" }
        let step = steps[index]
        let zh = language == .zh
        guard step.location.file != file || !step.usedAt.isEmpty else { return zh ? "第 \(step.location.line) 行" : "line \(step.location.line)" }
        let uses = step.usedAt.map { use in
            switch (use.file == file, zh) {
            case (true, false): "used at line \(use.line)"
            case (false, false): "used at \(use.file):\(use.line)"
            case (true, true): "用于第 \(use.line) 行"
            case (false, true): "用于 \(use.file):\(use.line)"
            }
        }
        return (["\(step.location.file):\(step.location.line)"] + uses).joined(separator: zh ? "，" : ", ")
    }

    /// The label of a run of trace events: `launch`, the step's, or `settle after the last step`.
    public func label(_ cause: ScenarioResult.Cause) -> String {
        switch cause {
        case .launch: "launch"
        case .step(let index): label(index)
        case .settle: "settle after the last step"
        }
    }
}
