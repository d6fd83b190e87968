@testable import DragDropCore
@testable import ScenarioKit
import Testing

@Suite("Trace patterns matched by bytes")
struct LinePatternBytesTests {
    /// Random text from pieces that stress prefixes, suffixes, stars and spaces.
    private func text(_ state: inout UInt64, pieces: [String]) -> String {
        var result = ""
        state = state &* 6364136223846793005 &+ 1442695040888963407
        for _ in 0..<Int((state >> 40) % 7) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            result += pieces[Int((state >> 33) % UInt64(pieces.count))]
        }
        return result
    }

    @Test("a printable ASCII line matches a pattern by bytes exactly when it does by characters")
    func bytesAgreeWithCharacters() {
        var state: UInt64 = 0xABCD
        let linePieces = ["a", "b", "ab", " ", "->", "[0,1]", "x", "é", "\r\n"]
        for _ in 0..<5_000 {
            let line = TraceEvent.foldingSpaces(text(&state, pieces: linePieces))
            let pattern = LinePattern(text(&state, pieces: linePieces + ["*", "**"]))
            #expect(pattern.matches(line) == pattern.matchesByCharacters(line), "\(pattern.text.debugDescription) ~ \(line.debugDescription)")
        }
    }

    @Test("folding ASCII spaces by bytes gives what folding by characters gives")
    func foldingAgrees() {
        var state: UInt64 = 0x1234
        for _ in 0..<2_000 {
            let raw = text(&state, pieces: [" ", "  ", "\t", "a", "bc", "-> x"])
            let folded = TraceEvent.foldingSpacesByCharacters(raw)
            #expect(TraceEvent.foldingSpaces(raw) == folded, "\(raw.debugDescription)")
        }
    }
}
