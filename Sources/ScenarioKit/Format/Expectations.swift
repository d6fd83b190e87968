import YAMLReader

/// A set of checks: the final `expect`, or an `expect:` step. Entries keep the order written.
public struct Expectations: Equatable, Sendable {
    public var entries: [Expectation]
    public var location: SourceLocation

    public init(entries: [Expectation], location: SourceLocation) {
        self.entries = entries
        self.location = location
    }

    /// The `error` entry, if any: the run must stop with this error.
    public var error: ErrorExpectation? {
        for entry in entries {
            if case .error(let error) = entry.kind { return error }
        }
        return nil
    }
}
