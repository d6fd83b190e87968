import Foundation
import ScenarioTestSupport
import Testing

/// `check --jobs N` decodes files in worker processes and prints exactly what one process
/// prints (issue 11): the same problems, in the same order, with the same summary and exit code.
@Suite("check with workers")
struct CheckJobsTests {
    /// Runs `check` on `paths` in `folder` with each of `jobs`, expecting one output.
    static func sameForAnyJobs(_ paths: [String], in folder: String? = nil, jobs: [Int] = [1, 2, 5]) throws -> BuiltCommand.Output {
        let outputs = try jobs.map { try BuiltCommand.run(["check"] + paths + ["--jobs", "\($0)"], in: folder) }
        #expect(Set(outputs.map(\.standardOutput)).count == 1, "check --jobs \(jobs) differ on \(paths)")
        #expect(Set(outputs.map(\.status)).count == 1)
        #expect(outputs.allSatisfy { $0.standardError.isEmpty })
        return try #require(outputs.first)
    }

    @Test("check of the shipped suites gives the same bytes with any number of workers")
    func shipped() throws {
        let output = try Self.sameForAnyJobs([PackagePaths.scenarios])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("checked "))
        #expect(output.standardOutput.hasSuffix(": 0 errors\n"))
    }

    @Test("a scenario name taken in another file is an error at the second, with a note at the first, for any number of workers; run refuses it too")
    func namesUniqueAcrossFiles() throws {
        let folder = try freshFolder([
            "a.yaml": "scenario: same\nsteps: [lift]\n",
            "b.yaml": "# b\nscenario: same\nsteps: [lift]\n",
            "c.yaml": "scenario: other\nsteps: [lift]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Self.sameForAnyJobs(["."], in: folder)
        #expect(output.status == 2)
        #expect(output.standardOutput == """
        ./b.yaml:2:1: error: scenario name 'same' is taken by a scenario in ./a.yaml; names are unique across a suite
        scenario: same
        ^
        ./a.yaml:1:1: note: the scenario first given this name
        scenario: same
        ^
        checked 3 files, 3 scenarios: 1 error

        """)
        let run = try BuiltCommand.run(["run", ".", "--jobs", "2"], in: folder)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("names are unique across a suite"))
    }

    /// Files that use one another's fragments, with problems in scenarios, in fragment
    /// definitions, in a fragment's steps and in YAML: whichever worker reads a fragment file
    /// first, its problems are the same and printed once.
    static let invalid = [
        "a-uses.yaml": """
        scenario: a uses shared
        steps:
          - use: { steps: "shared.yaml#move first", with: { to: 1 } }
          - use: { steps: "shared.yaml#unused parameter" }
        ---
        scenario: a uses frags
        steps:
          - use: { steps: "sub/frags.yaml#lift", with: { cell: 7 } }
        ---
        scenario: a bogus
        steps: [bogus]
        ---
        scenario: a misses
        steps:
          - use: { steps: "shared.yaml#missing" }
        """,
        "b-bad.yaml": "scenario: b\nsteps: [ unclosed\n",
        "c-ok.yaml": "scenario: c fine\nsteps:\n  - reorder: { from: 0, to: 1 }\n",
        "shared.yaml": """
        fragment: move first
        parameters: [to]
        steps:
          - reorder: { from: 0, to: "${to}" }
        ---
        fragment: unused parameter
        parameters: [x]
        steps: [lift]
        ---
        fragment: broken
        steps:
          - lift
          extra: [
        """,
        "sub/frags.yaml": """
        fragment: lift
        parameters: [cell]
        steps:
          - touch: { cell: "${cell}" }
          - wrong: key
        """,
        "z-uses.yaml": """
        scenario: z uses shared too
        steps:
          - use: { steps: "shared.yaml#move first", with: { to: 5 } }
          - use: { steps: "shared.yaml#unused parameter" }
        ---
        scenario: z uses frags
        steps:
          - use: { steps: "sub/frags.yaml#lift", with: { cell: 1 } }
        ---
        scenario: z reads outside
        steps:
          - use: { steps: "../outside.yaml#thing" }
        expect:
          bogus: 3
        """,
    ]

    @Test("check of invalid files using one another's fragments gives the same bytes with any number of workers")
    func invalidFiles() throws {
        let folder = try freshFolder(Self.invalid.mapKeys { "suite/" + $0 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for paths in [["suite"], ["./suite"], ["suite/z-uses.yaml", "suite/a-uses.yaml"], ["suite", "suite/shared.yaml", "./suite/c-ok.yaml"]] {
            let output = try Self.sameForAnyJobs(paths, in: folder)
            #expect(output.status == 2)
        }
        let output = try Self.sameForAnyJobs(["suite"], in: folder)
        let errors = output.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        // A fragment file's problems once, its YAML error too, though a-uses.yaml, checked
        // before it, reads it first.
        #expect(errors.map { $0.prefix { $0 != " " } } == [
            "suite/a-uses.yaml:11:9:", "suite/a-uses.yaml:15:19:", "suite/sub/frags.yaml:5:5:",
            "suite/b-bad.yaml:3:1:",
            "suite/shared.yaml:7:14:", "suite/shared.yaml:13:3:",
            "suite/sub/frags.yaml:5:5:", "suite/z-uses.yaml:12:19:", "suite/z-uses.yaml:14:3:",
        ])
        #expect(output.standardOutput.contains("suite/z-uses.yaml:8:5: note: in fragment 'lift', used here"))
        #expect(output.standardOutput.hasSuffix("checked 6 files, 10 scenarios: 9 errors\n"))
    }

    @Test("problems come in path order, whichever worker finishes first")
    func pathOrder() throws {
        // The first file is slow to decode; with two workers each holding a run of files,
        // the second worker's files are done long before it.
        var files: [String: String] = [:]
        let slow = (0..<400).map { "scenario: s\($0)\nsteps: [{ reorder: { from: 0, to: 1 } }]\n" }.joined(separator: "---\n")
        files["f000.yaml"] = slow + "---\nscenario: last\nsteps: [bogus]\n"
        for index in 1..<64 { files[String(format: "f%03d.yaml", index)] = "scenario: f\(index)\nsteps: [bogus]\n" }
        let folder = try freshFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Self.sameForAnyJobs(["."], in: folder, jobs: [1, 2])
        let places = output.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.prefix { $0 != ":" }) }
        #expect(places == (0..<64).map { String(format: "./f%03d.yaml", $0) })
        #expect(output.standardOutput.hasSuffix("checked 64 files, 464 scenarios: 64 errors\n"))
    }

    @Test("an app that traps reading 'given' ends one worker: its file gets an error, the others are checked")
    func trapInGiven() throws {
        let folder = try freshFolder([
            "a.yaml": LitFuse.lit,
            "b.yaml": "scenario: bad\nsteps: [bogus]\n",
            "c.yaml": LitFuse.out,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["check", ".", "--jobs", "2"], in: folder, trapping: true)
        #expect(output.status == 2)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(LitFuse.crashInA) == true)
        #expect(lines.contains("./b.yaml:2:9: error: unknown step 'bogus'; expected one of: touch, lift, add, move, drop, cancel, wait, settle, reorder, relaunch, expect, tap, swipe, pinch, scroll, use"))
        #expect(lines.last == "checked 2 files, 2 scenarios: 2 errors")
    }

    @Test("--jobs of check takes a number of workers, 1 or more")
    func badJobs() throws {
        let output = try BuiltCommand.run(["check", PackagePaths.scenarios, "--jobs", "0"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("--jobs takes a number of workers, 1 or more, found 0"))
    }
}

extension Dictionary where Key == String {
    /// The same values under keys made by `transform`.
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
