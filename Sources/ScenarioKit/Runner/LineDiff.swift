/// A line diff of expected against actual, as failures show it: `- expected`, `+ actual`.
///
/// Myers' algorithm, O((N + M) · D) time and O(D²) memory: a long trace with a few wrong
/// lines costs little more than reading it. Past `maxDifferences` differing lines or
/// `maxWork` steps the diff is coarse — one block removed, one added — and says so.
public struct LineDiff: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        case same(String)
        /// Expected, but not there.
        case removed(String)
        /// There, but not expected.
        case added(String)
    }

    public private(set) var lines: [Line]

    public init(expected: [String], actual: [String]) {
        self.init(expected: expected, actual: actual, equal: ==)
    }

    /// A diff where an expected line stands for every actual line `equal` accepts (a trace
    /// pattern with `*`, say); unchanged lines show the actual text.
    public init(expected: [String], actual: [String], equal: (String, String) -> Bool) {
        if let aligned = LineDiff.aligned(expected, actual, equal: equal) {
            lines = aligned
        } else {
            lines = LineDiff.coarse(expected, actual, equal: equal)
            isCoarse = true
        }
    }

    public var isEmpty: Bool {
        !lines.contains { if case .same = $0 { false } else { true } }
    }

    /// The diff as text, keeping `context` unchanged lines around each change and eliding
    /// the rest with `…`; a single line is shown rather than elided, as `…` would take its place.
    public func render(context: Int = 2, indent: String = "") -> [String] {
        var keep = [Bool](repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() {
            if case .same = line { continue }
            for near in max(0, index - context)...min(lines.count - 1, index + context) { keep[near] = true }
        }
        for index in keep.indices where !keep[index] {
            let alone = (index == 0 || keep[index - 1]) && (index == keep.count - 1 || keep[index + 1])
            if alone { keep[index] = true }
        }
        var output: [String] = isCoarse ? [indent + "  " + LineDiff.coarseNote] : []
        var elided = false
        for (index, line) in lines.enumerated() {
            guard keep[index] else {
                if !elided { output.append(indent + "  …") }
                elided = true
                continue
            }
            elided = false
            switch line {
            case .same(let text): output.append(indent + "  " + text)
            case .removed(let text): output.append(indent + "- " + text)
            case .added(let text): output.append(indent + "+ " + text)
            }
        }
        return output
    }

    /// True when the lists differed too much to align line by line within the bounds: the
    /// lines between their common start and end are shown as one removed and one added block.
    public private(set) var isCoarse = false

    /// The most lines that may differ for a line-by-line alignment: the search keeps one
    /// frontier of 2d + 1 positions per difference d, so this caps its memory (~32 MB).
    static let maxDifferences = 2_000
    /// The most comparisons and frontier steps the search may take (a second or so), so a
    /// long trace unlike its expectation cannot run away either.
    static let maxWork = 20_000_000

    /// Myers' greedy search, keeping for each d only the diagonals −d…d it reached, then a
    /// walk back through them; nil when it would pass the bounds.
    private static func aligned(_ a: [String], _ b: [String], equal: (String, String) -> Bool) -> [Line]? {
        let n = a.count, m = b.count
        guard n + m > 0 else { return [] }
        let limit = min(n + m, maxDifferences)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // history[d] holds v[−d…d] as the search left it before round d.
        var history: [[Int]] = []
        var work = 0
        var found = false
        for d in 0...limit {
            history.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, equal(a[x], b[y]) {
                    x += 1
                    y += 1
                    work += 1
                }
                work += 1
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found || work > maxWork { break }
        }
        guard found else { return nil }
        // Walk back through the saved frontiers.
        var result: [Line] = []
        var x = n, y = m
        for d in stride(from: history.count - 1, through: 0, by: -1) where x > 0 || y > 0 {
            let v = history[d]
            let at = { (k: Int) in v[k + d] }
            let k = x - y
            let previousK: Int
            if d == 0 {
                previousK = k
            } else if k == -d || (k != d && at(k - 1) < at(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                result.append(.same(b[y]))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                result.append(.added(b[y]))
            } else {
                x -= 1
                result.append(.removed(a[x]))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            result.append(.same(b[y]))
        }
        return result.reversed()
    }

    /// The common first and last lines, and everything between as removed then added.
    private static func coarse(_ a: [String], _ b: [String], equal: (String, String) -> Bool) -> [Line] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, equal(a[prefix], b[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, equal(a[a.count - 1 - suffix], b[b.count - 1 - suffix]) { suffix += 1 }
        return b[..<prefix].map(Line.same)
            + a[prefix..<(a.count - suffix)].map(Line.removed)
            + b[prefix..<(b.count - suffix)].map(Line.added)
            + b[(b.count - suffix)...].map(Line.same)
    }

    static let coarseNote = "(too different to align line by line: the differing lines are shown as one block each)"
}
