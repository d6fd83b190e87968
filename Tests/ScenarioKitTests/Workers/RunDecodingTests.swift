import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// `run` with several files has its workers decode the files and keep them (issue 11): what
/// it prints is the same with any number of workers, and what a run in one process prints —
/// for valid files, invalid ones, and selections that name nothing.
@Suite("Run decoding in workers")
struct RunDecodingTests {
    static func sameForAnyJobs(_ arguments: [String], in folder: String? = nil) throws -> BuiltCommand.Output {
        let outputs = try [1, 2, 5].map { try BuiltCommand.run(["run"] + arguments + ["--jobs", "\($0)"], environment: ["CI": "true"], in: folder) }
        #expect(Set(outputs.map { JobsTests.withoutTimes($0.standardOutput) }).count == 1, "run \(arguments) differs with --jobs 1, 2 and 5")
        #expect(Set(outputs.map(\.status)).count == 1)
        return try #require(outputs.first)
    }

    @Test("invalid files using one another's fragments stop the run with the same problems with any number of workers")
    func invalidFiles() throws {
        let folder = try freshFolder(CheckJobsTests.invalid.mapKeys { "suite/" + $0 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Self.sameForAnyJobs(["suite"], in: folder)
        #expect(output.status == 2)
        // What a check that decodes in its own process prints, to the byte.
        let inProcess = try BuiltCommand.run(["check", "suite", "--jobs", "1"], in: folder)
        #expect(output.standardOutput == inProcess.standardOutput)
        #expect(output.standardOutput.contains("suite/a-uses.yaml:"))
        #expect(output.standardOutput.hasSuffix(" errors\n"))
        #expect(!output.standardOutput.contains("passed"))
    }

    @Test("a selection naming nothing is refused the same way with any number of workers", arguments: [["--tag", "nosuch"], ["--filter", "nothing like it"], ["--exclude-tag", "tutorial"]])
    func selectionProblems(options: [String]) throws {
        let outputs = try [1, 2].map { try BuiltCommand.run(["run", PackagePaths.scenarios + "/format"] + options + ["--jobs", "\($0)"]) }
        #expect(outputs.map(\.status) == [outputs[0].status, outputs[0].status])
        #expect(outputs[0].standardError == outputs[1].standardError)
        #expect(outputs[0].standardOutput == outputs[1].standardOutput)
    }

    @Test("selected scenarios are the same with any number of workers", arguments: [["--tag", "tutorial"], ["--filter", "venice"], ["--shard", "2/3"], ["--shard", "7/7", "--tag", "tutorial"]])
    func selections(options: [String]) throws {
        let output = try Self.sameForAnyJobs([PackagePaths.scenarios] + options)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains(" passed, 0 failed"))
    }

    @Test("an app that traps reading 'given' ends one worker, with one job or several: the run stops with an error at that file and runs nothing", arguments: [1, 2])
    func trapInGiven(jobs: Int) throws {
        let folder = try freshFolder([
            "a.yaml": LitFuse.lit,
            "b.yaml": LitFuse.out,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", ".", "--jobs", "\(jobs)"], in: folder, trapping: true)
        #expect(output.status == 2)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(LitFuse.crashInA) == true)
        #expect(lines.last == "checked 1 file, 1 scenario: 1 error")
    }
}
