import Foundation
import ScenarioTestSupport
import Testing

/// The built `dnd-scenario` binary, run as a user runs it; a missing binary fails every test
/// here, saying so, rather than skipping them.
@Suite("dnd-scenario check")
struct CommandLineTests {
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let output = try ChildProcess.run(executable, arguments, errorIntoOutput: true)
        return (output.status, output.standardOutput)
    }

    @Test("valid scenarios exit 0 with a summary")
    func valid() throws {
        let (status, output) = try run(["check", PackagePaths.scenarios])
        #expect(status == 0)
        #expect(output.hasPrefix("checked ") && output.hasSuffix(": 0 errors\n"))
    }

    @Test("a missing path exits 2, every problem printed before the summary")
    func invalid() throws {
        let folder = try freshFolder(["bad.yaml": "scenario: x\napp: bored\n"])
        let (status, output) = try run(["check", folder + "/bad.yaml", folder + "/nope.yaml"])
        #expect(status == 2)
        #expect(output == """
        \(folder)/nope.yaml: error: no such file or directory
        \(folder)/bad.yaml:2:6: error: unknown app 'bored'; did you mean 'board'? (registered apps: gallery, board, canvas)
        app: bored
             ^
        checked 1 file, 1 scenario: 2 errors

        """)
    }

    @Test("--max-nodes caps the nodes of a file, and must be positive")
    func maxNodes() throws {
        let folder = try freshFolder(["s.yaml": "scenario: x\nsteps: [lift, drop]\n"])
        #expect(try run(["check", folder + "/s.yaml"]).status == 0)
        let (status, output) = try run(["check", "--max-nodes", "4", folder + "/s.yaml"])
        #expect(status == 2)
        #expect(output.hasPrefix("\(folder)/s.yaml:2:8: error: too many nodes (limit 4)"))
        #expect(try run(["check", "--max-nodes", "0", folder + "/s.yaml"]).status == 2)
    }

    @Test("--max-nodes reaches the workers that decode files side by side, which read their command line by hand")
    func limitsReachWorkers() throws {
        let folder = try freshFolder(["a.yaml": "scenario: a\nsteps: [lift, drop]\n", "b.yaml": "scenario: b\nsteps: [lift, drop]\n"])
        let files = [folder + "/a.yaml", folder + "/b.yaml"]
        #expect(try run(["check", "--jobs", "2"] + files).status == 0)
        let (status, output) = try run(["check", "--jobs", "2", "--max-nodes", "4"] + files)
        #expect(status == 2)
        #expect(output.hasPrefix("\(folder)/a.yaml:2:8: error: too many nodes (limit 4)"), "\(output)")
        #expect(output.contains("\(folder)/b.yaml:2:8: error: too many nodes (limit 4)"))
    }

    @Test("a wrong command line exits 2")
    func usage() throws {
        #expect(try run(["check"]).status == 2)
        #expect(try run(["chek", "x"]).status == 2)
    }

    @Test("a package's own command names itself in its usage and help, not dnd-scenario")
    func ownName() throws {
        let help = try BuiltCommand.run(["run", "--help"], trapping: true)
        #expect(help.standardOutput.contains("USAGE: dnd-scenario-trapping run "), "\(help.standardOutput.prefix(300))")
        let wrong = try BuiltCommand.run(["run"], trapping: true)
        #expect(wrong.status == 2)
        #expect(wrong.standardError.contains("Usage: dnd-scenario-trapping run "), "\(wrong.standardError)")
    }
}
