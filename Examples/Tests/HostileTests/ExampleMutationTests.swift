import Bookmarks
import Foundation
import Kanban
import PhotoAlbum
import Places
import ScenarioKit
import Testing
import ToDo

/// Each example's own scenarios, mutated with a seeded generator — its `given`, table
/// targets past the end, `tap` on views that are no buttons, `lists` naming views that are
/// no lists, extreme numbers and delays, unknown and duplicate keys — must decode to errors
/// at a line and column, or run to a pass or a fail whose every error is located: through
/// the library, and through the example's own command for a sample.
@Suite("Hostile mutations of the examples' scenarios")
struct ExampleMutationTests {
    struct Example: Sendable, CustomStringConvertible {
        var name: String
        var apps: AppRegistry
        /// Whether the app traps on purpose (a bug it pins), so its scenarios run only in the
        /// command's workers, never in this process.
        var traps: Bool
        var description: String { name }
    }

    static let examples = [
        Example(name: "kanban", apps: .kanban, traps: true),
        Example(name: "photo-album", apps: .photoAlbum, traps: true),
        Example(name: "places", apps: .places, traps: false),
        Example(name: "bookmarks", apps: .bookmarks, traps: false),
        Example(name: "todo", apps: .todo, traps: false),
    ]

    /// SplitMix64, as the main package's tests' generator (whose support target is not a
    /// product this package can use): the same mutants on every machine.
    struct SeededGenerator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return bound <= 0 ? 0 : Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Values written in place of a value the scenario has.
    static let hostileValues = [
        "-1", "9223372036854775807", "-9223372036854775808", "1e308", ".nan", "\"\"", "[]", "{}",
        "{a: {a: {a: [[[{}]]]}}}", "\"名前 🎉\"", "true", "~", "999999999999m", "-1ms", "nope", "1.5",
        "[1, 2]", "{bogus: 1}", "[\"\", \"\", \"\"]", "[{title: x}, {title: X}]",
    ]

    /// Names the examples give their views and lists, and some they never give.
    static let names = ["todo", "done", "in-progress", "delete", "photos", "albums", "edit", "insertions", "places", "bookmarks", "list", "nope", "名前"]

    /// A step a mutant may gain.
    static func hostileStep(_ generator: inout SeededGenerator) -> String {
        let name = names[generator.next(names.count)]
        let huge = ["9223372036854775807", "-1", "0", "3", "99"][generator.next(5)]
        return [
            "  - tap: { view: \(name) }",
            "  - touch: { view: \(name), row: \(huge) }",
            "  - touch: { view: \(name), row: 0, section: \(huge) }",
            "  - move: { view: \(name), row: \(huge), section: 0 }",
            "  - move: { view: \(name), cell: \(huge) }",
            "  - move: { view: \(name), empty: true }",
            "  - add: { view: \(name), row: 0 }",
            "  - reorder: { view: \(name), from: \(huge), to: 0 }",
            "  - reorder: { view: \(name), from: { view: \(name), row: 0 }, to: [0, \(huge)] }",
            "  - expect: { lists: { \(name): { items: \(huge) } } }",
            "  - expect: { lists: { \(name): { items: [\(huge), \(huge)], placeholders: \(huge) } } }",
            "  - expect: { session: { fullSizePreviews: \(huge) } }",
            "  - wait: 999999999999m", "  - wait: 9223372036854775807ms", "  - settle", "  - relaunch", "  - drop", "  - lift",
        ][generator.next(18)]
    }

