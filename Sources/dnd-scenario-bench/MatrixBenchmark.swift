import Foundation
import Glibc

/// A suite at CI-matrix scale (issue 40): N generated gallery scenarios run as 8 shards by
/// the built `dnd-scenario`, one after another on this machine as 8 CI jobs would run them
/// side by side, each writing its JSON report; then the reports merged into JUnit and into
/// HTML. Prints each shard's wall time, the report bytes per scenario, and each merge's wall
/// time and peak memory (the child's maximum resident set). Not part of `--quick` or of the
/// default run (100,000 scenarios take minutes): `--matrix N` asks for it.
enum MatrixBenchmark {
    static let shards = 8
    /// Scenarios per file, `---` between them, as a real suite groups them.
    static let perFile = 20

    /// Prints the table; false when a command fails.
    static func run(scenarios count: Int, in folder: URL, binaries: URL) -> Bool {
        let executable = binaries.appendingPathComponent("dnd-scenario").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            print("matrix: \(executable) is missing: build it with `swift build -c release`")
            return false
        }
        let root = folder.appendingPathComponent("matrix")
        let suite = root.appendingPathComponent("suite")
        try? FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        var generator = GallerySuite(seed: 40)
        var suiteBytes = 0
        for file in 0..<(count + perFile - 1) / perFile {
            let range = (file * perFile)..<min(count, (file + 1) * perFile)
            let text = range.map { generator.scenario($0) }.joined(separator: "---\n")
            suiteBytes += text.utf8.count
            Bench.writeFile(suite.appendingPathComponent(String(format: "file-%05d.yaml", file)).path, Array(text.utf8))
        }
        print("\(count) scenarios in \((count + perFile - 1) / perFile) files (\(Bench.megabytes(suiteBytes))), \(shards) shards run one after another, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        var walls: [Double] = []
        var reportBytes = 0
        for index in 1...shards {
            let report = root.appendingPathComponent("shard-\(index).json").path
            do {
                let timed = try Launcher.time(executable, ["run", suite.path, "--shard", "\(index)/\(shards)", "--format", "json", "--output", report], failing: true)
                walls.append(timed.wall)
                let size = (try? FileManager.default.attributesOfItem(atPath: report)[.size] as? Int) ?? 0
                reportBytes += size
                print(String(format: "shard %d/%d   %8.1f s wall  %7.1f s CPU  %6.1f MB peak  ", index, shards, timed.wall, timed.cpu, timed.peakMegabytes) + Bench.megabytes(size))
            } catch {
                print("shard \(index)/\(shards): \(error)")
                return false
            }
        }
        print(String(format: "shards: median %.1f s, slowest %.1f s wall; report %.0f bytes a scenario", Stopwatch.median(walls), walls.max() ?? 0, Double(reportBytes) / Double(max(count, 1))))
        let reports = (1...shards).map { root.appendingPathComponent("shard-\($0).json").path }
        for format in ["junit", "html"] {
            let output = root.appendingPathComponent("merged.\(format == "junit" ? "xml" : "html")").path
            do {
                let timed = try Launcher.time(executable, ["merge"] + reports + ["--format", format, "--output", output], failing: true)
                let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
                print("merge " + format.padding(toLength: 5, withPad: " ", startingAt: 0) + String(format: "  %8.1f s wall  %7.1f s CPU  %6.1f MB peak  ", timed.wall, timed.cpu, timed.peakMegabytes)
                    + Bench.megabytes(size) + String(format: " (%.0f bytes a scenario)", Double(size) / Double(max(count, 1))))
            } catch {
                print("merge --format \(format): \(error)")
                return false
            }
        }
        return true
    }
}
