import Foundation
import Glibc
import ScenarioKit

extension Measure {
    /// What crash isolation costs (issue 16): the suite run by worker processes, as `run`
    /// does it, against the same run in this process, which a trap would end; and the wall time
    /// one scenario takes to run from the command line, its worker included.
    static let workers: [Measure] = [
        Measure(name: "workers: run --jobs 1 ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: 1)
        },
        Measure(name: "workers: run --jobs cores ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: WorkerPool.coreCount)
        },
        Measure(name: "workers: run of one small file, median wall", goal: Goal(limit: 5, unit: .milliseconds)) { bench in
            // Start-up of one scenario, its worker included: within the goal of `check`.
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
        let pair = Stopwatch.paired(repetitions: bench.repetitions, subject: {
            let before = childrenCPU()
            let loader = ScenarioLoader(apps: .shipped)
            let loaded = loader.load([bench.suiteFolder])
            guard let pool = try? pool(loader, loaded, jobs: jobs, bench) else { return }
            let suite = WorkerSuite(pool: pool, loaded: loaded)
            let summary = (try? suite.run(goldens: GoldenTrace(update: false, isCI: true))) ?? RunSummary(results: [])
            suite.pool.shutDown()
            _ = summary.report(.human)
            passed = summary.passed
            childCPU.append(childrenCPU() - before)
        }, baseline: bench.runSuite)
        return Measurement(
            value: pair.wallRatio,
            detail: "\(passed) of \(bench.suiteSize) pass: \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)); "
                + "CPU \(Bench.milliseconds(pair.subjectCPU)) here + \(Bench.milliseconds(Stopwatch.median(childCPU))) in workers vs \(Bench.milliseconds(pair.subjectCPU / max(pair.cpuRatio, 1e-9)))"
        )
    }

    /// Workers as `run` starts them: forks of this process on Linux, else the executable.
    private static func pool(_ loader: ScenarioLoader, _ loaded: LoadResult, jobs: Int, _ bench: Bench) throws -> WorkerPool {
        #if os(Linux)
        let files = Dictionary(loaded.files.map { ($0.path, $0) }) { first, _ in first }
        return WorkerPool(launch: .fork(loader: loader, files: files), jobs: jobs)
        #else
        return WorkerPool(executable: try executable(bench), jobs: jobs)
        #endif
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
