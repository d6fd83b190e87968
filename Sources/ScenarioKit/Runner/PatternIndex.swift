/// Many trace patterns against one trace in a single pass (`excludes`): each line is tried
/// only against the patterns its role allows (`RoleTable.mayMatch`), worked out once per
/// role, and made only when one of them does.
struct PatternIndex {
    private let patterns: [LinePattern]

    /// What one pattern matched: how many lines, and the first few of them.
    struct Hits {
        var count = 0
        var first: [String] = []
    }

    init(_ patterns: [LinePattern]) {
        self.patterns = patterns
    }

    /// For each pattern, in order, the lines of `lines` it matches, keeping the first `kept`.
    func hits(in lines: UntimedLines, keeping kept: Int) -> [Hits] {
        var hits = [Hits](repeating: Hits(), count: patterns.count)
        let all = Array(patterns.indices)
        // By role number: the patterns a line of that role may match.
        var candidates: [[Int]] = []
        for index in 0..<lines.count {
            guard let role = lines.roleNumber(at: index) else {
                for number in all { count(number, on: lines, at: index, into: &hits, keeping: kept) }
                continue
            }
            while candidates.count <= role {
                let number = candidates.count
                candidates.append(all.filter { lines.roles.mayMatch(patterns[$0], role: number) })
            }
            for number in candidates[role] where lines.textMayMatch(patterns[number], at: index, role: role) {
                count(number, on: lines, at: index, into: &hits, keeping: kept)
            }
        }
        return hits
    }

    /// Counts the line at `index` for pattern `number` if it matches.
    private func count(_ number: Int, on lines: UntimedLines, at index: Int, into hits: inout [Hits], keeping kept: Int) {
        guard patterns[number].matches(lines[index]) else { return }
        hits[number].count += 1
        if hits[number].first.count < kept { hits[number].first.append(lines[index]) }
    }

    /// `hits(in:keeping:)` of lines already made.
    func hits(in lines: [String], keeping kept: Int) -> [Hits] {
        hits(in: UntimedLines(lines: lines), keeping: kept)
    }
}
