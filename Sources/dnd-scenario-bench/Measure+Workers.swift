import Foundation
import Glibc
import ScenarioKit

extension Measure {
    /// What crash isolation costs (issue 16): the suite run by worker processes, as `run`
    /// does it, against the same run in this process, which a trap would end; and what a
    /// worker adds to the wait for one scenario (the release `dnd-scenario` beside this
    /// benchmark, against its own `check`).
    static let workers: [Measure] = [
        Measure(name: "workers: run --jobs 1 ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: 1)
        },
        Measure(name: "workers: run --jobs cores ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: WorkerPool.coreCount)
        },
        Measure(name: "workers: one scenario, pool − in-process", goal: Goal(limit: 2, unit: .milliseconds)) { bench in
            // What a worker adds to the wait for one scenario: fork, pipes, the exit. The
            // fastest of many, which is what the worker costs when the machine lets it.
            let file = bench.write(ScenarioText.venice, named: "venice-run.yaml")
            let loader = ScenarioLoader(apps: .shipped)
            let loaded = loader.load([file])
            let goldens = GoldenTrace(update: false, isCI: true)
            var pooled: [Double] = [], alone: [Double] = []
            for _ in 0..<(bench.quick ? 10 : 40) {
                alone.append(Stopwatch.time { _ = loaded.run(with: ScenarioRunner(goldens: goldens)) }.wall)
                pooled.append(try Stopwatch.time {
                    let suite = WorkerSuite(pool: try pool(loader, loaded, jobs: 1, bench), loaded: loaded)
                    _ = try suite.run(goldens: goldens)
                    suite.pool.shutDown()
                }.wall)
            }
            let fastest = pooled.min() ?? 0, baseline = alone.min() ?? 0
            return Measurement(value: (fastest - baseline) * 1000, detail: "fastest \(Bench.milliseconds(fastest)) vs \(Bench.milliseconds(baseline)) in this process")
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
