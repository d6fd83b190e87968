import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Line diffs of expected against actual")
struct LineDiffTests {
    @Test("equal lists give no change")
    func equal() {
        let diff = LineDiff(expected: ["a", "b"], actual: ["a", "b"])
        #expect(diff.isEmpty)
        #expect(diff.lines == [.same("a"), .same("b")])
    }

    @Test("a swapped pair shows what was expected and what was there")
    func swapped() {
        let diff = LineDiff(expected: ["b.jpg", "a.jpg", "c.jpg"], actual: ["a.jpg", "b.jpg", "c.jpg"])
        #expect(!diff.isEmpty)
        #expect(diff.render() == ["- b.jpg", "  a.jpg", "+ b.jpg", "  c.jpg"])
    }

    @Test("insertions and deletions at both ends", arguments: [
        (["x"], [], ["- x"]),
        ([], ["y"], ["+ y"]),
        (["a", "b"], ["b", "c"], ["- a", "  b", "+ c"]),
        (["a", "b", "c"], ["a", "c"], ["  a", "- b", "  c"]),
    ] as [([String], [String], [String])])
    func ends(expected: [String], actual: [String], rendered: [String]) {
        #expect(LineDiff(expected: expected, actual: actual).render() == rendered)
    }

    @Test("far from a change, unchanged lines are elided")
    func elides() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[10] = "changed"
        #expect(LineDiff(expected: expected, actual: actual).render(context: 1) == [
            "  …", "  line 10", "- line 11", "+ changed", "  line 12", "  …",
        ])
    }

    @Test("a single unchanged line is shown, not elided, since … would take its place", arguments: [
        (["a", "b", "c", "d"], ["a", "x", "c", "d"], 1, ["  a", "- b", "+ x", "  c", "  d"]),
        (["a", "b", "c"], ["a", "b", "x"], 1, ["  a", "  b", "- c", "+ x"]),
        (["a", "b", "c", "d"], ["a", "b", "c", "x"], 1, ["  …", "  c", "- d", "+ x"]),
        (["a", "b", "c"], ["a", "x", "c"], 0, ["  a", "- b", "+ x", "  c"]),
    ] as [([String], [String], Int, [String])])
    func singleLines(expected: [String], actual: [String], context: Int, rendered: [String]) {
        #expect(LineDiff(expected: expected, actual: actual).render(context: context) == rendered)
    }

    @Test("past the bounds the diff turns coarse, keeps the common ends, and says so")
    func coarse() {
        let expected = ["start"] + (0..<3_000).map { "expected \($0)" } + ["end"]
        let actual = ["start"] + (0..<3_000).map { "actual \($0)" } + ["end"]
        let clock = ContinuousClock()
        var diff: LineDiff?
        let elapsed = clock.measure { diff = LineDiff(expected: expected, actual: actual) }
        #expect(elapsed < .seconds(10))
        #expect(diff?.isCoarse == true)
        #expect(diff?.lines.first == .same("start"))
        #expect(diff?.lines.last == .same("end"))
        #expect(diff?.lines.dropFirst().first == .removed("expected 0"))
        #expect(diff?.lines.dropFirst(3_001).first == .added("actual 0"))
        #expect(diff?.render().first == "  (too different to align line by line: the differing lines are shown as one block each)")
    }

    @Test("a long list with a few differences is still aligned line by line")
    func longButClose() {
        let expected = (0..<30_000).map { "line \($0)" }
        var actual = expected
        actual[10] = "changed"
        actual.remove(at: 20_000)
        let diff = LineDiff(expected: expected, actual: actual)
        #expect(!diff.isCoarse)
        #expect(diff.render(context: 0) == ["  …", "- line 10", "+ changed", "  …", "- line 20000", "  …"])
    }

    @Test("every diff replays expected into actual", arguments: 0..<50)
    func replays(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let alphabet = ["a", "b", "c", "d"]
        let expected = (0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % 4)] }
        let actual = (0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % 4)] }
        let lines = LineDiff(expected: expected, actual: actual).lines
        var fromExpected: [String] = [], fromActual: [String] = []
        for line in lines {
            switch line {
            case .same(let text): fromExpected.append(text); fromActual.append(text)
            case .removed(let text): fromExpected.append(text)
            case .added(let text): fromActual.append(text)
            }
        }
        #expect(fromExpected == expected)
        #expect(fromActual == actual)
    }
}
