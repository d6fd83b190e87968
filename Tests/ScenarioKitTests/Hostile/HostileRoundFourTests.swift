import Foundation
import ScenarioTestSupport
import Testing

/// The reproducers of the fourth hostile round (issue 39) that concern the command line, run
/// through the built command as the other hostile inputs are.
@Suite("Hostile inputs of round four, end to end")
struct HostileRoundFourTests {
    static let secret = "scenario: [SECRET-LINE-1\nSECRET-LINE-2: {\n"

    /// A suite of one scenario and a link out of it to a file of secrets.
    static func linkedOut() -> [String: String] {
        ["suite/a.yaml": "scenario: a\nsteps: [lift]\n", "secret.yaml": secret]
    }

    static func linkOut(_ folder: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/suite/link.yaml", withDestinationPath: "../secret.yaml")
    }

    static let linkRefusal = "suite/link.yaml: error: this file is a symbolic link to a file outside suite, so it is not read"

    static let linkCases: [HostileCase] = [
        ["run", "suite"], ["run", "suite/a.yaml", "suite/link.yaml"], ["check", "suite/a.yaml", "suite/link.yaml"],
        ["trace", "suite/link.yaml"], ["explore", "suite/link.yaml"],
        ["walkthrough", "suite/a.yaml", "suite/link.yaml", "--output", "pages"],
    ].map { arguments in
        HostileCase(
            name: "a link out of the suite is refused by `\(arguments.joined(separator: " "))`, its contents never shown",
            files: linkedOut, arguments: arguments, status: 2, message: linkRefusal,
            forbidden: ["SECRET"], prepare: linkOut
        )
    }

    /// A chain of `depth` fragments, the last of `count` misspelt steps: each error inside
    /// carries a note for every use down the chain.
    static func noteChain(depth: Int, count: Int) -> String {
        "scenario: chain\nsteps: [use: f0]\n" + (0..<depth).map { "---\nfragment: f\($0)\nsteps: [use: f\($0 + 1)]\n" }.joined()
            + "---\nfragment: f\(depth)\nsteps:\n" + (0..<count).map { "  - wiat\($0): 1ms\n" }.joined()
    }

    static let cases: [HostileCase] = linkCases + [
        HostileCase(
            name: "a link inside the folder that holds it is read when named",
            files: { ["suite/a.yaml": "scenario: a\nsteps: [wait: 1s]\n"] },
            arguments: ["run", "suite/b.yaml"], status: 0,
            message: "✓ a  suite/b.yaml",
            prepare: { folder in try FileManager.default.createSymbolicLink(atPath: folder + "/suite/b.yaml", withDestinationPath: "a.yaml") }
        ),
        HostileCase(
            name: "a line break and a typed backslash-n in item ids give different trace lines",
            files: { ["s.yaml": "scenario: s\nsources:\n  safari:\n    - id: \"a\\nb\"\n      provides: { public.plain-text: x }\n    - id: 'a\\nb'\n      provides: { public.plain-text: y }\n"
                + "targets:\n  notes: { accepts: [public.plain-text] }\nsteps:\n  - touch: { source: safari, item: \"a\\nb\" }\n  - lift\n  - add: { source: safari, item: 'a\\nb' }\n  - move: { app: notes }\n  - drop\n"] },
            arguments: ["trace", "s.yaml"], status: 0,
            message: "itemsForBeginning a\\nb -> 1 item",
            check: { _ in [] }
        ),
        HostileCase(
            name: "explore --emit writes the failing order of an outline's row",
            files: { ["race.yaml": HostileSuiteTests.race().replacingOccurrences(of: "tags: [explore, tutorial, quirk]", with: "examples:\n  - { tag: one }\ntags: [explore, \"${tag}\"]")] },
            arguments: ["explore", "race.yaml", "--emit", "emitted.yaml"], status: 1,
            message: "wrote the failing order to emitted.yaml: `dnd-scenario run emitted.yaml` fails on it",
            forbidden: ["as it was loaded"]
        ),
        HostileCase(
            name: "a --filter or --tag holding escape sequences is shown escaped when it names nothing",
            files: { ["s.yaml": "scenario: s\ntags: [\"x\\e]0;owned\\a\"]\nsteps: [wait: 1s]\n"] },
            arguments: ["run", "s.yaml", "--tag", "y\u{1B}[2J"], status: 2,
            message: "Error: --tag 'y\\e[2J' names no scenario's tag; ",
            forbidden: ["\u{1B}", "\u{7}"]
        ),
        HostileCase(
            name: "a shard count past the most is a usage error, not an overflow",
            files: { ["s.yaml": "scenario: s\nsteps: [wait: 1s]\n"] },
            arguments: ["run", "s.yaml", "--shard", "1/9223372036854775807"], status: 2,
            message: "Error: --shard takes I/N with 1 ≤ I ≤ N ≤ 100000, found '1/9223372036854775807'",
            forbidden: ["Fatal error", "overflow"]
        ),
        HostileCase(
            name: "a crash inside a fragment names the line in the fragment and the use that brought it",
            files: { ["s.yaml": "scenario: crashes in a fragment\ngiven: { images: [https://img.example/a.jpg, https://img.example/b.jpg, https://img.example/c.jpg] }\nsteps:\n  - use: past the end\n"
                + "---\nfragment: past the end\nsteps:\n  - touch: { cell: 0 }\n  - lift\n  - move: { cell: 3 }\n  - drop\n"] },
            arguments: ["run", "s.yaml"], status: 1,
            message: "s.yaml:11:5: error: crash: Fatal error: Array index is out of range (SIGILL)\n      (in a fragment used at s.yaml:4:5)\n",
            check: { _ in [] }
        ),
        HostileCase(
            name: "a fragment chain within the limits prints a bounded amount of problems, then counts the rest",
            files: { ["s.yaml": noteChain(depth: 60, count: 3_000)] },
            arguments: ["check", "s.yaml"], status: 2,
            message: "more problems not shown: the problems above fill 1024 KB, the most printed",
            seconds: 30
        ),
    ]

    @Test("each hostile input of round four ends as stated, within its bounds", arguments: cases)
    func hostile(_ hostile: HostileCase) throws {
        try HostileSuiteTests().hostile(hostile)
    }
}
