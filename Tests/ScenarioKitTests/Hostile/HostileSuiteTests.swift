import DragDropCore
import Foundation
import ScenarioTestSupport
import Testing

/// Inputs a hostile contributor might send, generated here (no large files in git), each run
/// through the built command: it must end with the stated exit code and located message,
/// within a time and memory bound, and never crash.
@Suite("Hostile inputs, end to end")
struct HostileSuiteTests {
    static let longWait = "  - wait: 999999999999m\n"

    /// A scenario using, `times` over, a fragment `f` of `count` copies of `step`.
    static func uses(of step: String, count: Int, times: Int) -> String {
        "scenario: uses\nsteps:\n" + String(repeating: "  - use: f\n", count: times)
            + "---\nfragment: f\nsteps:\n" + String(repeating: step, count: count)
    }

    static func race() -> String {
        let path = ShippedScenariosTests.folder + "/explore/tutorial-race.yaml"
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    static let cases: [HostileCase] = [
        HostileCase(
            name: "waits that would pass the clock's last millisecond stop at the wait, located",
            files: { ["s.yaml": "scenario: end of time\nsteps:\n" + String(repeating: longWait, count: 154)] },
            arguments: ["run", "s.yaml"], status: 1,
            message: "s.yaml:156:5: error: clock-overflow: waiting 59999999999940000ms after 9179999999990820000ms would be past the virtual clock's last millisecond (9223372036854775807ms)"
        ),
        HostileCase(
            name: "a delay that would pass the clock's end stops the step that requested it",
            files: { ["s.yaml": race().replacingOccurrences(of: "after: 100ms", with: "after: 999999999999m")
                .replacingOccurrences(of: "steps:\n", with: "steps:\n" + String(repeating: longWait, count: 153))] },
            arguments: ["run", "s.yaml"], status: 1,
            message: "s.yaml:176:5: error: clock-overflow: 'safari.provider public.image sunrise' 59999999999940000ms after 9179999999990820000ms would be past the virtual clock's last millisecond (9223372036854775807ms)"
        ),
        HostileCase(
            name: "a 10,000-line trace expectation is diffed in bounded memory, coarsely and saying so",
            files: { ["s.yaml": "scenario: long expectation\nsteps:\n  - wait: 1s\nexpect:\n  trace:\n" + (0..<10_000).map { "    - l\($0)\n" }.joined()] },
            arguments: ["run", "s.yaml"], status: 1,
            message: "s.yaml:5:3: error: trace differs\n        (too different to align line by line: the differing lines are shown as one block each)",
            megabytes: 200
        ),
        HostileCase(
            name: "a 30,000-line trace expectation too",
            files: { ["s.yaml": "scenario: longer expectation\nsteps:\n  - wait: 1s\nexpect:\n  trace:\n" + (0..<30_000).map { "    - l\($0)\n" }.joined()] },
            arguments: ["run", "s.yaml"], status: 1,
            message: "s.yaml:5:3: error: trace differs",
            megabytes: 250
        ),
        HostileCase(
            name: "a 28,000-line trace against 28,000 expected patterns that all differ",
            files: { ["s.yaml": drags(2_000) + "expect:\n  trace:\n" + (0..<28_000).map { "    - \"line \($0)*\"\n" }.joined()] },
            arguments: ["run", "s.yaml"], status: 1,
            message: "(too different to align line by line",
            seconds: 60, megabytes: 250
        ),
        HostileCase(
            name: "100 excluded patterns over a 28,000-line trace take one pass",
            files: { ["s.yaml": drags(2_000) + "expect:\n  trace:\n    excludes:\n"
                + (0..<50).map { "      - \"collection.drop performDrop [9,\($0)]*\"\n" }.joined()
                + (0..<50).map { "      - \"*never \($0)*\"\n" }.joined()] },
            arguments: ["run", "s.yaml"], status: 0,
            message: "1 passed, 0 failed",
            seconds: 60
        ),
        HostileCase(
            name: "1,000 excluded patterns over 40,000 relaunches take one pass, not one each",
            files: { ["s.yaml": "scenario: relaunches\nsteps:\n" + String(repeating: "  - relaunch\n", count: 40_000) + "expect:\n  trace:\n    excludes:\n"
                + (0..<500).map { "      - \"app relaunch \($0)*\"\n" }.joined()
                + (0..<500).map { "      - \"*never \($0)*\"\n" }.joined()] },
            arguments: ["run", "s.yaml"], status: 0,
            message: "1 passed, 0 failed",
            seconds: 30
        ),
        HostileCase(
            name: "a drag on a board of 30,000 sections checks its batch updates in linear time",
            files: { ["s.yaml": "scenario: wide board\napp: board\ngiven:\n  sections: [" + (0..<30_000).map { "[s\($0)]" }.joined(separator: ", ")
                + "]\nsteps:\n  - touch: { cell: 0 }\n  - lift\n  - move: { cell: [1, 0] }\n  - drop\n"] },
            arguments: ["run", "s.yaml"], status: 0,
            message: "✓ wide board",
            seconds: 30
        ),
        HostileCase(
            name: "a UTF-8 byte-order mark is accepted",
            files: { ["s.yaml": "\u{FEFF}scenario: marked\nsteps:\n  - wait: 1s\n"] },
            arguments: ["run", "s.yaml"], status: 0,
            message: "✓ marked  s.yaml"
        ),
        HostileCase(
            name: "a golden checked out with CRLF line ends is compared by lines",
            files: { [
                "s.yaml": "scenario: crlf golden\r\ngiven: { images: [https://img.example/a.jpg] }\r\nsteps:\r\n  - wait: 1s\r\nexpect:\r\n  trace: { golden: s.trace }\r\n",
                "s.trace": "    0ms  collection       cell [0,0] fetched\r\n",
            ] },
            arguments: ["run", "s.yaml"], status: 0,
            message: "✓ crlf golden"
        ),
        HostileCase(
            name: "explore --emit applies its edits to a CRLF file and keeps its line ends",
            files: { ["race.yaml": race().replacingOccurrences(of: "\n", with: "\r\n")] },
            arguments: ["explore", "race.yaml", "--emit", "emitted.yaml"], status: 1,
            message: "wrote the failing order to emitted.yaml: `dnd-scenario run emitted.yaml` fails on it",
            check: { folder in
                let emitted = FileManager.default.contents(atPath: folder + "/emitted.yaml").map { String(decoding: $0, as: UTF8.self) } ?? ""
                var problems: [String] = []
                if !emitted.contains("public.image: { width: 1200, height: 800, after: 301ms }\r\n") { problems.append("the delay was not rewritten: \(emitted)") }
                if emitted.replacingOccurrences(of: "\r\n", with: "").contains("\n") { problems.append("a bare LF in a CRLF file") }
                return problems
            }
        ),
        HostileCase(
            name: "control characters in a scenario's name are escaped in the human report",
            files: { ["s.yaml": "scenario: \"clear \\e[2J\\rthe screen\\u202E\"\nsteps:\n  - drop\n"] },
            arguments: ["run", "s.yaml"], status: 1,
            message: "✗ clear \\e[2J\\rthe screen\\u{202E}  s.yaml\n  s.yaml:3:5: error: invalid-step: drop: finger 1 is not dragging (touch and lift first)",
            forbidden: ["\u{1B}", "\r", "\u{202E}"]
        ),
        HostileCase(
            name: "a folder that cannot be read is an error, not skipped",
            files: { ["suite/a.yaml": "scenario: a\nsteps: [lift]\n", "suite/locked/b.yaml": "scenario: b\nsteps: [drop]\n"] },
            arguments: ["run", "suite"], status: 2,
            message: "suite/locked: error: cannot read this folder: Permission denied",
            unprivileged: true,
            prepare: { folder in try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder + "/suite/locked") }
        ),
        HostileCase(
            name: "a file that cannot be read is an error",
            files: { ["suite/a.yaml": "scenario: a\nsteps: [lift]\n", "suite/b.yaml": "scenario: b\nsteps: [drop]\n"] },
            arguments: ["check", "suite"], status: 2,
            message: "suite/b.yaml: error: cannot read this file: Permission denied",
            unprivileged: true,
            prepare: { folder in try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder + "/suite/b.yaml") }
        ),
        HostileCase(
            name: "a FIFO named like a scenario is refused, not waited on",
            files: { ["suite/a.yaml": "scenario: a\nsteps: [lift]\n"] },
            arguments: ["check", "suite"], status: 2,
            message: "suite/pipe.yaml: error: cannot read this file: not a regular file",
            seconds: 10,
            prepare: { folder in _ = mkfifo(folder + "/suite/pipe.yaml", 0o644) }
        ),
        HostileCase(
            name: "a report with no folder to go to is refused before the run, in plain words",
            files: { ["s.yaml": "scenario: fine\nsteps: [lift]\n"] },
            arguments: ["run", "s.yaml", "--format", "json", "--output", "missing/report.json"], status: 2,
            message: "--output missing/report.json: there is no folder missing to write it in",
            forbidden: ["NSCocoaErrorDomain", "error 4", "error 512"]
        ),
    ] + expansionCases + controlCases

    /// Control characters that forged lines and named files (issue 29): escaped everywhere.
    static let controlCases: [HostileCase] = [
        HostileCase(
            name: "a golden path with an escape sequence and a line break is refused, escaped, and no file is made",
            files: { ["s.yaml": "scenario: s\nsteps:\n  - wait: 1s\nexpect:\n  trace: { golden: \"x\\e[2J\\n.trace\" }\n"] },
            arguments: ["run", "s.yaml"], status: 2,
            message: "s.yaml:5:3: error: golden path 'x\\e[2J\\n.trace' cannot be used: its name holds a control character (\\e); name it with printable characters only",
            forbidden: ["\u{1B}"],
            check: { folder in
                let names = try FileManager.default.contentsOfDirectory(atPath: folder)
                return names.filter { $0.unicodeScalars.contains(where: PrintableText.needsEscape) }.map { "made \($0.debugDescription)" }
            }
        ),
        HostileCase(
            name: "a CRLF in an item id adds no line, link or note to the Mermaid diagram",
            files: { ["s.yaml": "scenario: s\nsources:\n  safari:\n    - id: \"a\\r\\n    P0->>P1: injected\"\n      provides: { public.plain-text: x }\ntargets:\n  notes: { accepts: [public.plain-text] }\n"
                + "steps:\n  - touch: { source: safari, item: \"a\\r\\n    P0->>P1: injected\" }\n  - lift\n  - move: { app: notes }\n  - drop\n"] },
            arguments: ["trace", "s.yaml", "--format", "mermaid"], status: 0,
            message: "P0->>P2: 0ms itemsForBeginning a\\r\\n    P0->>P1: injected -> 1 item",
            forbidden: ["\r", "\n    P0->>P1: injected"]
        ),
    ]

    /// Inputs that grew without bound as fragments and example rows expanded (issue 29):
    /// each now stops at a cap, with the cap and how to raise it named at a line of the file.
    static let expansionCases: [HostileCase] = [
        HostileCase(
            name: "fragments that each use the next twice stop at the node cap",
            files: { ["s.yaml": "scenario: bomb\nsteps: [use: f0]\n" + (0..<40).map { "---\nfragment: f\($0)\nsteps: [use: f\($0 + 1), use: f\($0 + 1)]\n" }.joined()
                + "---\nfragment: f40\nsteps: [lift]\n"] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "s.yaml:125:8: error: fragments and example rows expand to more than 100000 nodes; raise the limit with --max-nodes",
            seconds: 10, megabytes: 200
        ),
        HostileCase(
            name: "a parameter doubled at each use down a chain stops at the text cap",
            files: { ["s.yaml": "scenario: text\nsteps:\n  - use: {steps: f0, with: {p: ab}}\n"
                + (0..<40).map { "---\nfragment: f\($0)\nparameters: [p]\nsteps:\n  - use: {steps: f\($0 + 1), with: {p: \"${p}${p}\"}}\n" }.joined()
                + "---\nfragment: f40\nparameters: [p]\nsteps:\n  - wait: \"${p}\"\n"] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "error: parameters substituted into text make more than 16777216 bytes; raise the limit with --max-substituted-bytes",
            seconds: 10, megabytes: 250
        ),
        HostileCase(
            name: "four uses per level through a folder linked to itself stop at the node cap",
            files: { ["suite/s.yaml": "scenario: s\nsteps: [use: a/s.yaml#f]\n---\nfragment: f\nsteps: [use: a/s.yaml#f, use: a/s.yaml#f, use: a/s.yaml#f, use: a/s.yaml#f]\n"] },
            arguments: ["check", "suite/s.yaml"], status: 2,
            message: "error: fragments and example rows expand to more than 100000 nodes; raise the limit with --max-nodes",
            seconds: 10, megabytes: 250,
            prepare: { folder in try FileManager.default.createSymbolicLink(atPath: folder + "/suite/a", withDestinationPath: ".") }
        ),
        HostileCase(
            name: "a chain of 8,000 fragments stops at the depth cap instead of overflowing the stack",
            files: { ["s.yaml": "scenario: chain\nsteps: [use: f0]\n" + (0..<8_000).map { "---\nfragment: f\($0)\nsteps: [use: f\($0 + 1)]\n" }.joined()
                + "---\nfragment: f8000\nsteps: [lift]\n"] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "s.yaml:194:14: error: fragments used inside fragments nest more than 64 deep; raise the limit with --max-fragment-depth",
            seconds: 10, megabytes: 200
        ),
        HostileCase(
            name: "a fragment of N steps used N times stops at the node cap",
            files: { ["s.yaml": uses(of: "  - wait: 1ms\n", count: 2_000, times: 2_000)] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "error: fragments and example rows expand to more than 100000 nodes; raise the limit with --max-nodes",
            seconds: 10, megabytes: 200
        ),
        HostileCase(
            name: "500 bad steps used 1,000 times stop at the node cap before their errors pile up",
            files: { ["s.yaml": uses(of: "  - wiat: 1ms\n", count: 500, times: 1_000)] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "checked 1 file, 1 scenario: 1 error",
            seconds: 10, megabytes: 200
        ),
        HostileCase(
            name: "500 bad steps used 30 times are each shown three times, then counted",
            files: { ["s.yaml": uses(of: "  - wiat: 1ms\n", count: 500, times: 30)] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "checked 1 file, 1 scenario: 1500 errors",
            seconds: 10, megabytes: 200
        ),
        HostileCase(
            name: "'${' repeated 80,000 times without '}' is scanned in linear time",
            files: { ["s.yaml": "scenario: dollars\nexamples:\n  - {a: 1}\nsteps:\n  - wait: \"${a}" + String(repeating: "${", count: 80_000) + "\"\n"] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "s.yaml:5:11: error: invalid duration '1${${${",
            seconds: 10, megabytes: 200
        ),
        HostileCase(
            name: "an outline of N rows over N steps stops at the node cap",
            files: { ["s.yaml": "scenario: outline\nexamples:\n" + (0..<2_000).map { "  - {a: \($0)ms}\n" }.joined() + "steps:\n" + String(repeating: "  - wait: ${a}\n", count: 2_000)] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "error: fragments and example rows expand to more than 100000 nodes; raise the limit with --max-nodes",
            seconds: 10, megabytes: 200
        ),
        HostileCase(
            name: "a 256 MB sparse file of NULs is refused before it is read",
            files: { ["nul.yaml": ""] },
            arguments: ["check", "nul.yaml"], status: 2,
            message: "nul.yaml: error: cannot read this file: larger than 67108864 bytes (64 MB), the most a file read for scenarios may hold",
            seconds: 5, megabytes: 200,
            prepare: { folder in _ = truncate(folder + "/nul.yaml", 256 * 1_048_576) }
        ),
    ]

    /// A gallery scenario whose 2,000 drags make a 28,000-line trace.
    static func drags(_ count: Int) -> String {
        "scenario: long trace\ngiven: { images: [https://img.example/a.jpg, https://img.example/b.jpg, https://img.example/c.jpg] }\nsteps:\n"
            + String(repeating: "  - touch: { cell: 0 }\n  - lift\n  - move: { cell: 2 }\n  - drop\n", count: count)
    }

    @Test("each hostile input ends as stated, within its bounds", arguments: cases)
    func hostile(_ hostile: HostileCase) throws {
        let folder = try freshFolder(hostile.files())
        defer {
            _ = try? FileManager.default.subpathsOfDirectory(atPath: folder).forEach {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/" + $0)
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
        try hostile.prepare(folder)
        let result = try MeasuredCommand.run(hostile.arguments, in: folder, unprivileged: hostile.unprivileged)
        #expect(result.status == hostile.status, "\(result.output.prefix(2_000))")
        #expect(result.output.contains(hostile.message), "\(result.output.prefix(2_000))")
        for text in hostile.forbidden {
            #expect(!result.output.contains(text), "the output holds \(text.debugDescription)")
        }
        #expect(result.seconds < hostile.seconds, "took \(result.seconds) s")
        #expect(result.peakMegabytes < hostile.megabytes, "peaked at \(result.peakMegabytes) MB")
        for problem in try hostile.check(folder) { Issue.record(Comment(rawValue: problem)) }
    }
}
