/// A line diff of expected against actual, as failures show it: `- expected`, `+ actual`.
///
/// Myers' algorithm, O((N + M) · D): a long trace with a few wrong lines costs little more
/// than reading it.
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
        lines = LineDiff.diff(expected, actual, equal: ==)
    }

    /// A diff where an expected line stands for every actual line `equal` accepts (a trace
    /// pattern with `*`, say); unchanged lines show the actual text.
    public init(expected: [String], actual: [String], equal: (String, String) -> Bool) {
        lines = LineDiff.diff(expected, actual, equal: equal)
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
        var output: [String] = []
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

    private static func diff(_ a: [String], _ b: [String], equal: (String, String) -> Bool) -> [Line] {
        let n = a.count, m = b.count
        let max = n + m
        guard max > 0 else { return [] }
        let offset = max + 1
        var v = [Int](repeating: 0, count: 2 * max + 3)
        var history: [[Int]] = []
        var found = false
        for d in 0...max {
            history.append(v)
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
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        // Walk back through the saved frontiers.
        var result: [Line] = []
        var x = n, y = m
        for d in stride(from: history.count - 1, through: 0, by: -1) where x > 0 || y > 0 {
            let v = history[d]
            let k = x - y
            let previousK: Int
            if d == 0 {
                previousK = k
            } else if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[offset + previousK]
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
}
