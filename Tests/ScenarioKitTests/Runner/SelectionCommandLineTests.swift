import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The command line never passes by accident: a selection naming nothing exits 2, `--list`
/// runs nothing, goldens written are announced (issue 13).
@Suite("dnd-scenario selection, --list, --version and golden announcements")
struct SelectionCommandLineTests {
    static func folder() throws -> String {
        try freshFolder(["a.yaml": RunCommandLineTests.passing, "z.yaml": RunCommandLineTests.failing])
    }

    @Test("a --tag, --exclude-tag or --filter that names nothing exits 2 with one line saying so, and runs nothing", arguments: [
        (["--tag", "nosuchtag"], "Error: --tag 'nosuchtag' names no scenario's tag; tags in use: reorder\n"),
        (["--tag", "reorder", "--exclude-tag", "photo"], "Error: --exclude-tag 'photo' names no scenario's tag; tags in use: reorder\n"),
        (["--filter", "venice"], "Error: --filter 'venice' matches no scenario's name\n"),
        (["--tag", "reorder", "--exclude-tag", "reorder"], "Error: the selection (--tag 'reorder' --exclude-tag 'reorder') matches no scenario\n"),
    ])
    func nothingSelected(options: [String], expected: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in ["run", "explore"] {
            let output = try BuiltCommand.run([command, folder] + options)
            #expect(output.status == 2, "\(command)")
            #expect(output.standardOutput == "", "\(command)")
            #expect(output.standardError == expected, "\(command)")
        }
    }

    @Test("--exclude-tag leaves out the scenarios carrying the tag")
    func excludeTag() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", folder + "/a.yaml", "--exclude-tag", "reorder"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "✓ drags a to Photos  \(folder)/a.yaml\n\n1 passed, 0 failed\n")
    }

    @Test("--list prints the selected scenarios, FILE:LINE and name, runs nothing and exits 0")
    func list() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let all = try BuiltCommand.run(["run", folder, "--list"])
        #expect(all.status == 0)
        #expect(all.standardOutput == """
        \(folder)/a.yaml:1  moves a after b
        \(folder)/a.yaml:10  drags a to Photos
        \(folder)/z.yaml:1  expects the wrong order
        3 scenarios in 2 files

        """)
        let tagged = try BuiltCommand.run(["run", folder, "--list", "--tag", "reorder"])
        #expect(tagged.standardOutput == "\(folder)/a.yaml:1  moves a after b\n1 scenario in 1 file\n")
        #expect(try BuiltCommand.run(["run", folder, "--list", "--tag", "typo"]).status == 2)
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let output = try BuiltCommand.run(["--version"])
        #expect(output.status == 0)
        #expect(output.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test("goldens written outside CI are announced on standard error, one line per file: recorded, then updated")
    func announced() throws {
        let scenario = RunCommandLineTests.canvas + "\nexpect:\n  trace: { golden: c.trace }\n"
        let folder = try freshFolder(["c.yaml": scenario])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorded = try BuiltCommand.run(["run", folder])
        #expect(recorded.status == 0)
        #expect(recorded.standardError == "recorded \(folder)/c.trace\n")
        #expect(!recorded.standardOutput.contains("recorded"))
        let again = try BuiltCommand.run(["run", folder, "--update-goldens"])
        #expect(again.standardError == "")
        try Data("    0ms  label.drag       an old line\n".utf8).write(to: URL(fileURLWithPath: folder + "/c.trace"))
        let updated = try BuiltCommand.run(["run", folder, "--update-goldens"])
        #expect(updated.status == 0)
        #expect(updated.standardError == "updated \(folder)/c.trace\n")
        try FileManager.default.removeItem(atPath: folder + "/c.trace")
        let traced = try BuiltCommand.run(["trace", folder + "/c.yaml"])
        #expect(traced.standardError == "recorded \(folder)/c.trace\n")
    }
}
