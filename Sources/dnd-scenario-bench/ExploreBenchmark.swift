import Foundation
import GalleryCore
import ScenarioKit

/// `explore` on N concurrent external drops: orders and states per second, and the whole
/// exploration as a multiple of one plain `run` of the same scenario.
enum ExploreBenchmark {
    /// N items dragged in from Safari one after another, each dropped before any load finishes,
    /// so all 2N loads (URL and image) are pending at once.
    static func concurrentDrops(_ count: Int, variant: String, expectAll: Bool) -> String {
        var lines = [
            "scenario: \(count) concurrent drops from Safari (\(variant))",
            "given:", "  variant: \(variant)", "  images: []",
            "sources:", "  safari:",
        ]
        for item in 0..<count {
            lines += [
                "    - id: photo\(item)",
                "      provides:",
                "        public.url: { value: \"https://img.example/photo\(item).jpg\", after: \(100 + item * 10)ms }",
                "        public.image: { width: 1200, height: 800, after: \(150 + item * 7)ms }",
            ]
        }
        lines.append("steps:")
        for item in 0..<count {
            lines += ["  - touch: { source: safari, item: photo\(item) }", "  - lift", "  - move: { empty: true }", "  - drop"]
        }
        lines += ["expect:", "  placeholders: 0"]
        if expectAll {
            lines.append("  images: [" + (0..<count).map { "photo\($0).jpg" }.joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prints the table; false when a generated scenario does not decode or explore fails.
    static func run(drops count: Int) -> Bool {
        let runner = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true))
        print("explore on \(count) concurrent external drops (2 loads each)")
        print("variant    expectation            orders  pruned   states  explore ms  run ms  explore/run  orders/s  states/s")
        for (variant, expectAll) in [("tutorial", false), ("corrected", true)] {
            let (file, diagnostics) = ScenarioFile.decode(concurrentDrops(count, variant: variant, expectAll: expectAll), path: "bench.yaml", apps: .shipped)
            guard diagnostics.isEmpty, let scenario = file.scenarios.first else {
                print("the generated scenario does not decode: \(diagnostics)")
                return false
            }
            var samples: [Double] = []
            for _ in 0..<200 { samples.append(Stopwatch.time { _ = runner.run(scenario, file: file.path) }.wall) }
            let run = Stopwatch.median(samples)
            var result: ExploreResult?
            samples = []
            for _ in 0..<5 { samples.append(Stopwatch.time { result = Explorer().explore(scenario, file: file.path) }.wall) }
            let explore = Stopwatch.median(samples)
            guard let result, result.passed else {
                print("\(variant): exploration did not pass")
                return false
            }
            let expectation = expectAll ? "every image lands" : "no placeholder left"
            print(
                variant.padding(toLength: 11, withPad: " ", startingAt: 0)
                    + expectation.padding(toLength: 21, withPad: " ", startingAt: 0)
                    + String(format: "%7d %7d %8d %11.1f %7.3f %12.0fx %9.0f %9.0f",
                             result.orders, result.pruned, result.states, explore * 1000, run * 1000,
                             explore / run, Double(result.orders) / explore, Double(result.states) / explore)
            )
        }
        return true
    }
}
