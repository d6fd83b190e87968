/// What became of one mutation.
public enum MutationOutcome: Equatable, Sendable {
    /// Tests failed: these, by name, in the order the run reported them.
    case killed(by: [String])
    /// The test process died without naming a failed test (a trap, a signal): caught.
    case crashed(status: Int32)
    /// The tests ran past the time limit, so the bug hangs them: caught.
    case timedOut(seconds: Int)
    /// Every test passed with the bug in place.
    case survived
    /// The text to find occurs `matches` times (not once): the catalogue entry needs updating.
    case stale(matches: Int)
    /// The mutated tree does not build: the entry is no bug a test could catch.
    case doesNotCompile(String)

    /// Whether the tests caught the bug.
    public var isKilled: Bool {
        switch self {
        case .killed, .crashed, .timedOut: true
        case .survived, .stale, .doesNotCompile: false
        }
    }

    /// Whether the mutation ran at all: a stale or uncompilable entry is a catalogue problem,
    /// counted apart from the score.
    public var ran: Bool {
        switch self {
        case .stale, .doesNotCompile: false
        case .killed, .crashed, .timedOut, .survived: true
        }
    }
}
