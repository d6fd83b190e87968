import ArgumentParser
import ScenarioExecution
import ScenarioKit

extension Run {
    /// `run PATHS`, every option at its default, made without the argument parser: the
    /// parser reflects over every option of the command, which took a third of the time
    /// of a one-file run. `DndScenario.parsedCommand` uses it for a command line of paths
    /// only; a test proves it equal to what the parser makes of the same line.
    init(paths: [String]) {
        self.init()
        self.paths = paths
        options = RunOptions(defaults: ())
        reading = ReadingOptions(defaults: ())
    }
}

extension RunOptions {
    /// Every option at the default its declaration gives.
    init(defaults: Void) {
        self.init()
        format = .human
        output = nil
        filter = nil
        tag = []
        excludeTag = []
        shard = nil
        updateGoldens = false
        list = false
        watch = false
        jobs = WorkerPool.coreCount
        timeout = Int(WorkerPool.defaultStallLimit.components.seconds)
    }
}
