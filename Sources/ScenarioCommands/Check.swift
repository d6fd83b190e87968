import ArgumentParser
import Foundation
import ScenarioKit

/// `dnd-scenario check PATH…`: validates scenario files without running them.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate scenario files without running them.",
        discussion: "Prints every problem as FILE:LINE:COLUMN: error: MESSAGE. Exits 0 when all files are valid, 2 otherwise."
    )

    @Argument(help: "Scenario files, and folders searched recursively for *.yaml and *.yml files.")
    var paths: [String]

    @Option(help: "Worker processes decoding files side by side (default: the number of cores).")
    var jobs = WorkerPool.coreCount

    func validate() throws {
        try Loading.validate(jobs: jobs)
    }

    func run() throws {
        let suite = WorkerSuite(pool: WorkerPool(executable: WorkerPool.currentExecutable, jobs: jobs))
        try Loading.starting { () throws(WorkerPool.StartError) in try suite.load(paths, colour: Terminal.standardOutputSupportsColor) }
        suite.pool.shutDown()
        for text in suite.renderedDiagnostics {
            print(text)
        }
        print(suite.summary)
        if !suite.isValid { throw ExitCode(2) }
    }
}
