// The speed benchmark: `swift run -c release dnd-scenario-bench [--quick] [--only TEXT]
// [--explore N] [--matrix N] [--keep]`; `--matrix N` adds N scenarios run as 8 shards and merged; `--keep` leaves the generated inputs on disk and says where. Every row is a ratio to a baseline measured in the same run (libyaml over
// the same bytes; the same work at half the size), or a time; inputs are generated from
// fixed seeds. Rows are `Measure.all`. Exit 0 even when a goal is missed (this is a
// measurement, not a test); 1 when a row could not be measured.
import Foundation
import ScenarioKit

var quick = false
var only: String?
var exploreDrops = 8
var keep = false
var matrix = 0
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--only": only = arguments.popFirst()
    case "--explore": exploreDrops = arguments.popFirst().flatMap(Int.init) ?? exploreDrops
    case "--keep": keep = true
    case "--matrix": matrix = arguments.popFirst().flatMap(Int.init) ?? 100_000
    default:
        print("usage: dnd-scenario-bench [--quick] [--only TEXT] [--explore N] [--matrix N] [--keep]")
        exit(2)
    }
}

let started = Stopwatch.wall()
let bench = try Bench(quick: quick, keep: keep)
let rows = (Measure.all + Measure.workers).filter { only == nil || $0.name.localizedCaseInsensitiveContains(only ?? "") }
print("dnd-scenario speed, \(quick ? "quick mode" : "full"), \(ProcessInfo.processInfo.activeProcessorCount) cores")
let nameWidth = max(8, rows.map(\.name.count).max() ?? 0)
print("measure".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + "value".leftPadded(9) + "  " + "goal".padding(toLength: 10, withPad: " ", startingAt: 0) + "met  detail")
var unmeasured = false
for measure in rows {
    let cells: (value: String, met: String, detail: String)
    do {
        let measurement = try measure.take(bench)
        cells = (measure.goal.unit.format(measurement.value), measurement.value <= measure.goal.limit ? "yes" : "NO ", measurement.detail)
    } catch {
        unmeasured = true
        cells = ("-", "-  ", "not measured: \(error)")
    }
    print(measure.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + cells.value.leftPadded(9) + "  " + measure.goal.description.padding(toLength: 10, withPad: " ", startingAt: 0) + cells.met + "  " + cells.detail)
}
if exploreDrops > 0, only == nil {
    print("")
    if !ExploreBenchmark.run(drops: exploreDrops) { unmeasured = true }
}
if matrix > 0 {
    print("")
    if !MatrixBenchmark.run(scenarios: matrix, in: bench.folder, binaries: bench.binaries) { unmeasured = true }
}
bench.finish()
if keep { print("inputs kept in \(bench.folder.path)") }
print(String(format: "total %.1f s", Stopwatch.wall() - started))
exit(unmeasured ? 1 : 0)

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
