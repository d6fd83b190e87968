/// The report of a mutation run: two lines per mutation (what was planted, then what caught
/// it or why nothing did) and the score.
public struct MutationTable: Sendable {
    public var results: [MutationResult]

    public init(results: [MutationResult]) {
        self.results = results
    }

    /// The heading printed above the rows.
    public static let heading = "  #  result    area          where  —  bug"

    /// The two lines of result `number` (1-based).
    public static func row(_ number: Int, _ result: MutationResult) -> String {
        let mutation = result.mutation
        let label: String
        let detail: String
        switch result.outcome {
        case .killed(let names):
            label = "killed"
            let more = names.count > 1 ? " and \(names.count - 1) more" : ""
            detail = "by \"\(names.first ?? "")\"" + more
        case .crashed(let status):
            label = "killed"
            detail = "by a crash of the test process (status \(status))"
        case .timedOut(let seconds):
            label = "killed"
            detail = "by the time limit: the tests ran over \(seconds) s"
        case .survived:
            label = "SURVIVED"
            detail = mutation.survives.map { "accepted: " + $0 } ?? "no test failed: add a test that does"
        case .stale(let matches):
            label = "STALE"
            detail = "the text to find occurs \(matches) times, not once: update the catalogue entry at line \(mutation.line)"
        case .doesNotCompile(let error):
            label = "NO BUILD"
            detail = "the mutated tree does not build: \(error)"
        }
        let place = mutation.file + (result.sourceLine.map { ":\($0)" } ?? "")
        let numberColumn = String(repeating: " ", count: max(0, 3 - String(number).count)) + String(number)
        return "\(numberColumn)  \(pad(label, 8))  \(pad(mutation.area, 12))  \(place)  —  \(mutation.bug)\n"
            + String(repeating: " ", count: 15) + detail
    }

    /// Killed of those that ran, as a percentage with one decimal; nil when none ran.
    public var score: Double? {
        let ran = results.filter(\.outcome.ran)
        guard !ran.isEmpty else { return nil }
        let killed = ran.filter(\.outcome.isKilled).count
        return (Double(killed) * 1000 / Double(ran.count)).rounded() / 10
    }

    /// `score: 47 of 48 killed (97.9 %); 1 survived (1 accepted); 0 stale; 0 not building`.
    public var scoreLine: String {
        let ran = results.filter(\.outcome.ran)
        let killed = ran.filter(\.outcome.isKilled).count
        let survived = ran.filter { $0.outcome == .survived }
        let accepted = survived.filter { $0.mutation.survives != nil }.count
        let stale = results.count { if case .stale = $0.outcome { true } else { false } }
        let broken = results.count { if case .doesNotCompile = $0.outcome { true } else { false } }
        let percent = score.map { " (\($0) %)" } ?? ""
        return "score: \(killed) of \(ran.count) killed\(percent); \(survived.count) survived (\(accepted) accepted); \(stale) stale; \(broken) not building"
    }

    /// The heading, every row and the score.
    public func render() -> String {
        ([Self.heading] + results.enumerated().map { Self.row($0.offset + 1, $0.element) } + ["", scoreLine])
            .joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
