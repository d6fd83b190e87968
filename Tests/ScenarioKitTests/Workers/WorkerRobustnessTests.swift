import Foundation
@testable import ScenarioExecution
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The command with workers behaves the same whatever its standard streams are, never starts
/// more workers than can run, stops a worker that hangs, and on SIGINT or SIGTERM stops its
/// workers, waits for them and says which goldens it wrote — leaving no temporary file.
@Suite("Workers under closed streams, signals and hangs")
struct WorkerRobustnessTests {
    /// Runs `dnd-scenario ARGUMENTS` through the shell, with `redirections` (`<&-`, `>&-`).
    static func runThroughShell(_ arguments: [String], redirections: String, in folder: String) throws -> (status: Int32, standardOutput: String) {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        let scratch = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$@\" \(redirections)", "sh", executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = BuiltCommand.environment([:])
        let output = scratch + "/stdout"
        FileManager.default.createFile(atPath: output, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self))
    }

    @Test("with standard input closed, a passing suite passes, run and check alike", arguments: [["run"], ["check"]])
    func standardInputClosed(command: [String]) throws {
        let result = try Self.runThroughShell(command + ["Scenarios/tutorial", "Scenarios/format", "--jobs", "2"], redirections: "<&-", in: PackagePaths.root)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("crashed"))
        #expect(!result.standardOutput.contains("bug in dnd-scenario"))
    }

    @Test("with standard output closed, the exit status is still the suite's")
    func standardOutputClosed() throws {
        let result = try Self.runThroughShell(["run", "Scenarios/tutorial", "--jobs", "2"], redirections: ">&-", in: PackagePaths.root)
        #expect(result.status == 0)
    }

    @Test("--jobs asks for at most one worker per core")
    func jobsCapped() {
        #expect(WorkerPool(executable: "/bin/true", jobs: 100_000).jobs == WorkerPool.coreCount)
        #expect(WorkerPool(executable: "/bin/true", jobs: 1).jobs == 1)
        // What `run` asks for when --jobs is not given.
        #expect(WorkerPool(executable: "/bin/true", jobs: .max).jobs == WorkerPool.coreCount)
    }

    @Test("a worker whose app never returns is ended after --timeout, its scenario an error that says so, the others run")
    func hangingWorker() throws {
        let folder = try freshFolder([
            "hang.yaml": "scenario: never returns\n" + TrappingAppTests.drop("hang"),
            "ok.yaml": "scenario: the gallery beside it\ngiven: { variant: corrected }\nsteps:\n  - reorder: { from: 0, to: 2 }\nexpect:\n  images: [canal-of-Venice.jpg, arctic-12.jpg, france-paris-eiffel-tower.jpg]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let started = ContinuousClock.now
        let output = try BuiltCommand.run(["run", ".", "--jobs", "2", "--timeout", "2"], in: folder, trapping: true)
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("hang.yaml:1:1: error: the worker running ./hang.yaml sent nothing for 2 seconds (it was stopped, or the app never returns), so it was ended"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("✓ the gallery beside it"))
    }

    @Test("a worker that hangs after passing scenarios whose replies it had not sent yet: the hanging one is named, the others pass")
    func hangAfterUnsentReplies() throws {
        // One worker runs the whole file, and answers quick scenarios a few at a time: the
        // three before the hang are done, their replies unsent, when the worker is ended.
        let passing = { (name: String) in
            "scenario: \(name)\ngiven: { variant: corrected }\nsteps:\n  - reorder: { from: 0, to: 2 }\nexpect:\n  images: [canal-of-Venice.jpg, arctic-12.jpg, france-paris-eiffel-tower.jpg]\n"
        }
        let file = [passing("first"), passing("second"), passing("third"), "scenario: never returns\n" + TrappingAppTests.drop("hang"), passing("after")]
        let folder = try freshFolder(["suite.yaml": file.joined(separator: "---\n")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", ".", "--jobs", "1", "--timeout", "2"], in: folder, trapping: true)
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix("""
        ✓ first  ./suite.yaml
        ✓ second  ./suite.yaml
        ✓ third  ./suite.yaml
        ✗ never returns  ./suite.yaml
          ./suite.yaml:
        """), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("error: the worker running ./suite.yaml sent nothing for 2 seconds"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("✓ after  ./suite.yaml"), "\(output.standardOutput)")
    }

    @Test("explore takes --timeout as run does: a worker whose app never returns is ended after it")
    func hangingExplore() throws {
        let folder = try freshFolder(["hang.yaml": "scenario: never returns\n" + TrappingAppTests.drop("hang")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let started = ContinuousClock.now
        let output = try BuiltCommand.run(["explore", ".", "--timeout", "2"], in: folder, trapping: true)
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("sent nothing for 2 seconds"), "\(output.standardOutput)")
    }

    @Test("--timeout outside 1…86400 seconds is a usage error of run and explore", arguments: [["run", "--timeout", "0"], ["explore", "--timeout", "0"], ["explore", "--timeout", "9223372036854775807"]])
    func badTimeout(arguments: [String]) throws {
        let output = try BuiltCommand.run([arguments[0], "Scenarios/tutorial"] + arguments.dropFirst(), in: PackagePaths.root)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("Error: --timeout takes a number of seconds from 1 to 86400, found "), "\(output.standardError)")
    }

    @Test("SIGINT or SIGTERM during --update-goldens: workers stopped, goldens written announced, no temporary file", arguments: [SIGINT, SIGTERM])
    func interrupted(signal: Int32) throws {
        var files: [String: String] = [:]
        for number in 0..<300 {
            let name = "s\(number)"
            files[name + ".yaml"] = RunAsDecodedTests.withGolden(name)
            files[name + ".trace"] = "stale\n"
        }
        let folder = try freshFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let executable = try #require(BuiltCommand.path)
        let scratch = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        FileManager.default.createFile(atPath: scratch + "/stderr", contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["run", ".", "--update-goldens", "--jobs", "2"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = BuiltCommand.environment([:])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/stderr"))
        try process.run()
        usleep(150_000)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let standardError = String(decoding: FileManager.default.contents(atPath: scratch + "/stderr") ?? Data(), as: UTF8.self)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!names.contains { $0.hasSuffix(".tmp") || $0.contains(".tmp.") }, "\(names.filter { $0.contains("tmp") })")
        let rewritten = names.filter { $0.hasSuffix(".trace") && FileManager.default.contents(atPath: folder + "/" + $0) != Data("stale\n".utf8) }
        let announced = standardError.split(separator: "\n").filter { $0.hasPrefix("updated ") }.map { String($0.split(separator: "/").last ?? "") }
        #expect(Set(rewritten) == Set(announced), "every golden rewritten is announced, and only those")
        if process.terminationStatus == 128 + signal {
            #expect(standardError.contains("dnd-scenario: interrupted (\(signal == SIGINT ? "SIGINT" : "SIGTERM"))"))
        } else {
            // The run was over before the signal came.
            #expect(process.terminationStatus == 0)
            #expect(rewritten.count == 300)
        }
    }

    @Test("run --watch whose reader goes away ends quietly, status 0")
    func watchReaderGone() throws {
        let executable = try #require(BuiltCommand.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; \"$0\" run --watch Scenarios/tutorial 2>&1 | head -1 >/dev/null", executable]
        process.currentDirectoryURL = URL(fileURLWithPath: PackagePaths.root)
        process.environment = BuiltCommand.environment([:])
        try process.run()
        let deadline = ContinuousClock.now + .seconds(30)
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        let ended = !process.isRunning
        if !ended {
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
        }
        #expect(ended, "the watcher went on after its reader left")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("run --watch refuses the options it cannot honour", arguments: [["--list"], ["--output", "x.json"], ["--format", "json"]])
    func watchRefuses(options: [String]) throws {
        let output = try BuiltCommand.run(["run", "--watch", "Scenarios/tutorial"] + options, in: PackagePaths.root)
        #expect(output.status == 2)
        #expect(output.standardError.contains("--watch prints the human report as files change; it does not combine with \(options[0] == "--format" ? "--format json" : options[0])"))
    }
}

/// The command line as ArgumentParser reads it, with one guard of its own.
@Suite("Command names")
struct CommandNameTests {
    @Test("an unknown command is an error naming the commands, whatever follows it", arguments: [["stduio", "--help"], ["rnu", "x.yaml"], ["stduio"]])
    func unknownCommand(arguments: [String]) throws {
        let output = try BuiltCommand.run(arguments)
        #expect(output.status == 2)
        #expect(output.standardError.contains("unknown command '\(arguments[0])'"), "\(output.standardError)")
        #expect(output.standardError.contains("the commands are run, check, trace, explore, merge, walkthrough, studio, show-report, schema"))
        #expect(output.standardOutput.isEmpty)
    }
}
