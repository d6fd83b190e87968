import Foundation
import GalleryCore
import ScenarioExecution
import ScenarioKit
import YAMLReader

extension Measure {
    /// The table, in the order printed. Each row is a ratio to a baseline taken in the same
    /// run (libyaml over the same bytes, or the same work at half the size), or a time.
    static let all: [Measure] = [
        Measure(name: "suite: run --jobs cores, wall ÷ libyaml", goal: Goal(limit: 2.5, unit: .ratio)) { bench in
            try runByWorkers(bench)
        },
        Measure(name: "suite: run, CPU ÷ libyaml", goal: Goal(limit: 5, unit: .ratio)) { bench in
            let pair = bench.suiteRun
            guard bench.suitePassed == bench.suiteSize else {
                throw BenchError("only \(bench.suitePassed) of the \(bench.suiteSize) generated scenarios pass: rerun with --keep and `dnd-scenario run` them")
            }
            return Measurement(value: pair.cpuRatio, detail: "one process, one thread; wall \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)) (\(Bench.format(pair.wallRatio, digits: 2))×)")
        },
        Measure(name: "suite: check, CPU ÷ libyaml", goal: Goal(limit: 2, unit: .ratio)) { bench in
            _ = bench.suite
            var valid = true
            let pair = Stopwatch.paired(repetitions: bench.repetitions, subject: {
                // As `check` loads: each file's scenarios let go once it is decoded.
                let loader = ScenarioLoader(apps: .shipped)
                valid = loader.load(discovered: loader.discover([bench.suiteFolder]), keepsScenarios: false).isValid && valid
            }, baseline: { _ = bench.readSuiteWithLibyaml() })
            guard valid else { throw BenchError("the generated suite does not check: rerun with --keep and `dnd-scenario check` it") }
            return Measurement(value: pair.cpuRatio, detail: "all valid; wall \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)) (\(Bench.format(pair.wallRatio, digits: 2))×)")
        },
        Measure(name: "suite: check --jobs cores, wall ÷ libyaml", goal: Goal(limit: 2, unit: .ratio)) { bench in
            try checkedByWorkers(bench)
        },
        Measure(name: "reader: many small nodes, CPU ÷ libyaml", goal: Goal(limit: 1.5, unit: .ratio)) { bench in
            // The whole suite as one stream of documents.
            let bytes = Array(bench.suite.map(\.bytes).joined(separator: Array("---\n".utf8)))
            return try reading(bytes, bench, documents: bench.suiteSize, what: "\(bench.suiteSize) documents")
        },
        Measure(name: "reader: few long scalars, CPU ÷ libyaml", goal: Goal(limit: 1.5, unit: .ratio)) { bench in
            var generator = SeededGenerator(seed: 12)
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz     .,".unicodeScalars)
            var text = "notes:\n"
            for note in 0..<(bench.quick ? 16 : 128) {
                text += "  - id: \(note)\n    text: |\n"
                for _ in 0..<200 {
                    // A letter first: a line opening with a space would be indented deeper.
                    var line = "      x"
                    for _ in 0..<71 { line.unicodeScalars.append(alphabet.randomElement(using: &generator) ?? "a") }
                    text += line + "\n"
                }
            }
            return try reading(Array(text.utf8), bench, documents: 1, what: "\(bench.quick ? 16 : 128) scalars")
        },
        Measure(name: "launch of N images: 2N ÷ N, CPU", goal: Goal(limit: 2.1, unit: .ratio)) { bench in
            try scaling(bench, steps: [])
        },
        Measure(name: "500 moves on N images: 2N ÷ N, CPU", goal: Goal(limit: 2.05, unit: .ratio)) { bench in
            let n = bench.scaleImages
            var steps = ["  - touch: { cell: 0 }", "  - lift"]
            for move in 0..<500 { steps.append("  - move: { cell: \((move * 7919) % n) }") }
            steps += ["  - move: { cell: \(n / 2) }", "  - drop"]
            return try scaling(bench, steps: steps)
        },
        Measure(name: "check of one small file, median wall", goal: Goal(limit: 5, unit: .milliseconds)) { bench in
            try startUp(bench, command: "check", file: "venice.yaml")
        },
    ]

    /// The median wall time of `dnd-scenario COMMAND` on the small Venice scenario, the
    /// release build beside this benchmark, launched alternately with a C program pulling the
    /// same file's events with libyaml.
    static func startUp(_ bench: Bench, command: String, file name: String) throws -> Measurement {
        let file = bench.write(ScenarioText.venice, named: name)
        let ours = bench.binaries.appendingPathComponent("dnd-scenario").path
        let events = bench.binaries.appendingPathComponent("yaml-events").path
        for tool in [ours, events] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw BenchError("\(tool) is missing: build it with `swift build -c release`")
        }
        var subject: [(wall: Double, cpu: Double)] = [], baseline: [(wall: Double, cpu: Double)] = []
        for _ in 0..<(bench.quick ? 10 : 40) {
            baseline.append(try Launcher.time(events, [file]))
            subject.append(try Launcher.time(ours, [command, file]))
        }
        let median = Stopwatch.median(subject.map(\.wall)), baselineWall = Stopwatch.median(baseline.map(\.wall))
        let cpu = Stopwatch.median(subject.map(\.cpu)), baselineCPU = Stopwatch.median(baseline.map(\.cpu))
        return Measurement(value: median * 1000, detail: "C libyaml program \(Bench.milliseconds(baselineWall)) (\(Bench.format(median / baselineWall, digits: 1))×); CPU \(Bench.milliseconds(cpu)) vs \(Bench.milliseconds(baselineCPU))")
    }

    /// The YAMLReader against the bare event loop, over the same bytes in memory.
    private static func reading(_ bytes: [UInt8], _ bench: Bench, documents expected: Int, what: String) throws -> Measurement {
        let parser = YAMLParser(limits: .scaled(toBytes: bytes.count))
        var documents = 0
        let pair = Stopwatch.paired(repetitions: bench.repetitions, subject: {
            documents = parser.documents(in: bytes, file: "bench.yaml").count { (try? $0.get()) != nil }
        }, baseline: { _ = LibyamlEventLoop.events(in: bytes) })
        guard documents == expected else { throw BenchError("read \(documents) of \(expected) documents") }
        return Measurement(value: pair.cpuRatio, detail: "\(what), \(Bench.megabytes(bytes.count)); wall \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)) (\(Bench.format(pair.wallRatio, digits: 2))×)")
    }

    /// One gallery scenario at N and at 2N images, replayed in alternation: the median ratio.
    /// Nine pairs, about 0.3 s each: with five, another process on the machine moved the
    /// median by a tenth either way from one run of the benchmark to the next.
    private static func scaling(_ bench: Bench, steps: [String]) throws -> Measurement {
        let n = bench.scaleImages
        let small = try ScenarioText.gallery(images: n, steps: steps)
        let large = try ScenarioText.gallery(images: 2 * n, steps: steps)
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        var passed = true
        let pair = Stopwatch.paired(repetitions: bench.quick ? 3 : 9, subject: {
            passed = runner.run(large, file: "large.yaml").status == .passed && passed
        }, baseline: {
            passed = runner.run(small, file: "small.yaml").status == .passed && passed
        })
        guard passed else { throw BenchError("the generated gallery of \(n) images does not pass") }
        return Measurement(value: pair.cpuRatio, detail: "N = \(n); wall \(Bench.milliseconds(pair.subject)) vs \(Bench.milliseconds(pair.baseline)) (\(Bench.format(pair.wallRatio, digits: 2))×)")
    }
}

/// Why a row could not be measured.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
