/// The app drawn as a replay went: at launch, after every step and at the end, for the HTML
/// report and the walkthrough. Which callbacks each step caused is the result's `stepMarks`.
///
/// Steps are numbered as the runner numbers them (`Scenario.steps`' indices), so a scenario
/// with steps spliced in from fragments lines up the same way.
public struct Recording: Equatable, Sendable {
    /// The app right after launch, once the work due at once has run.
    public var launch: Picture?
    /// The app after each step that ran, by step index (after its check, for an `expect`
    /// step); none for a step that stopped the run with an error.
    public var afterStep: [Int: Picture]
    /// The app when the final `expect` is checked (or when the run stopped).
    public var end: Picture?

    public init(launch: Picture? = nil, afterStep: [Int: Picture] = [:], end: Picture? = nil) {
        self.launch = launch
        self.afterStep = afterStep
        self.end = end
    }
}
