import DragDropCore
import Foundation
@testable import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("Many patterns in one pass")
struct PatternIndexTests {
    /// The plain definition: a pattern matches a line when its pieces between `*`s occur in
    /// order, the first at the start and the last at the end.
    static func reference(_ pattern: String, _ line: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1 else { return pattern == line }
        guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]),
              line.count >= pieces[0].count + pieces[pieces.count - 1].count else { return false }
        var rest = Substring(line.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count))
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    @Test("the index finds exactly the lines each pattern matches, ASCII or not", arguments: 0..<40)
    func agreesWithTheDefinition(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let words = ["a", "b", "ab", "app", "app.drop", " ", "é", "*", "x y"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined()
        }
        let patterns = (0..<12).map { _ in TraceEventFolding.fold(text(1 + Int(generator.next() % 5))) }
        let lines = (0..<60).map { _ in TraceEventFolding.fold(text(Int(generator.next() % 7)).replacingOccurrences(of: "*", with: "")) }
        let hits = PatternIndex(patterns.map(LinePattern.init)).hits(in: lines, keeping: 100)
        for (index, pattern) in patterns.enumerated() {
            let expected = lines.filter { Self.reference(pattern, $0) }
            #expect(hits[index].count == expected.count, "\(pattern.debugDescription)")
            #expect(hits[index].first == expected, "\(pattern.debugDescription)")
            #expect(lines.filter(LinePattern(pattern).matches) == expected, "\(pattern.debugDescription)")
        }
    }

    @Test("lines ruled out by their role are exactly those no pattern matches, with few or many patterns", arguments: 0..<40)
    func rolesRuleOutOnlyLinesNoPatternMatches(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let words = ["a", "b", "ab", "app", "app.drop", " ", "é", "*", "x y", "\t"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined()
        }
        let patternCount = seed.isMultiple(of: 2) ? 3 : 30
        let patterns = (0..<patternCount).map { _ in TraceEvent.foldingSpaces(text(1 + Int(generator.next() % 5))) }
        // Recorded as the engine records them, some with a result joined on afterwards.
        let trace = DragDropSystem().trace
        for _ in 0..<60 {
            let line = trace.record(text(Int(generator.next() % 3)).replacingOccurrences(of: "*", with: ""), text(Int(generator.next() % 5)).replacingOccurrences(of: "*", with: ""))
            if generator.next() % 3 == 0 { trace.complete(line, result: text(Int(generator.next() % 3)).replacingOccurrences(of: "*", with: "")) }
        }
        let events = trace.events
        let lines = events.map(\.untimedLine)
        let hits = PatternIndex(patterns.map(LinePattern.init)).hits(in: UntimedLines(events), keeping: 100)
        for (index, pattern) in patterns.enumerated() {
            let expected = lines.filter { Self.reference(pattern, $0) }
            #expect(hits[index].first == expected, "\(pattern.debugDescription)")
            #expect(LinePattern(pattern).firstMatch(in: UntimedLines(events), from: 0).map { lines[$0] } == expected.first, "\(pattern.debugDescription)")
        }
    }
}

/// Many `excludes` patterns over a long trace take one pass, not one each (issue 29).
@Suite("Many patterns, many lines")
struct ManyPatternsTests {
    @Test("a thousand patterns over forty thousand lines are matched in about the time of one pass")
    func bounded() {
        let trace = DragDropSystem().trace
        for index in 0..<40_000 {
            trace.record(index.isMultiple(of: 2) ? "app" : "collection.drop", "relaunch \(index) never \(index % 7 == 0 ? "matched" : "seen") here")
        }
        let patterns = (0..<500).map { LinePattern("*never \($0)*") } + (0..<500).map { LinePattern("collection.drop relaunch \($0)1 *") }
            + [LinePattern("app relaunch 14 never matched here")]
        let clock = ContinuousClock()
        var hits = PatternIndex([]).hits(in: [], keeping: 0)
        let elapsed = clock.measure { hits = PatternIndex(patterns).hits(in: UntimedLines(trace.events), keeping: 3) }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
        #expect((0..<500).allSatisfy { hits[$0].count == 0 })
        #expect(hits[501].count == 1 && hits[501].first == ["collection.drop relaunch 11 never seen here"])
        #expect(hits[1_000].first == ["app relaunch 14 never matched here"])
    }
}

/// `contains` patterns are found in order, each from where the last was found: one pass
/// over the trace between them, however many there are (issue 29).
@Suite("Many contained patterns")
struct ManyContainedPatternsTests {
    @Test("ten thousand contained patterns over forty thousand lines take one pass")
    func bounded() throws {
        let yaml = "scenario: relaunches\nsteps:\n" + String(repeating: "  - relaunch\n", count: 10_000) + "expect:\n  trace:\n    contains:\n"
            + String(repeating: "      - \"app relaunch\"\n      - \"collection cell [0,2]*\"\n", count: 5_000)
        let clock = ContinuousClock()
        var status: ScenarioResult.Status?
        let elapsed = clock.measure { status = runYAML(yaml).results.first?.status }
        #expect(status == .passed)
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }
}

/// Patterns and lines as the checker sees them: runs of spaces folded, ends trimmed.
enum TraceEventFolding {
    static func fold(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}

/// Roles past the 64 that `RoleVerdicts` keeps in bits are worked out line by line, with
/// the same answers.
@Suite("Traces with many roles")
struct ManyRolesTests {
    @Test("patterns find the same lines in a trace of a hundred roles as by their definition")
    func hundredRoles() {
        let trace = DragDropSystem().trace
        for round in 0..<3 {
            for role in 0..<100 { trace.record("r\(role)", "line \(round) of r\(role)") }
        }
        let events = trace.events
        let lines = events.map(\.untimedLine)
        let patterns = ["r70 line 2*", "r5 *", "r99 line 1 of r99", "r8* of r8", "*of r64"]
        let hits = PatternIndex(patterns.map(LinePattern.init)).hits(in: UntimedLines(events), keeping: 100)
        for (index, pattern) in patterns.enumerated() {
            let expected = lines.filter { PatternIndexTests.reference(pattern, $0) }
            #expect(!expected.isEmpty)
            #expect(hits[index].count == expected.count, "\(pattern)")
            #expect(hits[index].first == expected, "\(pattern)")
            #expect(LinePattern(pattern).firstMatch(in: UntimedLines(events), from: 150).map { lines[$0] } == lines.dropFirst(150).first { PatternIndexTests.reference(pattern, $0) }, "\(pattern)")
        }
    }

    @Test("roles are numbered by their text: equal texts in other storage are one role")
    func identicalRoles() {
        let stored = String(repeating: "collection", count: 3)
        let copy = String(repeating: "collection", count: 3)
        var table = RoleTable()
        #expect(table.number(of: stored) == 0)
        #expect(table.number(of: "app") == 1)
        #expect(table.number(of: copy) == 0)
        #expect(table.count == 2)
    }
}
