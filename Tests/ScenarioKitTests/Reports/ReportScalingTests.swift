import GalleryCore
import Foundation
import ScenarioKit
import Testing

/// The reports grow with the scenario, not with its square (issue 29): N drags over N images
/// drew N pictures of N cells each, twice in the walkthrough.
@Suite("Reports grow linearly")
struct ReportScalingTests {
    /// A gallery of `count` images, each dragged one place on.
    static func drags(_ count: Int) -> String {
        "scenario: many drags\ngiven:\n  images: [" + (0..<count).map { "https://img.example/\($0).jpg" }.joined(separator: ", ") + "]\nsteps:\n"
            + (0..<count).map { "  - touch: { cell: \($0) }\n  - lift\n  - move: { cell: \(($0 + 1) % count) }\n  - drop\n" }.joined()
    }

    /// The bytes of both pages for `count` drags, the shapes their recording drew, and the
    /// least CPU time of this thread, of three, to render them: the replay itself is the
    /// engine's, and other tests running beside this one do not count.
    static func measure(_ count: Int) throws -> (bytes: Int, shapes: Int, seconds: Double) {
        let yaml = drags(count)
        let (file, diagnostics) = ScenarioFile.decode(yaml, path: "s.yaml", apps: .shipped)
        #expect(diagnostics.isEmpty)
        let scenario = try #require(file.scenarios.first)
        let result = ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true).run(scenario, file: "s.yaml")
        let recording = try #require(result.recording)
        let shapes = ([recording.launch, recording.end] + recording.afterStep.values.map(Optional.some)).reduce(0) { $0 + ($1?.shapes.count ?? 0) }
        var bytes = 0
        var best = Double.infinity
        for _ in 0..<3 {
            let start = threadSeconds()
            let html = HTMLReport(summary: RunSummary(results: [result]), files: [file]).render()
            let walkthrough = Walkthrough(title: "t", chapters: [Walkthrough.Chapter(file: file, scenario: scenario, result: result)]).render()
            best = min(best, threadSeconds() - start)
            bytes = html.utf8.count + walkthrough.utf8.count
        }
        return (bytes, shapes, best)
    }

    /// CPU time this thread has used.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test("doubling the drags and images roughly doubles the HTML report's and the walkthrough's size and time")
    func linear() throws {
        let small = try Self.measure(200)
        let large = try Self.measure(400)
        // Quadratic, they grew four times.
        #expect(Double(large.bytes) / Double(small.bytes) < 2.6, "\(small.bytes) → \(large.bytes) bytes")
        #expect(large.seconds / small.seconds < 3, "\(small.seconds) → \(large.seconds) s")
        // The recording stops drawing at its budget, whatever the drags: the last picture over it, and the end.
        #expect(large.shapes < Recording.shapeBudget + 2 * 4 * 400 + 100, "\(large.shapes) shapes")
    }

    @Test("a picture shown twice on a page is drawn once and then referenced")
    func shared() throws {
        let result = try recordYAML(Self.drags(3))
        let (file, _) = ScenarioFile.decode(Self.drags(3), path: "s.yaml", apps: .shipped)
        let scenario = try #require(file.scenarios.first)
        let html = Walkthrough(title: "t", chapters: [Walkthrough.Chapter(file: file, scenario: scenario, result: result)]).render()
        // Three drags: before and after each, the after of one the before of the next, and
        // the last puts every image back where it was at launch; mid-drag, each lift and
        // each move is drawn once, and the last drop, whose "after" is the end.
        #expect(html.components(separatedBy: "<figure").count - 1 == 6 + 6 + 1)
        #expect(html.components(separatedBy: "<g id=\"picture-").count - 1 == 3 + 6 + 1)
        #expect(html.components(separatedBy: "<use href=\"#picture-").count - 1 == 3)
        #expect(html.components(separatedBy: "<use href=\"#picture-").last?.hasPrefix("1\"") == true)
    }
}
