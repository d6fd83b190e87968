import YAMLReader

/// A scenario file as decoded: its scenarios and its text, kept so that any later report
/// (a failed expectation, say) can quote the line it points at.
public struct ScenarioFile: Equatable, Sendable {
    public var path: String
    public var source: String
    /// The scenarios that decoded without error, in file order.
    public var scenarios: [Scenario]
    /// Documents that hold a scenario, including those that failed to decode.
    public var documentCount: Int

    public init(path: String, source: String, scenarios: [Scenario], documentCount: Int? = nil) {
        self.path = path
        self.source = source
        self.scenarios = scenarios
        self.documentCount = documentCount ?? scenarios.count
    }
}