    /// One mutant of `base`: a value replaced, a step inserted, a line repeated (a duplicate
    /// key) or an unknown key added, one or two of them.
    static func mutant(of base: String, _ generator: inout SeededGenerator) -> String {
        var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + generator.next(2)) {
            let line = generator.next(lines.count)
            switch generator.next(5) {
            case 0, 1:
                // The value after one of the line's `key: `, up to a `,`, `}` or the line's end.
                let text = lines[line]
                let keys = text.ranges(of: ": ").map(\.upperBound)
                guard !keys.isEmpty else { continue }
                let start = keys[generator.next(keys.count)]
                let end = text[start...].firstIndex { $0 == "," || $0 == "}" } ?? text.endIndex
                lines[line] = text[..<start] + hostileValues[generator.next(hostileValues.count)] + text[end...]
            case 2:
                let steps = lines.indices.filter { lines[$0].hasPrefix("  - ") }
                guard !steps.isEmpty else { continue }
                lines.insert(hostileStep(&generator), at: steps[generator.next(steps.count)])
            case 3:
                lines.insert(lines[line], at: line)
            default:
                guard lines[line].hasSuffix(" }") else { continue }
                lines[line] = lines[line].dropLast(2) + ", ⁇: 1 }"
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The example's scenario files, each as one text.
    static func bases(of example: Example, relativeTo filePath: String = #filePath) throws -> [String] {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/" + example.name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    static func mutants(of example: Example, count: Int) throws -> [String] {
        let bases = try bases(of: example)
        var generator = SeededGenerator(state: 29)
        return (0..<count).map { index in mutant(of: bases[index % bases.count], &generator) }
    }

    /// Whether a printed line that holds an error says where: `FILE:LINE:COLUMN: error:`.
    static func isLocated(_ line: Substring) -> Bool {
        guard let range = line.range(of: ": error:") else { return true }
        let place = line[..<range.lowerBound].split(separator: ":")
        return place.count >= 3 && place.suffix(2).allSatisfy { Int($0).map { $0 > 0 } ?? false }
    }

    @Test("every mutant decodes to located errors, and runs to located outcomes where the app never traps", arguments: examples)
    func library(_ example: Example) throws {
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        let clock = ContinuousClock()
        for (index, text) in try Self.mutants(of: example, count: 150).enumerated() {
            let started = clock.now
            let (file, diagnostics) = ScenarioFile.decode(text, path: "m.yaml", apps: example.apps)
            for diagnostic in diagnostics {
                #expect(diagnostic.location.line > 0 && diagnostic.location.column > 0, "mutant \(index): \(diagnostic)\n\(text)")
            }
            guard diagnostics.isEmpty, !example.traps else { continue }
            for scenario in file.scenarios {
                for failure in runner.run(scenario, file: "m.yaml").failures {
                    #expect(failure.location.line > 0 && failure.location.column > 0, "mutant \(index): \(failure.rendered)\n\(text)")
                }
            }
            #expect(clock.now - started < .seconds(5), "mutant \(index) took \(clock.now - started)\n\(text)")
        }
    }

    /// The example's command, built beside this test bundle by `swift build`.
    static func command(_ example: Example) -> String? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent(example.name + "-scenario").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    @Test("a sample of the mutants, checked and run by the example's command, exits 0, 1 or 2 with every error located", arguments: examples)
    func command(_ example: Example) throws {
        let command = try #require(Self.command(example), "\(example.name)-scenario is not built beside the tests; run swift build")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("example-mutants-\(getpid())-\(example.name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, text) in try Self.mutants(of: example, count: 150).enumerated() where index % 30 == 0 {
            try Data(text.utf8).write(to: folder.appendingPathComponent("m.yaml"))
            for verb in ["check", "run"] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: command)
                // A hang is a worker stalled past --timeout, reported as an error.
                process.arguments = verb == "run" ? [verb, "m.yaml", "--timeout", "20"] : [verb, "m.yaml"]
                process.currentDirectoryURL = folder
                process.environment = ["NO_COLOR": "1", "CI": "1", "PATH": "/usr/bin:/bin"]
                let output = Pipe()
                process.standardOutput = output
                process.standardError = output
                try process.run()
                let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationReason == .exit && [0, 1, 2].contains(process.terminationStatus), "\(verb) mutant \(index): \(printed)\n\(text)")
                for line in printed.split(separator: "\n") where !Self.isLocated(line) {
                    Issue.record("\(verb) mutant \(index): unlocated '\(line)'\n\(text)")
                }
            }
        }
    }
}
