@testable import DragDropCore
@testable import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Trace patterns matched by bytes")
struct LinePatternBytesTests {
    /// Random text from pieces that stress prefixes, suffixes, stars and spaces.
    private func text(_ generator: inout SeededGenerator, pieces: [String]) -> String {
        (0..<generator.next(7)).map { _ in pieces[generator.next(pieces.count)] }.joined()
    }

    @Test("a printable ASCII line matches a pattern by bytes exactly when it does by characters")
    func bytesAgreeWithCharacters() {
        var generator = SeededGenerator(seed: 0xABCD)
        let linePieces = ["a", "b", "ab", " ", "->", "[0,1]", "x", "é", "\r\n"]
        for _ in 0..<5_000 {
            let line = TraceEvent.foldingSpaces(text(&generator, pieces: linePieces))
            let pattern = LinePattern(text(&generator, pieces: linePieces + ["*", "**"]))
            #expect(pattern.matches(line) == pattern.matchesByCharacters(line), "\(pattern.text.debugDescription) ~ \(line.debugDescription)")
        }
    }

    @Test("folding ASCII spaces by bytes gives what folding by characters gives")
    func foldingAgrees() {
        var generator = SeededGenerator(seed: 0x1234)
        for _ in 0..<2_000 {
            let raw = text(&generator, pieces: [" ", "  ", "\t", "a", "bc", "-> x"])
            let folded = TraceEvent.foldingSpacesByCharacters(raw)
            #expect(TraceEvent.foldingSpaces(raw) == folded, "\(raw.debugDescription)")
        }
    }
}
