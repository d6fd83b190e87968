import ArgumentParser
import Foundation
import ScenarioExecution
import ScenarioKit

/// `dnd-scenario check PATH…`: validates scenario files without running them.
struct Check: ParsableCommand {
    // Named here, not derived from the type by reflection, which costs start-up time.
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate scenario files without running them.",
        discussion: "Prints every problem as FILE:LINE:COLUMN: error: MESSAGE. Exits 0 when all files are valid, 2 otherwise."
    )

    @Argument(help: "Scenario files, and folders searched recursively for *.yaml and *.yml files.")
    var paths: [String]

    @OptionGroup var reading: ReadingOptions

    @Option(help: "Worker processes decoding files side by side (default: the number of cores); the output is the same with any number.")
    var jobs = WorkerPool.coreCount

    func validate() throws {
        try Loading.validate(jobs: jobs)
    }

    func run() throws {
        try Self.check(paths, reading: reading.limits, jobs: jobs)
    }

    /// Checks the files `paths` name and prints every problem; `jobs` is asked for only when
    /// there is more than one file (`PlainCommandLine` gives the number of cores, which
    /// reading the cgroup's files makes a tenth of a one-file check).
    static func check(_ paths: [String], reading: ReadingLimits, jobs: @autoclosure () -> Int) throws {
        let loader = reading.loader
        let result = try Loading.starting { () throws(WorkerPool.StartError) in
            try loader.check(paths, jobs: jobs(), launch: Loading.launch(reading: reading))
        }
        for text in result.renderedDiagnostics(color: Terminal.standardOutputSupportsColor) {
            print(text)
        }
        print(result.summary)
        if !result.isValid { throw ExitCode(2) }
    }
}
