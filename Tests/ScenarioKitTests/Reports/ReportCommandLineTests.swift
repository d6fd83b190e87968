import Foundation
import ScenarioTestSupport
import Testing

/// `trace --format`, `run --format html` and `walkthrough` as a user runs them.
@Suite("Report commands")
struct ReportCommandLineTests {
    static let move = """
    scenario: move
    \(ScenarioText.gallery("venice.jpg", "dawn.jpg"))
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
    expect:
      images: [dawn.jpg, venice.jpg]
    """

    @Test("trace --format mermaid prints a sequence diagram with a band per step")
    func mermaid() throws {
        let folder = try freshFolder(["move.yaml": Self.move])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["trace", folder + "/move.yaml", "--format", "mermaid"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("sequenceDiagram\n    participant P0 as UIKit\n"))
        #expect(output.standardOutput.contains("    Note over P0,P4: step 4 (line 8): drop\n    P0->>P3: 0ms performDrop [0,1] items=1\n"))
        #expect(output.standardOutput.hasSuffix("    end\n"))
    }

    @Test("trace --format svg prints the diagram drawn; plain trace is unchanged")
    func svg() throws {
        let folder = try freshFolder(["move.yaml": Self.move])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svg = try BuiltCommand.run(["trace", folder + "/move.yaml", "--format", "svg"])
        #expect(svg.status == 0)
        #expect(isStandaloneSVG(svg.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        let text = try BuiltCommand.run(["trace", folder + "/move.yaml"])
        #expect(text.standardOutput.hasPrefix("    0ms  collection       cell [0,0] fetched\n"))
        let bad = try BuiltCommand.run(["trace", folder + "/move.yaml", "--format", "png"])
        #expect(bad.status == 2)
    }

    @Test("the HTML report, its pictures mid-drag included, is byte-identical for any --jobs, in either language", arguments: ["en", "zh"])
    func jobsIndependent(language: String) throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var pages: [String] = []
        for jobs in ["1", "2"] {
            let page = folder + "/report-\(jobs).html"
            let output = try BuiltCommand.run(["run", "Scenarios/tutorial", "--format", "html", "--output", page, "--jobs", jobs, "--lang", language, "--attach", "all"], in: PackagePaths.root)
            #expect(output.status == 0, "\(output.standardError)")
            pages.append(try String(contentsOfFile: page, encoding: .utf8))
        }
        #expect(pages[0] == pages[1])
        #expect(pages[0].contains(language == "zh" ? "手指 1 拖动 2 项：复制" : "finger 1 drags 2 items: copy"))
    }

    @Test("run --format html --output writes one page and prints the human report")
    func html() throws {
        let folder = try freshFolder(["move.yaml": Self.move])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", folder, "--format", "html", "--output", folder + "/report.html", "--attach", "all"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("1 passed, 0 failed\n"))
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("data-moment=\"launch\""))
        #expect(page.contains("<div class=\"diagram\"><svg"))
    }

    @Test("a scenario that crashes the app is in the HTML report, first, and with --attach all the others keep their pictures")
    func crashed() throws {
        let crash = """
        scenario: drops past the end
        given:
          variant: tutorial
        \(ScenarioText.drag(from: "cell: 0", to: "cell: 3"))
        """
        let folder = try freshFolder(["a.yaml": Self.move, "b.yaml": crash])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try BuiltCommand.run(["run", folder, "--format", "html", "--output", folder + "/report.html", "--attach", "all"])
        #expect(output.status == 1)
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        let crashed = try #require(page.range(of: "<article class=\"scenario crashed\""))
        let passed = try #require(page.range(of: "<details class=\"scenario passed\""))
        #expect(crashed.lowerBound < passed.lowerBound)
        #expect(page.contains("Fatal error: Array index is out of range"))
        #expect(page[passed.lowerBound...].contains("data-moment=\"launch\""))
    }

    @Test("walkthrough writes DIR/index.html, creating DIR, and exits 1 when a scenario fails")
    func walkthrough() throws {
        let folder = try freshFolder(["move.yaml": Self.move, "wrong.yaml": Self.move.replacingOccurrences(of: "[dawn.jpg, venice.jpg]", with: "[venice.jpg, dawn.jpg]").replacingOccurrences(of: "scenario: move", with: "scenario: wrong")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = try BuiltCommand.run(["walkthrough", folder + "/move.yaml", "--output", folder + "/out/page"])
        #expect(good.status == 0, "\(good.standardError)")
        #expect(good.standardOutput == "wrote \(folder)/out/page/index.html: 1 scenario, 1 passed, 0 failed\n")
        let page = try String(contentsOfFile: folder + "/out/page/index.html", encoding: .utf8)
        #expect(page.contains("data-moment=\"before\"") && page.contains("data-moment=\"after\""))
        let bad = try BuiltCommand.run(["walkthrough", folder, "--output", folder + "/out2"])
        #expect(bad.status == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/out2/index.html"))
    }

    @Test("walkthrough refuses a file as its folder, and an output that is a scenario file")
    func refusals() throws {
        let folder = try freshFolder(["move.yaml": Self.move, "index.html/x.yaml": Self.move])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try BuiltCommand.run(["walkthrough", folder + "/move.yaml", "--output", folder + "/move.yaml"])
        #expect(file.status == 2)
        #expect(file.standardError == "Error: --output \(folder)/move.yaml is a file; name a folder to write index.html in\n")
        let folderAsPage = try BuiltCommand.run(["walkthrough", folder + "/move.yaml", "--output", folder])
        #expect(folderAsPage.status == 2)
        #expect(folderAsPage.standardError.hasPrefix("Error: --output \(folder)/index.html is not a regular file"))
    }
}
