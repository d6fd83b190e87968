import Foundation
import Glibc
import ScenarioExecution
import ScenarioKit

extension Measure {
    /// What crash isolation costs (issue 16): the suite run by worker processes, as `run`
    /// does it, against the same run in this process, which a trap would end; and the wall time
    /// one scenario takes to run from the command line, its worker included. The suite checked
    /// by workers is a row of the suite's (`checkedByWorkers`).
    static let workers: [Measure] = [
        Measure(name: "workers: run --jobs 1 ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: 1)
        },
        Measure(name: "workers: run --jobs cores ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: WorkerPool.coreCount)
        },
        Measure(name: "workers: run of one small file, median wall", goal: Goal(limit: 8, unit: .milliseconds)) { bench in
            // Start-up of one scenario, its worker included (#40: within 8 ms).
            try startUp(bench, command: "run", file: "venice-run.yaml")
        },
    ]

    private static func executable(_ bench: Bench) throws -> String {
        let path = bench.binaries.appendingPathComponent("dnd-scenario").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("\(path) is missing: build it with `swift build -c release`")
        }
        return path
    }

    /// The generated suite through `jobs` workers started as `run` starts them (forks of this
    /// process on Linux, else the executable), afresh each time, against `Bench.runSuite`, in
    /// alternation; the detail adds the workers' CPU.
    private static func pooled(_ bench: Bench, jobs: Int) throws -> Measurement {
        _ = bench.suite
        var passed = 0
        var childCPU: [Double] = []
        let pair = try Stopwatch.paired(repetitions: bench.repetitions, subject: {
            let before = childrenCPU()
            passed = try runByWorkers(bench, jobs: jobs)
            childCPU.append(childrenCPU() - before)
        }, baseline: bench.runSuite)
        return Measurement(
            value: pair.wallRatio,
            detail: "\(passed) of \(bench.suiteSize) pass: \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)); "
                + "CPU \(Bench.milliseconds(pair.subjectCPU)) here + \(Bench.milliseconds(Stopwatch.median(childCPU))) in workers vs \(Bench.milliseconds(pair.subjectCPU / max(pair.cpuRatio, 1e-9)))"
        )
    }

    /// The generated suite run as `run --jobs JOBS` runs it (`Loading.suite`): the workers
    /// decode the files and run each scenario as soon as its file is decoded
    /// (`ScenarioLoader.run`). Returns how many passed.
    static func runByWorkers(_ bench: Bench, jobs: Int) throws -> Int {
        let loader = ScenarioLoader(apps: .shipped)
        let decoding = try launch(bench)
        guard let ran = try loader.run([bench.suiteFolder], jobs: jobs, launch: decoding, selection: ScenarioSelection(), goldens: GoldenTrace(update: false, isCI: true)) else {
            throw BenchError("the generated suite is one file: the workers have nothing to share")
        }
        ran.suite.pool.shutDown()
        guard let summary = ran.summary else {
            throw BenchError("the generated suite does not check: rerun with --keep and `dnd-scenario check` it")
        }
        _ = summary.report(.human)
        return summary.passed
    }

    /// The generated suite run as `run` runs it by default, a worker per core, against
    /// libyaml reading the same files, in alternation; the detail adds the workers' CPU.
    static func runByWorkers(_ bench: Bench) throws -> Measurement {
        _ = bench.suite
        var passed = 0
        var childCPU: [Double] = []
        let pair = try Stopwatch.paired(repetitions: bench.repetitions, subject: {
            let before = childrenCPU()
            passed = try runByWorkers(bench, jobs: WorkerPool.coreCount)
            childCPU.append(childrenCPU() - before)
        }, baseline: { _ = bench.readSuiteWithLibyaml() })
        guard passed == bench.suiteSize else {
            throw BenchError("only \(passed) of the \(bench.suiteSize) generated scenarios pass: rerun with --keep and `dnd-scenario run` them")
        }
        return Measurement(
            value: pair.wallRatio,
            detail: "\(WorkerPool.coreCount) workers, \(bench.suiteSize) scenarios, all pass, \(Bench.megabytes(bench.suiteBytes)): \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)); "
                + "CPU \(Bench.milliseconds(pair.subjectCPU)) here + \(Bench.milliseconds(Stopwatch.median(childCPU))) in workers"
        )
    }

    /// How `run` and `check` start a worker: the executable, started again.
    private static func launch(_ bench: Bench) throws -> WorkerPool.Launch {
        .executable(try executable(bench), arguments: ["worker"])
    }

    /// The generated suite checked as `check --jobs cores` checks it, the files decoded by a
    /// worker per core, against libyaml reading the same files, in alternation; the detail
    /// adds the workers' CPU.
    static func checkedByWorkers(_ bench: Bench) throws -> Measurement {
        _ = bench.suite
        let loader = ScenarioLoader(apps: .shipped)
        let launch = try launch(bench)
        var valid = true
        var childCPU: [Double] = []
        let pair = try Stopwatch.paired(repetitions: bench.repetitions, subject: {
            let before = childrenCPU()
            valid = try loader.check([bench.suiteFolder], jobs: WorkerPool.coreCount, launch: launch).isValid && valid
            childCPU.append(childrenCPU() - before)
        }, baseline: { _ = bench.readSuiteWithLibyaml() })
        guard valid else { throw BenchError("the generated suite does not check: rerun with --keep and `dnd-scenario check` it") }
        return Measurement(
            value: pair.wallRatio,
            detail: "\(WorkerPool.coreCount) workers, all valid: \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)); "
                + "CPU \(Bench.milliseconds(pair.subjectCPU)) here + \(Bench.milliseconds(Stopwatch.median(childCPU))) in workers"
        )
    }

    /// CPU seconds of the child processes waited for so far.
    private static func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
