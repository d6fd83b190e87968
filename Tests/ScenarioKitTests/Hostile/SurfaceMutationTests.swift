import Foundation
import GalleryCore
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The newest format surfaces — `tap`, list targets, `lists`, `loads`, `translations`,
/// `session.fullSizePreviews`, canvas `preview`, `reorder.from` — mutated with a seeded
/// generator: wrong types, extreme numbers, names the app never declares, unknown and
/// duplicate keys. Each mutant must end as a clean pass or fail, or as errors located at a
/// line and column; never a trap, a hang or an error that says nowhere.
@Suite("Hostile mutations of the newest surfaces")
struct SurfaceMutationTests {
    /// Scenarios that reach every surface; each `⟦…⟧` is a slot a mutant may fill with a
    /// hostile value instead of the text between the brackets.
    static let bases = [
        """
        scenario: ⟦lists and taps⟧
        translations:
          zh: { scenario: ⟦名字⟧, description: ⟦说明⟧ }
        given: { variant: ⟦corrected⟧, images: [https://img.example/a.jpg, https://img.example/b.jpg, https://img.example/c.jpg] }
        steps:
          - touch: { view: ⟦collection⟧, cell: ⟦0⟧, section: ⟦0⟧ }
          - lift
          - expect: { session: { items: ⟦1⟧, fullSizePreviews: ⟦true⟧, finger: ⟦1⟧ } }
          - move: { view: ⟦collection⟧, cell: ⟦3⟧ }
          - expect: { lists: { ⟦collection⟧: { items: ⟦3⟧, placeholders: ⟦0⟧ } } }
          - drop
          - reorder: { view: ⟦collection⟧, from: ⟦{ cell: 0 }⟧, to: ⟦1⟧, via: [⟦{ empty: true }⟧] }
          - wait: ⟦1s⟧
          - tap: { view: ⟦trash⟧ }
        expect:
          lists: { ⟦collection⟧: { items: [⟦3⟧] } }
        """,
        """
        scenario: ⟦loads to another app⟧
        app: board
        targets:
          notes: { accepts: [⟦public.plain-text⟧] }
        loads:
          ⟦public.plain-text⟧: { after: ⟦2s⟧, fails: ⟦"disk full"⟧ }
        steps:
          - touch: { cell: [⟦0⟧, ⟦0⟧] }
          - lift
          - move: { app: ⟦notes⟧ }
          - drop
          - reorder: { from: ⟦{ empty: true }⟧, to: ⟦[0, 1]⟧ }
        expect:
          session: ⟦none⟧
        """,
        """
        scenario: ⟦previews⟧
        app: canvas
        given:
          views:
            left:
              drag: [ { provides: { public.plain-text: hello } } ]
              preview: { lift: ⟦default⟧, cancel: ⟦{ center: [22, 22], scale: 0.1 }⟧ }
            right:
              drop: { accepts: [public.plain-text], loads: public.plain-text }
        loads:
          public.plain-text: { after: ⟦100ms⟧ }
        steps:
          - touch: { view: ⟦left⟧ }
          - lift
          - expect: { session: { fullSizePreviews: ⟦false⟧ } }
          - move: { view: ⟦right⟧ }
          - cancel
          - tap: { view: ⟦right⟧ }
        """,
    ]

    /// Values a slot may take instead of its own.
    static let hostileValues = [
        "-1", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "1e308", ".nan", ".inf",
        "\"\"", "[]", "{}", "{a: {a: {a: {a: [[[{}]]]}}}}", "\"名前 🎉\"", "\"\\u202E\"", "true", "~",
        "999999999999m", "-1ms", "nope", "collection", "trash", "1.5", "{bogus: 1}", "[1, 2]",
        "{ view: collection, row: 9223372036854775807 }", "{ view: nope, cell: 0 }", "{ view: trash, empty: true }",
        "[9223372036854775807, 9223372036854775807]",
    ]

    /// Steps a mutant may gain: targets past the end, on views that are no list, never declared.
    static let hostileSteps = [
        "  - tap: { view: collection }", "  - tap: { view: nope }", "  - tap: { view: trash, row: 0 }",
        "  - tap: { cell: 0 }", "  - tap: {}", "  - tap: []",
        "  - touch: { view: collection, row: 0, section: 9223372036854775807 }",
        "  - move: { view: collection, cell: 9223372036854775807, section: 9223372036854775807 }",
        "  - move: { view: trash, cell: 0 }", "  - move: { view: 名前, empty: true }",
        "  - touch: { view: collection, empty: false }", "  - add: { view: collection, row: -1 }",
        "  - reorder: { view: trash, from: 0, to: 1 }", "  - reorder: { from: { view: collection, cell: 9223372036854775807 }, to: 0 }",
        "  - reorder: { from: { point: [.nan, .inf] }, to: [0, 0] }",
        "  - expect: { lists: { trash: { items: 1 } } }", "  - expect: { lists: { nope: {} } }",
        "  - expect: { lists: { collection: { items: [9223372036854775807, -1] } } }",
        "  - expect: { session: { fullSizePreviews: 1 } }", "  - expect: { session: { finger: 9223372036854775807 } }",
        "  - wait: 9223372036854775807ms", "  - wait: 999999999999m", "  - settle", "  - relaunch",
        "  - lift: { finger: 9223372036854775807 }", "  - touch: { view: collection, cell: 0 }\n    finger: -1",
    ]

