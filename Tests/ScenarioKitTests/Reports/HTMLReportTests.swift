import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

@Suite("The HTML report")
struct HTMLReportTests {
    static let files: [String: String] = [
        "a-pass.yaml": """
        scenario: moves Venice
        given: { variant: corrected,
          images: [https://img.example/venice.jpg, https://img.example/dawn.jpg] }
        steps:
          - reorder: { from: 0, to: 1 }
          - expect: { images: [dawn.jpg, venice.jpg] }
        expect:
          images: [dawn.jpg, venice.jpg]
        """,
        "b-fail.yaml": """
        scenario: expects <the wrong> order
        tags: [demo]
        given: { variant: corrected,
          images: [https://img.example/venice.jpg, https://img.example/dawn.jpg] }
        steps:
          - reorder: { from: 0, to: 1 }
          - expect: { placeholders: 0 }
          - expect: { placeholders: 0 }
        expect:
          images: [venice.jpg, dawn.jpg]
        """,
    ]

    static func render() throws -> (folder: String, html: String) {
        let folder = try freshFolder(files)
        let loaded = ScenarioLoader(apps: .shipped).load([folder])
        let summary = loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true))
        return (folder, summary.report(.html, files: loaded.files))
    }

    @Test("failing scenarios come first, open; passing ones after, collapsed")
    func order() throws {
        let (folder, html) = try Self.render()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failing = try #require(html.range(of: "<article class=\"scenario failed\""))
        let passing = try #require(html.range(of: "<details class=\"scenario passed\""))
        #expect(failing.lowerBound < passing.lowerBound)
        #expect(html.contains("expects &lt;the wrong&gt; order"))
        #expect(html.contains("<span class=\"bad\">1 passed, 1 failed</span>"))
    }

    @Test("a failure shows the YAML at its line with a caret, and the diff")
    func failure() throws {
        let (folder, html) = try Self.render()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(html.contains("\(folder)/b-fail.yaml:10:3: error: images differ"))
        #expect(html.contains("<span class=\"hit\"><span class=\"num\">  10 │</span>   images: [venice.jpg, dawn.jpg]</span>\n<span class=\"caret\">         ^</span>"))
        #expect(html.contains("<span class=\"num\">   7 │</span>   - expect: { placeholders: 0 }\n"))
        #expect(html.contains("<span class=\"minus\">- venice.jpg</span>"))
        #expect(html.contains("<span class=\"plus\">+ venice.jpg</span>"))
    }

    @Test("the app drawn at launch, at each expect step and at the end; a sequence diagram per scenario")
    func pictures() throws {
        let (folder, html) = try Self.render()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(html.components(separatedBy: "data-moment=\"launch\"").count - 1 == 2)
        #expect(html.components(separatedBy: "data-moment=\"expect\"").count - 1 == 3)
        #expect(html.components(separatedBy: "data-moment=\"end\"").count - 1 == 2)
        #expect(html.contains("at step 2, line 7: expect"))
        #expect(html.components(separatedBy: "<h3>Sequence diagram</h3>").count - 1 == 2)
    }

    @Test("a reorder's via points are drawn one by one, in the step's place, in either language")
    func viaPoints() throws {
        let folder = try freshFolder(["via.yaml": """
        scenario: moves Venice past Dawn
        given: { variant: corrected,
          images: [https://img.example/venice.jpg, https://img.example/dawn.jpg, https://img.example/sky.jpg] }
        steps:
          - expect: { placeholders: 0 }
          - reorder: { from: 0, to: 2, via: [{ cell: 1 }, { empty: true }] }
          - expect: { images: [dawn.jpg, sky.jpg, venice.jpg] }
        """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = ScenarioLoader(apps: .shipped).load([folder])
        let summary = loaded.run(with: ScenarioRunner(goldens: GoldenTrace(update: false, isCI: true), records: true))
        let html = summary.report(.html, files: loaded.files)
        #expect(html.components(separatedBy: "data-moment=\"via\"").count - 1 == 2)
        let first = try #require(html.range(of: "step 2, via point 1: "))
        let second = try #require(html.range(of: "step 2, via point 2: "))
        let before = try #require(html.range(of: "at step 1, line 5: expect"))
        let after = try #require(html.range(of: "at step 3, line 7: expect"))
        #expect(before.lowerBound < first.lowerBound && first.lowerBound < second.lowerBound && second.lowerBound < after.lowerBound)
        let chinese = summary.report(.html, files: loaded.files, language: .zh)
        #expect(chinese.contains("第 2 步，经过第 1 个点："))
        #expect(chinese.contains("第 2 步，经过第 2 个点："))
    }

    @Test("one file: no script, no stylesheet or image fetched, no link out; a reference is to a picture of the page")
    func selfContained() throws {
        let (folder, html) = try Self.render()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for forbidden in ["<script", "<link", "src=", "@import", "url("] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        #expect(html.components(separatedBy: "href=").dropFirst().allSatisfy { $0.hasPrefix("\"#picture-") })
    }

    @Test("without a recording the report still renders, without pictures")
    func unrecorded() {
        let summary = runYAML(Self.files["b-fail.yaml"] ?? "")
        let html = summary.report(.html)
        #expect(html.contains("<article class=\"scenario failed\""))
        #expect(!html.contains("data-moment"))
    }

    @Test("a crashed scenario turns the headline's counts red, as a failed one does")
    func crashedHeadline() {
        let crashed = ScenarioResult(file: "a.yaml", name: "crashes", status: .crashed, failures: [
            ScenarioFailure(location: .init(file: "a.yaml", line: 3, column: 5), message: "crash: Fatal error (SIGILL)"),
        ])
        let passed = ScenarioResult(file: "a.yaml", name: "passes", status: .passed)
        #expect(RunSummary(results: [crashed]).report(.html).contains("<span class=\"bad\">"))
        #expect(!RunSummary(results: [crashed]).report(.html).contains("<span class=\"good\">"))
        #expect(RunSummary(results: [passed]).report(.html).contains("<span class=\"good\">"))
    }
}
