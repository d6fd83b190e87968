/// Many trace patterns against one trace (`excludes`): each line is tried only against the
/// patterns its role allows (`RoleTable.mayMatch`), worked out once per role, and made only
/// when one of them does.
struct PatternIndex {
    private let patterns: [LinePattern]

    /// What one pattern matched: how many lines, and the first few of them.
    struct Hits {
        var count = 0
        var first: [String] = []
    }

    /// Each pattern's `Hits`, in order. Made only when a line matches: a passing check's
    /// excluded patterns match nothing.
    struct HitList {
        private var hits: [Hits] = []
        let count: Int

        init(count: Int) {
            self.count = count
        }

        subscript(number: Int) -> Hits {
            hits.isEmpty ? Hits() : hits[number]
        }

        /// Counts a matching `line` for pattern `number`, keeping the first `kept`.
        mutating func add(_ line: String, to number: Int, keeping kept: Int) {
            if hits.isEmpty { hits = Array(repeating: Hits(), count: count) }
            hits[number].count += 1
            if hits[number].first.count < kept { hits[number].first.append(line) }
        }
    }

    init(_ patterns: [LinePattern]) {
        self.patterns = patterns
    }

    /// For each pattern, in order, the lines of `lines` it matches, keeping the first `kept`.
    /// Pattern by pattern: each pass rules lines out by a bit per role, and a line is made
    /// once however many patterns try it (`UntimedLines` keeps it).
    func hits(in lines: UntimedLines, keeping kept: Int) -> HitList {
        var hits = HitList(count: patterns.count)
        for number in patterns.indices {
            // Whether lines of each role may match this pattern.
            var verdicts = RoleVerdicts()
            for index in 0..<lines.count {
                if let role = lines.roleNumber(at: index) {
                    guard verdicts.allows(role, { lines.roles.mayMatch(patterns[number], role: role) }),
                          lines.textMayMatch(patterns[number], at: index, role: role) else { continue }
                }
                count(number, on: lines, at: index, into: &hits, keeping: kept)
            }
        }
        return hits
    }

    /// Counts the line at `index` for pattern `number` if it matches.
    private func count(_ number: Int, on lines: UntimedLines, at index: Int, into hits: inout HitList, keeping kept: Int) {
        let line = lines[index]
        guard patterns[number].matches(line) else { return }
        hits.add(line, to: number, keeping: kept)
    }

    /// `hits(in:keeping:)` of lines already made.
    func hits(in lines: [String], keeping kept: Int) -> HitList {
        hits(in: UntimedLines(lines: lines), keeping: kept)
    }
}
