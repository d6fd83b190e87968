import Glibc

/// Wall and CPU time of a piece of work, and paired comparisons of two pieces.
enum Stopwatch {
    /// Seconds of wall time since an arbitrary start.
    static func wall() -> Double { now(CLOCK_MONOTONIC) }

    /// Seconds of CPU time this process has used, on every thread.
    static func cpu() -> Double { now(CLOCK_PROCESS_CPUTIME_ID) }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Wall and CPU seconds of one run of `body`.
    static func time(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        let wall = wall(), cpu = cpu()
        try body()
        return (Self.wall() - wall, Self.cpu() - cpu)
    }

    /// Times `subject` and `baseline` in alternation, `repetitions` times each, so that a
    /// change in the machine's load falls on both alike; every figure is a median.
    static func paired(repetitions: Int, subject: () throws -> Void, baseline: () throws -> Void) rethrows -> Pair {
        var subjects: [(wall: Double, cpu: Double)] = []
        var baselines: [(wall: Double, cpu: Double)] = []
        var wallRatios: [Double] = [], cpuRatios: [Double] = []
        try baseline()  // warm up caches and the allocator once
        for _ in 0..<max(1, repetitions) {
            let base = try time(baseline)
            let subject = try time(subject)
            baselines.append(base)
            subjects.append(subject)
            wallRatios.append(subject.wall / max(base.wall, 1e-9))
            cpuRatios.append(subject.cpu / max(base.cpu, 1e-9))
        }
        return Pair(
            subject: median(subjects.map(\.wall)), baseline: median(baselines.map(\.wall)),
            wallRatio: median(wallRatios), cpuRatio: median(cpuRatios),
            subjectCPU: median(subjects.map(\.cpu))
        )
    }

    /// Medians of a paired comparison, in seconds and as subject ÷ baseline.
    struct Pair {
        var subject: Double
        var baseline: Double
        var wallRatio: Double
        var cpuRatio: Double
        var subjectCPU: Double
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
