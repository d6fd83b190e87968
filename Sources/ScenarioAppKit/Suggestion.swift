/// "Did you mean" for misspelt words: the closest candidate by edit distance (a swap of two
/// neighbours counts as one edit), or one the word is a prefix of.
package enum Suggestion {
    /// The best candidate for `word`, or nil when none is close enough to help.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let target = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(typed, target)
            let isPrefix = typed.count >= 2 && (target.starts(with: typed) || typed.starts(with: target))
            // Two edits in a three-letter word is a different word ("add" is not "app").
            let isClose = distance <= 2 && distance * 2 <= max(typed.count, target.count)
            guard isClose || isPrefix else { continue }
            let score = isClose ? distance : 3
            if best == nil || score < best?.distance ?? Int.max { best = (candidate, score) }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost one.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Words longer than this are no misspelling of a key; keep the table small.
        guard a.count < 64, b.count < 64 else { return max(a.count, b.count) }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// `"; did you mean 'lift'?"`, or the list of what is allowed when nothing is close.
    package static func hint(for word: String, in candidates: [String]) -> String {
        if let closest = closest(to: word, in: candidates) { return "; did you mean '\(closest)'?" }
        guard !candidates.isEmpty else { return "" }
        return "; expected one of: " + candidates.joined(separator: ", ")
    }
}
