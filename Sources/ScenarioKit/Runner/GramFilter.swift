/// Finds, in one pass over a line, the patterns whose text the line may match: each
/// pattern is filed under one short piece of its text (a gram of up to four bytes), and a
/// line calls for the patterns filed under the grams it holds. A pattern the line does not
/// call for cannot match it; one it calls for is then compared in full.
///
/// Each pattern is filed under its rarest gram among all the patterns', so patterns that
/// share words (`*never 1*`, `*never 2*`) are told apart by what differs. Patterns with no
/// piece of printable ASCII text (`*`, or text of other characters) are not filed: they are
/// tried on every line (`isUnfiltered`).
struct GramFilter {
    /// Per gram — its bytes and its length, as one number — the patterns filed under it.
    private var patterns: [UInt64: [Int]] = [:]
    /// The lengths of the grams filed, shortest first.
    private var lengths: [Int] = []
    /// Per byte, whether a filed gram starts with it: the other places of a line are passed
    /// over without a look-up.
    private var starts = [Bool](repeating: false, count: 256)
    private var unfiltered: Set<Int> = []

    static let longest = 4

    /// Files `patterns`, each with its number.
    init(_ patterns: [(number: Int, pattern: LinePattern)]) {
        // Each pattern's grams, each once; then how many patterns have each.
        var grams: [(number: Int, grams: Set<UInt64>)] = []
        var frequency: [UInt64: Int] = [:]
        for (number, pattern) in patterns {
            guard let literals = pattern.literals, !literals.isEmpty else {
                unfiltered.insert(number)
                continue
            }
            var own: Set<UInt64> = []
            for literal in literals {
                let length = min(literal.count, Self.longest)
                var start = literal.startIndex
                while start + length <= literal.endIndex {
                    own.insert(Self.gram(literal[start..<(start + length)]))
                    start += 1
                }
            }
            for gram in own { frequency[gram, default: 0] += 1 }
            grams.append((number, own))
        }
        var lengths: Set<Int> = []
        for (number, own) in grams {
            // The rarest; the longest of those, then the least, so the choice is the same every run.
            guard let chosen = own.min(by: { (frequency[$0] ?? 0, -Self.length(of: $0), $0) < (frequency[$1] ?? 0, -Self.length(of: $1), $1) }) else { continue }
            self.patterns[chosen, default: []].append(number)
            lengths.insert(Self.length(of: chosen))
            starts[Int(chosen & 0xFF)] = true
        }
        self.lengths = lengths.sorted()
    }

    /// Whether pattern `number` is tried on every line rather than found by a gram.
    func isUnfiltered(_ number: Int) -> Bool {
        unfiltered.contains(number)
    }

    /// Calls `body` with each pattern filed under a gram `line` holds: once per place the
    /// gram is found, so the caller keeps track of patterns already tried.
    func forEachCandidate(in line: String, _ body: (Int) -> Void) {
        guard !patterns.isEmpty else { return }
        scan(Array(line.utf8), body)
    }

    private func scan(_ bytes: [UInt8], _ body: (Int) -> Void) {
        for start in bytes.indices where starts[Int(bytes[start])] {
            for length in lengths {
                guard start + length <= bytes.count else { break }
                if let numbers = patterns[Self.gram(bytes[start..<(start + length)])] {
                    for number in numbers { body(number) }
                }
            }
        }
    }

    /// A gram's bytes, first in the lowest byte, with its length above them.
    private static func gram<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            value |= UInt64(byte) << shift
            shift += 8
        }
        return value | UInt64(bytes.count) << 32
    }

    private static func length(of gram: UInt64) -> Int {
        Int(gram >> 32)
    }
}
