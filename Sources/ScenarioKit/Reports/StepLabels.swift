import DragDropCore
import YAMLReader

/// What reports call each step: its YAML line as written (`touch: { cell: 0 }  # Venice`), so
/// a reader finds it in the file.
public struct StepLabels: Sendable {
    private var labels: [Int: String] = [:]
    private var lines: [Int: Int] = [:]

    /// Labels for `scenario`'s steps, read from `source`, the text of its file.
    public init(_ scenario: Scenario, source: String) {
        let text = SourceText(source)
        for (index, step) in scenario.steps.enumerated() {
            lines[index] = step.location.line
            let line = text.line(step.location.line).map { String(String.UnicodeScalarView($0)) } ?? ""
            var label = line.trimmingCharacters(in: " \t")
            if label.hasPrefix("- ") { label.removeFirst(2) }
            label = TraceEvent.foldingSpaces(label)
            labels[index] = label.isEmpty ? "step \(index + 1)" : String(label.prefix(120))
        }
    }

    /// The step's line of YAML, or `step N` when there is none.
    public func label(_ index: Int) -> String { labels[index] ?? "step \(index + 1)" }

    /// The step's line number in its file.
    public func line(_ index: Int) -> Int? { lines[index] }

    /// The label of a run of trace events: `launch`, the step's, or `settle after the last step`.
    public func label(_ cause: Recording.Cause) -> String {
        switch cause {
        case .launch: "launch"
        case .step(let index): label(index)
        case .settle: "settle after the last step"
        }
    }
}

extension String {
    /// Without `characters` at either end.
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
