import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `dnd-scenario run`, `check` and `trace` as a user runs them: exit codes, what goes to
/// standard output and error, report files and colour (README.md, The command line).
@Suite("dnd-scenario run, check and trace")
struct RunCommandLineTests {
    static let passing = """
    scenario: moves a after b
    tags: [reorder]
    \(ScenarioText.correctedReorder("a.jpg", "b.jpg"))
    expect:
      images: [b.jpg, a.jpg]
    ---
    scenario: drags a to Photos
    \(ScenarioText.gallery("a.jpg"))
    targets:
      photos: { accepts: [public.image] }
    \(ScenarioText.drag(from: "cell: 0", to: "app: photos"))
    expect:
      received: { photos: [public.image=a.jpg] }
    """

    static let failing = """
    scenario: expects the wrong order
    \(ScenarioText.correctedReorder("a.jpg", "b.jpg"))
    expect:
      images: [a.jpg, b.jpg]
    """

    static let invalid = """
    scenario: misspelt
    steps:
      - lfit
    expect:
      imags: []
    """

    static let canvas = """
    scenario: a label gives no items
    app: canvas
    given:
      views:
        label: { lift: none }
    steps:
      - touch: { view: label }
      - lift
      - touch: { view: label }
      - lift
    """

    /// A fresh folder with the files named, from the scenarios above.
    static func folder(_ files: [String: String]) throws -> String {
        try freshFolder(files)
    }

    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: - run