    /// One mutant of `base`: each slot kept or, one time in twenty, made hostile; maybe a
    /// hostile step inserted among the steps, a line repeated (a duplicate key) or an
    /// unknown key added to a mapping.
    static func mutant(of base: String, _ generator: inout SeededGenerator) -> String {
        var text = ""
        var rest = Substring(base)
        while let open = rest.firstIndex(of: "⟦"), let close = rest[open...].firstIndex(of: "⟧") {
            text += rest[..<open]
            let own = rest[rest.index(after: open)..<close]
            text += generator.next(20) == 0 ? hostileValues[generator.next(hostileValues.count)] : String(own)
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let stepLines = lines.indices.filter { lines[$0].hasPrefix("  - ") }
        if generator.next(3) == 0, !stepLines.isEmpty {
            lines.insert(hostileSteps[generator.next(hostileSteps.count)], at: stepLines[generator.next(stepLines.count)])
        }
        switch generator.next(8) {
        case 0:
            let line = generator.next(lines.count)
            lines.insert(lines[line], at: line)
        case 1:
            let mappings = lines.indices.filter { lines[$0].hasSuffix(" }") }
            if !mappings.isEmpty {
                let line = mappings[generator.next(mappings.count)]
                lines[line] = String(lines[line].dropLast(2)) + ", ⁇: 1 }"
            }
        default:
            break
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The mutants every run checks: the same on every machine.
    static let mutants: [String] = {
        var generator = SeededGenerator(seed: 41)
        return (0..<900).map { index in mutant(of: bases[index % bases.count], &generator) }
    }()

    /// Whether a printed line that holds an error says where: `FILE:LINE:COLUMN: error:`.
    static func isLocated(_ line: Substring) -> Bool {
        guard let range = line.range(of: ": error:") else { return true }
        let place = line[..<range.lowerBound].split(separator: ":")
        return place.count >= 3 && place.suffix(2).allSatisfy { Int($0).map { $0 > 0 } ?? false }
    }

    @Test("every mutant decodes to located errors or runs to a located pass, fail or error")
    func library() {
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        let clock = ContinuousClock()
        var ran = 0
        for (index, text) in Self.mutants.enumerated() {
            let started = clock.now
            let (file, diagnostics) = ScenarioFile.decode(text, path: "m.yaml", apps: .shipped)
            for diagnostic in diagnostics {
                #expect(diagnostic.location.line > 0 && diagnostic.location.column > 0, "mutant \(index): \(diagnostic)\n\(text)")
                _ = DiagnosticRenderer().render(diagnostic, source: text)
            }
            if diagnostics.isEmpty {
                for scenario in file.scenarios {
                    ran += 1
                    let result = runner.run(scenario, file: "m.yaml")
                    #expect(result.status != .crashed, "mutant \(index)\n\(text)")
                    for failure in result.failures {
                        #expect(failure.location.line > 0 && failure.location.column > 0, "mutant \(index): \(failure.rendered)\n\(text)")
                    }
                }
            }
            #expect(clock.now - started < .seconds(2), "mutant \(index) took \(clock.now - started)\n\(text)")
        }
        // Mutants that all failed to decode would test only the decoder.
        #expect(ran > Self.mutants.count / 4, "only \(ran) mutants ran")
    }

    @Test("a sample of the mutants, checked and run by the command, exits 0, 1 or 2 with every error located")
    func command() throws {
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (index, text) in Self.mutants.enumerated() where index % 45 == 0 {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/m.yaml"))
            for command in ["check", "run"] {
                let result = try MeasuredCommand.run([command, "m.yaml"], in: folder)
                #expect([0, 1, 2].contains(result.status), "\(command) mutant \(index): \(result.output)\n\(text)")
                for line in result.output.split(separator: "\n") where !Self.isLocated(line) {
                    Issue.record("\(command) mutant \(index): unlocated '\(line)'\n\(text)")
                }
                #expect(result.seconds < 10, "\(command) mutant \(index) took \(result.seconds) s\n\(text)")
            }
        }
    }
}
