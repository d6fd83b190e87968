import Foundation
import GalleryCore
import ScenarioKit

/// What the measures share: the mode, where the generated inputs live, and results that two
/// rows read (the suite's run gives both its wall and its CPU row).
final class Bench {
    /// Smaller inputs and fewer repetitions, for CI: the same rows, rougher numbers.
    let quick: Bool
    /// Where the generated inputs are written; removed at exit unless kept.
    let folder: URL
    /// Where the built executables are: this benchmark's own folder.
    let binaries: URL

    /// Leave the inputs on disk, to rerun them with the command line.
    let keep: Bool

    init(quick: Bool, keep: Bool = false) throws {
        self.quick = quick
        self.keep = keep
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-scenario-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Removes the inputs, unless kept; `exit` runs no deinitializer, so the end calls this.
    func finish() {
        if !keep { try? FileManager.default.removeItem(at: folder) }
    }

    /// Scenarios in the generated suite.
    var suiteSize: Int { quick ? 100 : 1000 }
    /// Images in the smaller gallery of the scale rows (the larger has twice as many).
    var scaleImages: Int { quick ? 4_000 : 32_000 }
    /// Paired repetitions of the suite rows.
    var repetitions: Int { quick ? 3 : 7 }

    /// The generated suite, one scenario per file, written once.
    lazy var suite: [(path: String, bytes: [UInt8])] = {
        let suiteFolder = folder.appendingPathComponent("suite")
        try? FileManager.default.createDirectory(at: suiteFolder, withIntermediateDirectories: true)
        var generator = GallerySuite(seed: 11)
        return (0..<suiteSize).map { number in
            let path = suiteFolder.appendingPathComponent(String(format: "scenario-%04d.yaml", number)).path
            let bytes = Array(generator.scenario(number).utf8)
            Self.writeFile(path, bytes)
            return (path, bytes)
        }
    }()

    var suiteFolder: String { folder.appendingPathComponent("suite").path }

    var suiteBytes: Int { suite.reduce(0) { $0 + $1.bytes.count } }

    /// The baseline of the suite rows: read every file and pull its events through libyaml.
    func readSuiteWithLibyaml() -> Int {
        var events = 0
        for file in suite {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            events += LibyamlEventLoop.events(in: [UInt8](data))
        }
        return events
    }

    /// `run` of the suite against libyaml, taken once for the wall and the CPU rows.
    lazy var suiteRun: Stopwatch.Pair = {
        _ = suite
        return Stopwatch.paired(repetitions: repetitions, subject: runSuite, baseline: { _ = readSuiteWithLibyaml() })
    }()

    /// What `dnd-scenario run SUITE` does, in this process: load, replay, render the report.
    /// Checks that every generated scenario passed, so a broken generator cannot pass for speed.
    func runSuite() {
        let summary = ScenarioLoader(apps: .shipped).load([suiteFolder]).run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true)))
        _ = summary.report(.human)
        suitePassed = summary.passed
    }

    /// Scenarios of the suite that passed in the last run.
    private(set) var suitePassed = 0

    /// Writes `text` to a file of the bench's folder and returns its path.
    func write(_ text: String, named name: String) -> String {
        let path = folder.appendingPathComponent(name).path
        Self.writeFile(path, Array(text.utf8))
        return path
    }

    /// Plain `fwrite`: Foundation's writes sync every file to disk, which made writing the
    /// suite take seconds of waiting for nothing a benchmark needs.
    static func writeFile(_ path: String, _ bytes: [UInt8]) {
        guard let file = fopen(path, "wb") else { return }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }

    static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func megabytes(_ bytes: Int) -> String {
        format(Double(bytes) / 1_000_000, digits: 2) + " MB"
    }

    static func milliseconds(_ seconds: Double) -> String {
        format(seconds * 1000, digits: seconds < 0.01 ? 2 : 1) + " ms"
    }
}