    @Test("run on passing files exits 0, a line per scenario and the counts last")
    func runPassing() throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "b/c.yml": Self.canvas])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["run", folder])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
        ✓ moves a after b  \(folder)/a.yaml
        ✓ drags a to Photos  \(folder)/a.yaml
        ✓ a label gives no items  \(folder)/b/c.yml

        3 passed, 0 failed

        """)
        #expect(output.standardError == "")
    }

    @Test("run on a failing file exits 1 with the failure in full")
    func runFailing() throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "z.yaml": Self.failing])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["run", folder + "/z.yaml", folder + "/a.yaml"])
        #expect(output.status == 1)
        #expect(output.standardOutput == """
        ✓ moves a after b  \(folder)/a.yaml
        ✓ drags a to Photos  \(folder)/a.yaml
        ✗ expects the wrong order  \(folder)/z.yaml
          \(folder)/z.yaml:7:3: error: images differ
              - a.jpg
                b.jpg
              + a.jpg

        2 passed, 1 failed

        """)
    }

    @Test("run with an invalid file exits 2, prints every problem and runs nothing")
    func runInvalid() throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "bad.yaml": Self.invalid])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["run", folder])
        #expect(output.status == 2)
        #expect(output.standardOutput == """
        \(folder)/bad.yaml:3:5: error: unknown step 'lfit'; did you mean 'lift'?
          - lfit
            ^
        \(folder)/bad.yaml:5:3: error: unknown key 'imags'; did you mean 'images'?
          imags: []
          ^
        checked 2 files, 3 scenarios: 2 errors

        """)
    }

    @Test("run takes the scenarios --filter and --tag name")
    func runSelection() throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "z.yaml": Self.failing])
        defer { Self.remove(folder) }
        let filtered = try BuiltCommand.run(["run", folder, "--filter", "PHOTOS"])
        #expect(filtered.status == 0)
        #expect(filtered.standardOutput == "✓ drags a to Photos  \(folder)/a.yaml\n\n1 passed, 0 failed\n")
        let tagged = try BuiltCommand.run(["run", folder, "--tag", "reorder"])
        #expect(tagged.status == 0)
        #expect(tagged.standardOutput == "✓ moves a after b  \(folder)/a.yaml\n\n1 passed, 0 failed\n")
    }

    @Test("the shards of run together run every scenario once", arguments: [2, 3])
    func runShards(count: Int) throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "b.yaml": Self.canvas, "z.yaml": Self.failing])
        defer { Self.remove(folder) }
        var lines: [String] = []
        for index in 1...count {
            let output = try BuiltCommand.run(["run", folder, "--shard", "\(index)/\(count)"])
            lines += output.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }
        }
        #expect(lines.sorted() == [
            "✓ a label gives no items  \(folder)/b.yaml",
            "✓ drags a to Photos  \(folder)/a.yaml",
            "✓ moves a after b  \(folder)/a.yaml",
            "✗ expects the wrong order  \(folder)/z.yaml",
        ])
    }

    @Test("a shard that is not I/N with 1 ≤ I ≤ N is a usage error of run: exit 2, nothing read", arguments: ["0/3", "4/3", "1/0", "a/b", "2", "1/9223372036854775807", "1/100001"])
    func badShard(shard: String) throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "bad.yaml": Self.invalid])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["run", folder, "--shard", shard])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("Error: --shard takes I/N with 1 ≤ I ≤ N ≤ 100000, found '\(shard)'\nUsage: dnd-scenario run "))
    }

    @Test("a wrong command line exits 2", arguments: [
        ["run"], ["run", "x.yaml", "--format", "xml"], ["run", "x.yaml", "--bogus"], ["frobnicate"],
    ])
    func usage(arguments: [String]) throws {
        let output = try BuiltCommand.run(arguments)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("Error: "))
        #expect(output.standardOutput == "")
    }

    // MARK: - Reports

    @Test("--format json --output writes a JSON report that parses back, and prints the human one")
    func jsonOutput() throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "z.yaml": Self.failing])
        defer { Self.remove(folder) }
        let report = folder + "/report.json"
        let output = try BuiltCommand.run(["run", folder, "--format", "json", "--output", report])
        #expect(output.status == 1)
        #expect(output.standardOutput.hasSuffix("\n2 passed, 1 failed\n"))
        let written = try JSONReportObject(String(contentsOfFile: report, encoding: .utf8))
        #expect(written.counts == [2, 1, 0])
        #expect(written.statuses == ["passed", "passed", "failed"])
        let failure = try #require((written.scenarios[2]["failures"] as? [[String: Any]])?.first)
        #expect(failure["line"] as? Int == 7)
        #expect(failure["column"] as? Int == 3)
    }

    @Test("a report that cannot be written exits 2 with one line saying why, and the human report still printed")
    func unwritableOutput() throws {
        let folder = try Self.folder(["z.yaml": Self.failing])
        defer { Self.remove(folder) }
        // A folder no one, root included, may create a file in.
        let report = "/proc/dnd-scenario-report.json"
        let output = try BuiltCommand.run(["run", folder, "--format", "json", "--output", report])
        #expect(output.status == 2)
        #expect(output.standardOutput.hasPrefix("✗ expects the wrong order  \(folder)/z.yaml\n"))
        #expect(output.standardOutput.hasSuffix("\n0 passed, 1 failed\n"))
        #expect(output.standardError.hasPrefix("Error: cannot write the report to \(report): "))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("--format junit prints JUnit XML on standard output")
    func junitOutput() throws {
        let folder = try Self.folder(["z.yaml": Self.failing])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["run", folder, "--format", "junit"])
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"dnd-scenario\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\""))
        #expect(output.standardOutput.hasSuffix("</testsuites>\n"))
    }

    // MARK: - Colour

    @Test("output that is not a terminal has no ANSI escapes, whatever the outcome")
    func noColourOffTerminal() throws {
        let folder = try Self.folder(["bad.yaml": Self.invalid, "z.yaml": Self.failing])
        defer { Self.remove(folder) }
        for arguments in [["run", folder + "/z.yaml"], ["run", folder], ["check", folder], ["trace", folder + "/z.yaml"]] {
            let output = try BuiltCommand.run(arguments)
            #expect(output.status != 0)
            #expect(!(output.standardOutput + output.standardError).contains("\u{1B}["), "\(arguments)")
        }
    }

    @Test("a terminal gets colour, unless NO_COLOR is set to something (no-color.org)", arguments: [
        ([:], true), (["NO_COLOR": "1"], false), (["NO_COLOR": "true"], false), (["NO_COLOR": ""], true),
    ] as [([String: String], Bool)])
    func colourOnTerminal(environment: [String: String], coloured: Bool) throws {
        let folder = try Self.folder(["bad.yaml": Self.invalid, "z.yaml": Self.failing])
        defer { Self.remove(folder) }
        for (arguments, status) in [(["run", folder + "/z.yaml"], 1), (["check", folder + "/bad.yaml"], 2)] as [([String], Int32)] {
            let output = try BuiltCommand.runOnTerminal(arguments, environment: environment)
            #expect(output.status == status)
            #expect(output.shown.contains("error:"))
            #expect(output.shown.contains("\u{1B}[") == coloured, "\(arguments)")
        }
    }

    // MARK: - check

    @Test("check exits 0 on valid files and 2 on invalid ones, running nothing")
    func check() throws {
        let folder = try Self.folder(["a.yaml": Self.passing, "z.yaml": Self.failing, "bad/bad.yaml": Self.invalid])
        defer { Self.remove(folder) }
        let valid = try BuiltCommand.run(["check", folder + "/a.yaml", folder + "/z.yaml"])
        #expect(valid.status == 0)
        #expect(valid.standardOutput == "checked 2 files, 3 scenarios: 0 errors\n")
        let invalid = try BuiltCommand.run(["check", folder + "/bad"])
        #expect(invalid.status == 2)
        #expect(invalid.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") } == [
            "\(folder)/bad/bad.yaml:3:5: error: unknown step 'lfit'; did you mean 'lift'?",
            "\(folder)/bad/bad.yaml:5:3: error: unknown key 'imags'; did you mean 'images'?",
        ])
    }

    // MARK: - trace

    @Test("trace prints the scenario's trace lines and exits 0 when it passes")
    func trace() throws {
        let folder = try Self.folder(["c.yaml": Self.canvas])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["trace", folder + "/c.yaml"])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            0ms  label.drag       itemsForBeginning -> 0 items
            0ms  label.drag       itemsForBeginning -> 0 items

        """)
        #expect(output.standardError == "")
    }

    @Test("trace of a scenario that traces nothing prints nothing")
    func emptyTrace() throws {
        let folder = try Self.folder(["e.yaml": "scenario: nothing happens\napp: board\nsteps: []\n"])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["trace", folder + "/e.yaml"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "")
    }

    @Test("trace judges a golden as run does: recorded when missing outside CI, a failure in CI")
    func traceGolden() throws {
        let folder = try Self.folder(["c.yaml": Self.canvas + "\nexpect:\n  trace: { golden: c.trace }\n"])
        defer { Self.remove(folder) }
        let trace = "    0ms  label.drag       itemsForBeginning -> 0 items\n    0ms  label.drag       itemsForBeginning -> 0 items\n"
        let inCI = try BuiltCommand.run(["trace", folder + "/c.yaml"], environment: ["CI": "1"])
        #expect(inCI.status == 1)
        #expect(inCI.standardOutput == trace)
        #expect(inCI.standardError == """
        ✗ a label gives no items  \(folder)/c.yaml
          \(folder)/c.yaml:12:3: error: golden trace c.trace is missing; record it outside CI (CI is set, so nothing is written)

        0 passed, 1 failed

        """)
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.trace"))
        let outside = try BuiltCommand.run(["trace", folder + "/c.yaml"])
        #expect(outside.status == 0)
        #expect(outside.standardOutput == trace)
        #expect(FileManager.default.contents(atPath: folder + "/c.trace") == Data(trace.utf8))
        #expect(try BuiltCommand.run(["run", folder], environment: ["CI": "1"]).status == 0)
    }

    @Test("trace of a failing scenario prints its trace, the failure on standard error, and exits 1")
    func traceFailing() throws {
        let folder = try Self.folder(["z.yaml": Self.failing])
        defer { Self.remove(folder) }
        let output = try BuiltCommand.run(["trace", "z.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(output.standardOutput == """
            0ms  collection             cell [0,0] fetched
            0ms  collection             cell [0,1] fetched
            0ms  collection             beginInteractiveMovement [0,0] -> true
            0ms  collection             updateInteractiveMovementTargetPosition (384,128) -> [0,1]
            0ms  collection             endInteractiveMovement [0,1]
            0ms  collection.dataSource  moveItemAt [0,0] to [0,1]
            0ms  app                    saved 2 images

        """)
        #expect(output.standardError == """
        ✗ expects the wrong order  z.yaml
          z.yaml:7:3: error: images differ
              - a.jpg
                b.jpg
              + a.jpg

        0 passed, 1 failed

        """)
    }

    @Test("trace picks a scenario of a file with --scenario, and needs it when the file holds several")
    func traceScenario() throws {
        let folder = try Self.folder(["a.yaml": Self.passing])
        defer { Self.remove(folder) }
        let chosen = try BuiltCommand.run(["trace", folder + "/a.yaml", "--scenario", "drags a to Photos"])
        #expect(chosen.status == 0)
        #expect(chosen.standardOutput.hasPrefix("    0ms  collection       cell [0,0] fetched\n    0ms  collection.drag  itemsForBeginning [0,0] -> 1 item\n"))
        let ambiguous = try BuiltCommand.run(["trace", folder + "/a.yaml"])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.standardOutput == "")
        #expect(ambiguous.standardError == "Error: \(folder)/a.yaml holds 2 scenarios; name one with --scenario: 'moves a after b', 'drags a to Photos'\n")
        let unknown = try BuiltCommand.run(["trace", folder + "/a.yaml", "--scenario", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "Error: no scenario named 'nope' in \(folder)/a.yaml; it has: 'moves a after b', 'drags a to Photos'\n")
    }

    // MARK: - Goldens

    @Test("run records a missing golden outside CI, refuses to in CI, and --update-goldens rewrites one")
    func goldens() throws {
        let scenario = Self.canvas + "\nexpect:\n  trace: { golden: c.trace }\n"
        let folder = try Self.folder(["c.yaml": scenario])
        defer { Self.remove(folder) }
        let golden = folder + "/c.trace"
        let inCI = try BuiltCommand.run(["run", folder, "--update-goldens"], environment: ["CI": "true"])
        #expect(inCI.status == 1)
        #expect(inCI.standardOutput.contains("\(folder)/c.yaml:12:3: error: golden trace c.trace is missing;"))
        #expect(!FileManager.default.fileExists(atPath: golden))
        let recorded = try BuiltCommand.run(["run", folder])
        #expect(recorded.status == 0)
        let trace = "    0ms  label.drag       itemsForBeginning -> 0 items\n    0ms  label.drag       itemsForBeginning -> 0 items\n"
        #expect(FileManager.default.contents(atPath: golden) == Data(trace.utf8))
        try Data("    0ms  label.drag       an old line\n".utf8).write(to: URL(fileURLWithPath: golden))
        #expect(try BuiltCommand.run(["run", folder]).status == 1)
        #expect(try BuiltCommand.run(["run", folder, "--update-goldens"]).status == 0)
        #expect(FileManager.default.contents(atPath: golden) == Data(trace.utf8))
    }
}
