/// A mutation and what became of it, with the line of its file it changed.
public struct MutationResult: Equatable, Sendable {
    public var mutation: Mutation
    public var outcome: MutationOutcome
    /// Where the text was found in its file (1-based); nil when it was not found.
    public var sourceLine: Int?

    public init(mutation: Mutation, outcome: MutationOutcome, sourceLine: Int?) {
        self.mutation = mutation
        self.outcome = outcome
        self.sourceLine = sourceLine
    }

    /// A survivor the catalogue does not accept, or an entry that did not run: each asks for
    /// a new test or an updated entry.
    public var needsAttention: Bool {
        switch outcome {
        case .survived: mutation.survives == nil
        case .stale, .doesNotCompile: true
        case .killed, .crashed, .timedOut: false
        }
    }
}
