/// Many trace patterns against one trace (`excludes`), matched together in one pass over
/// the trace: each line is tried only against the patterns its role allows
/// (`RoleTable.mayMatch`, worked out once per role), and when they are many, only against
/// the ones a piece of text it holds calls for (`GramFilter`), so a hundred patterns cost a
/// line about what one does. A line is made only when some pattern may match it.
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

        /// Gives pattern `number` the hits of pattern `other`, of the same text.
        mutating func copy(_ other: Int, to number: Int) {
            guard !hits.isEmpty else { return }
            hits[number] = hits[other]
        }
    }

    init(_ patterns: [LinePattern]) {
        self.patterns = patterns
    }

    /// What the patterns a role allows have in common, worked out once per role.
    private struct RolePatterns {
        /// Per pattern, whether the role allows it.
        var allows: [Bool]
        /// Whether it allows any.
        var any: Bool
        /// The bytes the allowed patterns need a line's text to start with, when every one
        /// of them needs one and the role is its lines' first word: other lines are not made.
        var starts: Set<UInt8>?
        /// The allowed patterns tried on every line: all of them when they are few (one
        /// comparison each costs less than looking for their pieces), else those without a
        /// piece of text to look for.
        var tried: [Int]
        /// Whether the allowed patterns are many, and found through `GramFilter`.
        var filtered: Bool
    }

    /// Patterns a role allows that are tried one by one rather than found by their pieces.
    static let triedOneByOne = 8

    /// For each pattern, in order, the lines of `lines` it matches, keeping the first `kept`.
    func hits(in lines: UntimedLines, keeping kept: Int) -> HitList {
        patterns.count <= Self.triedOneByOne ? fewHits(in: lines, keeping: kept) : manyHits(in: lines, keeping: kept)
    }

    /// `hits` of a few patterns (a suite's usual one or two): each line tried against each
    /// pattern its role allows, worked out in bits, with nothing made for the check itself.
    private func fewHits(in lines: UntimedLines, keeping kept: Int) -> HitList {
        var hits = HitList(count: patterns.count)
        var verdicts = [RoleVerdicts](repeating: RoleVerdicts(), count: patterns.count)
        for index in 0..<lines.count {
            let role = lines.roleNumber(at: index)
            var line: String?
            for number in patterns.indices {
                if let role {
                    guard verdicts[number].allows(role, { lines.roles.mayMatch(patterns[number], role: role) }),
                          lines.textMayMatch(patterns[number], at: index, role: role) else { continue }
                }
                let made = line ?? lines[index]
                line = made
                if patterns[number].matches(made) { hits.add(made, to: number, keeping: kept) }
            }
        }
        return hits
    }

    /// `hits` of many patterns: the patterns a line's role allows are found by the grams
    /// the line holds, and patterns of one text are matched once.
    private func manyHits(in lines: UntimedLines, keeping kept: Int) -> HitList {
        var first: [String: Int] = [:]
        let representative = patterns.indices.map { index in
            if let earlier = first[patterns[index].text] { return earlier }
            first[patterns[index].text] = index
            return index
        }
        let filter = GramFilter(patterns.indices.filter { representative[$0] == $0 }.map { ($0, patterns[$0]) })
        var hits = HitList(count: patterns.count)
        let rolePatterns = { (allows: (Int) -> Bool, startsKnown: Bool) in
            Self.rolePatterns(self.patterns, representative: representative, filter: filter, allowing: allows, startsKnown: startsKnown)
        }
        let everything = rolePatterns({ _ in true }, false)
        var byRole: [Int: RolePatterns] = [:]
        // The line each pattern was last tried on: a piece found twice tries it once.
        var tried = [Int](repeating: -1, count: patterns.count)
        for index in 0..<lines.count {
            let role = lines.roleNumber(at: index)
            let allowed: RolePatterns
            if let role {
                if let known = byRole[role] {
                    allowed = known
                } else {
                    allowed = rolePatterns({ lines.roles.mayMatch(patterns[$0], role: role) }, lines.roles.isWord(role))
                    byRole[role] = allowed
                }
            } else {
                allowed = everything
            }
            guard allowed.any else { continue }
            if let role, let starts = allowed.starts, let start = lines.textStart(at: index, role: role), !starts.contains(start) { continue }
            let line = lines[index]
            for number in allowed.tried where patterns[number].matches(line) {
                hits.add(line, to: number, keeping: kept)
            }
            guard allowed.filtered else { continue }
            filter.forEachCandidate(in: line) { number in
                guard allowed.allows[number], tried[number] != index else { return }
                tried[number] = index
                if patterns[number].matches(line) { hits.add(line, to: number, keeping: kept) }
            }
        }
        for number in patterns.indices where representative[number] != number {
            hits.copy(representative[number], to: number)
        }
        return hits
    }

    private static func rolePatterns(
        _ patterns: [LinePattern], representative: [Int], filter: GramFilter, allowing allows: (Int) -> Bool, startsKnown: Bool
    ) -> RolePatterns {
        var result = RolePatterns(allows: Array(repeating: false, count: patterns.count), any: false, starts: startsKnown ? [] : nil, tried: [], filtered: false)
        var allowed: [Int] = []
        for number in patterns.indices where representative[number] == number && allows(number) {
            result.allows[number] = true
            allowed.append(number)
            if let start = patterns[number].textStart { result.starts?.insert(start) } else { result.starts = nil }
        }
        result.any = !allowed.isEmpty
        result.filtered = allowed.count > triedOneByOne
        result.tried = result.filtered ? allowed.filter(filter.isUnfiltered) : allowed
        return result
    }

    /// `hits(in:keeping:)` of lines already made.
    func hits(in lines: [String], keeping kept: Int) -> HitList {
        hits(in: UntimedLines(lines: lines), keeping: kept)
    }
}
