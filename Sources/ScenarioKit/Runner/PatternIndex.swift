/// Many trace patterns against one trace in a single pass (`excludes`): each line is looked
/// up among the patterns without `*`, and tried only against the wildcard patterns that can
/// match it — those whose text before the first `*` starts with the line's first word, and
/// those that name no first word.
struct PatternIndex {
    private let patterns: [LinePattern]
    private var exact: [String: [Int]] = [:]
    private var byFirstWord: [Substring: [Int]] = [:]
    private var anywhere: [Int] = []

    /// What one pattern matched: how many lines, and the first few of them.
    struct Hits {
        var count = 0
        var first: [String] = []
    }

    init(_ patterns: [LinePattern]) {
        self.patterns = patterns
        for (index, pattern) in patterns.enumerated() {
            if !pattern.hasWildcard {
                exact[pattern.text, default: []].append(index)
            } else if let space = pattern.literalPrefix.firstIndex(of: " ") {
                byFirstWord[pattern.literalPrefix[..<space], default: []].append(index)
            } else {
                anywhere.append(index)
            }
        }
    }

    /// For each pattern, in order, the lines of `lines` it matches, keeping the first `kept`.
    func hits(in lines: [String], keeping kept: Int) -> [Hits] {
        var hits = [Hits](repeating: Hits(), count: patterns.count)
        // Most scenarios exclude nothing, and hashing every line would be their whole cost.
        guard !patterns.isEmpty else { return hits }
        func hit(_ index: Int, _ line: String) {
            hits[index].count += 1
            if hits[index].first.count < kept { hits[index].first.append(line) }
        }
        for line in lines {
            if !exact.isEmpty { for index in exact[line] ?? [] { hit(index, line) } }
            guard !byFirstWord.isEmpty || !anywhere.isEmpty else { continue }
            // A byte scan: the space is ASCII, and `firstIndex(of:)` walks characters.
            let firstWord = line.utf8.firstIndex(of: UInt8(ascii: " ")).map { line[..<$0] } ?? line[...]
            for index in byFirstWord[firstWord] ?? [] where patterns[index].matches(line) { hit(index, line) }
            for index in anywhere where patterns[index].matches(line) { hit(index, line) }
        }
        return hits
    }
}
