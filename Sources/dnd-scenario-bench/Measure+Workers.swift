import Foundation
import Glibc
import ScenarioKit

extension Measure {
    /// What crash isolation costs (issue 16): the suite run by worker processes, as `run`
    /// does it, against the same run in this process, which no trap may end; and the wait for
    /// one scenario, which now starts a worker. Workers are the release `dnd-scenario` beside
    /// this benchmark.
    static let workers: [Measure] = [
        Measure(name: "workers: run --jobs 1 ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: 1)
        },
        Measure(name: "workers: run --jobs cores ÷ in-process", goal: Goal(limit: 1.1, unit: .ratio)) { bench in
            try pooled(bench, jobs: WorkerPool.coreCount)
        },
        Measure(name: "workers: run of one scenario, median wall", goal: Goal(limit: 10, unit: .milliseconds)) { bench in
            let file = bench.write(ScenarioText.venice, named: "venice-run.yaml")
            let command = try executable(bench)
            var run: [Double] = [], check: [Double] = []
            for _ in 0..<(bench.quick ? 10 : 40) {
                check.append(try Launcher.time(command, ["check", file]).wall)
                run.append(try Launcher.time(command, ["run", file]).wall)
            }
            let median = Stopwatch.median(run), baseline = Stopwatch.median(check)
            return Measurement(value: median * 1000, detail: "check of the same file \(Bench.milliseconds(baseline)): the worker adds \(Bench.milliseconds(median - baseline))")
        },
    ]

    private static func executable(_ bench: Bench) throws -> String {
        let path = bench.binaries.appendingPathComponent("dnd-scenario").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("\(path) is missing: build it with `swift build -c release`")
        }
        return path
    }

    /// The generated suite through `jobs` workers (started afresh each time, as `run` starts
    /// them) against `Bench.runSuite`, in alternation; the detail adds the workers' CPU.
    private static func pooled(_ bench: Bench, jobs: Int) throws -> Measurement {
        let command = try executable(bench)
        _ = bench.suite
        var passed = 0
        var childCPU: [Double] = []
        let pair = Stopwatch.paired(repetitions: bench.repetitions, subject: {
            let before = childrenCPU()
            let loaded = ScenarioLoader(apps: .shipped).load([bench.suiteFolder])
            let suite = WorkerSuite(pool: WorkerPool(executable: command, jobs: jobs), loaded: loaded)
            let summary = (try? suite.run(goldens: GoldenTrace(update: false, isCI: true))) ?? RunSummary(results: [])
            suite.pool.shutDown()
            _ = summary.report(.human)
            passed = summary.passed
            childCPU.append(childrenCPU() - before)
        }, baseline: bench.runSuite)
        return Measurement(
            value: pair.wallRatio,
            detail: "\(passed) of \(bench.suiteSize) pass: \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)); CPU here \(Bench.milliseconds(pair.subjectCPU)) + workers \(Bench.milliseconds(Stopwatch.median(childCPU)))"
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
