import ArgumentParser
import ScenarioExecution
import ScenarioKit

extension Check {
    /// `check PATHS`, every option at its default, made without the argument parser, as
    /// `Run(paths:)` is: parsing took more than half of a one-file check. A test proves it
    /// equal to what the parser makes of the same line.
    init(paths: [String]) {
        self.init()
        self.paths = paths
        reading = ReadingOptions(defaults: ())
        jobs = WorkerPool.coreCount
    }
}
