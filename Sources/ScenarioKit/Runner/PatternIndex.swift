/// Many trace patterns against one trace in a single pass (`excludes`): each line is tried
/// only against the patterns its first word allows (`LinePattern.mayMatch(firstWord:)`), and
/// made only when one of them does. With many patterns, those that name their line's first
/// word are looked up by it, one lookup per line.
struct PatternIndex {
    private let patterns: [LinePattern]
    /// Patterns naming the first word of the lines they match, by that word, when there are
    /// enough words for a lookup to be cheaper than comparing with each.
    private var byFirstWord: [String: [Int]] = [:]
    /// The patterns every line is compared with: all of them, or those not in `byFirstWord`.
    private var others: [Int] = []
    /// Every pattern, for a line whose first word is not known.
    private let all: [Int]

    /// What one pattern matched: how many lines, and the first few of them.
    struct Hits {
        var count = 0
        var first: [String] = []
    }

    init(_ patterns: [LinePattern]) {
        self.patterns = patterns
        all = Array(patterns.indices)
        for (index, pattern) in patterns.enumerated() {
            if let word = pattern.exactFirstWord { byFirstWord[word, default: []].append(index) } else { others.append(index) }
        }
        if byFirstWord.count <= 4 {
            byFirstWord = [:]
            others = all
        }
    }

    /// For each pattern, in order, the lines of `lines` it matches, keeping the first `kept`.
    func hits(in lines: UntimedLines, keeping kept: Int) -> [Hits] {
        var hits = [Hits](repeating: Hits(), count: patterns.count)
        for index in 0..<lines.count {
            if byFirstWord.isEmpty {
                tryPatterns(others, on: lines, at: index, into: &hits, keeping: kept)
            } else if let word = lines.firstWord(at: index) {
                tryPatterns(byFirstWord[word] ?? [], on: lines, at: index, into: &hits, keeping: kept)
                tryPatterns(others, on: lines, at: index, into: &hits, keeping: kept)
            } else {
                tryPatterns(all, on: lines, at: index, into: &hits, keeping: kept)
            }
        }
        return hits
    }

    /// Counts the line at `index` for each of the patterns `numbers` that matches it.
    private func tryPatterns(_ numbers: [Int], on lines: UntimedLines, at index: Int, into hits: inout [Hits], keeping kept: Int) {
        for number in numbers where lines.mayMatch(patterns[number], at: index) && patterns[number].matches(lines[index]) {
            hits[number].count += 1
            if hits[number].first.count < kept { hits[number].first.append(lines[index]) }
        }
    }

    /// `hits(in:keeping:)` of lines already made.
    func hits(in lines: [String], keeping kept: Int) -> [Hits] {
        hits(in: UntimedLines(lines: lines), keeping: kept)
    }
}
