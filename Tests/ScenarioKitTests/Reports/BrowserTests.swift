import GalleryCore
import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// The HTML report and the walkthrough opened in headless Chromium, as a reader opens them:
/// the DOM the browser built is checked, and a screenshot must show a page, not a blank.
/// Never skipped: without a browser these tests fail and say what to install.
@Suite("Pages in a real browser", .serialized)
struct BrowserTests {
    /// The failing demo and the tutorial suite: a failing report with passing ones below.
    static let reportInputs = ["docs/demo", "Scenarios/tutorial/000-gallery"]

    /// `dnd-scenario run … --format html --output FOLDER/report.html --attach all`, as a
    /// user runs it to see every scenario drawn (`attach`: the `--attach` value).
    static func report(attach: String = "all") throws -> (folder: String, page: String) {
        let folder = try freshFolder([:])
        let page = folder + "/report.html"
        let output = try BuiltCommand.run(["run"] + reportInputs + ["--format", "html", "--output", page, "--attach", attach], in: PackagePaths.root)
        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        return (folder, page)
    }

    /// `dnd-scenario walkthrough Scenarios/tutorial/000-gallery --output FOLDER/walkthrough`.
    static func walkthrough() throws -> (folder: String, page: String) {
        let folder = try freshFolder([:])
        let output = try BuiltCommand.run(["walkthrough", "Scenarios/tutorial/000-gallery", "--output", folder + "/walkthrough", "--title", "The Image Gallery tutorial, drag by drag"], in: PackagePaths.root)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        return (folder, folder + "/walkthrough/index.html")
    }

    /// The scenarios of `paths`, as loaded from disk.
    static func scenarios(_ paths: [String]) -> [(file: ScenarioFile, scenario: Scenario)] {
        ScenarioLoader(apps: .shipped).load(paths.map { PackagePaths.root + "/" + $0 }).scenarios
    }

    /// The DOM cut at each element that opens with `marker`: one chunk per scenario.
    static func chunks(_ dom: String, at markers: [String]) -> [String] {
        var cuts: [String.Index] = []
        for marker in markers {
            var from = dom.startIndex
            while let range = dom.range(of: marker, range: from..<dom.endIndex) {
                cuts.append(range.lowerBound)
                from = range.upperBound
            }
        }
        cuts.sort()
        return cuts.enumerated().map { position, start in
            String(dom[start..<(position + 1 < cuts.count ? cuts[position + 1] : dom.endIndex)])
        }
    }

    /// Figures of `moment` that hold an SVG drawing.
    static func pictures(_ chunk: String, moment: String) -> Int {
        chunk.components(separatedBy: "data-moment=\"\(moment)\"").dropFirst().count { rest in
            guard let end = rest.range(of: "</figure>") else { return false }
            return rest[..<end.lowerBound].contains("</figcaption><svg")
        }
    }

    @Test("by default the report in Chromium draws the failing scenario only; passing ones name the command that draws them")
    func reportDOMFailuresOnly() throws {
        let (folder, page) = try Self.report(attach: "failures")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try Browser().dumpDOM(page)
        let chunks = Self.chunks(dom, at: ["<article class=\"scenario ", "<details class=\"scenario "])
        #expect(chunks.count == Self.scenarios(Self.reportInputs).count)
        #expect(chunks.first.map { Self.pictures($0, moment: "launch") } == 1)
        #expect(chunks.dropFirst().allSatisfy { !$0.contains("<svg") })
        #expect(dom.contains("dnd-scenario show-report THIS-PAGE.html"))
    }

    @Test("the report in Chromium: every scenario, failures first, one SVG picture per expect step")
    func reportDOM() throws {
        let (folder, page) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try Browser().dumpDOM(page)
        let loaded = Self.scenarios(Self.reportInputs)
        let chunks = Self.chunks(dom, at: ["<article class=\"scenario ", "<details class=\"scenario "])
        #expect(chunks.count == loaded.count)
        let statuses = chunks.map { $0.hasPrefix("<article class=\"scenario failed") ? "failed" : $0.hasPrefix("<details class=\"scenario passed") ? "passed" : "?" }
        #expect(statuses == ["failed"] + Array(repeating: "passed", count: loaded.count - 1))
        for (_, scenario) in loaded {
            let chunk = try #require(chunks.first { $0.contains(">" + DOMEscaped(scenario.name) + "<") }, "\(scenario.name) is not on the page")
            let expectSteps = scenario.steps.count { if case .expect = $0.kind { true } else { false } }
            #expect(Self.pictures(chunk, moment: "expect") == expectSteps, "\(scenario.name)")
            #expect(Self.pictures(chunk, moment: "launch") == 1, "\(scenario.name)")
            #expect(Self.pictures(chunk, moment: "end") == 1, "\(scenario.name)")
            #expect(chunk.contains("<div class=\"diagram\"><svg"), "\(scenario.name)")
        }
        #expect(chunks.first?.contains("venice-in-the-middle.yaml:19:3: error: images differ") == true)
        #expect(chunks.first?.contains("<span class=\"minus\">- venice.jpg</span>") == true)
    }

    /// Screenshots `page` 1100 pixels wide and `height` high into `folder/name`, expects a
    /// picture of that size with ink on it, and keeps it as `name`.
    static func expectScreenshotShowsPage(_ page: String, height: Int, as name: String, in folder: String) throws {
        let png = folder + "/" + name
        try Browser().screenshot(page, to: png, width: 1100, height: height)
        let measure = try Screenshot.measure(png)
        #expect(measure.width == 1100 && measure.height == height)
        #expect(measure.ink > 0.03, "the screenshot is (nearly) blank: \(measure.ink) compressed bytes a pixel")
        try Screenshot.keep(png, as: name)
    }

    @Test("the failing report's screenshot shows a page")
    func reportScreenshot() throws {
        let (folder, page) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.expectScreenshotShowsPage(page, height: 1500, as: "failing-report.png", in: folder)
    }

    @Test("the walkthrough in Chromium: every tutorial section quoted, the gallery before and after each drag")
    func walkthroughDOM() throws {
        let (folder, page) = try Self.walkthrough()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try Browser().dumpDOM(page)
        let loaded = Self.scenarios(["Scenarios/tutorial/000-gallery"])
        let chunks = Self.chunks(dom, at: ["<section class=\"chapter "])
        #expect(chunks.count == loaded.count)
        for ((_, scenario), chunk) in zip(loaded, chunks) {
            #expect(chunk.contains(">" + DOMEscaped(scenario.name) + "</h2>"))
            #expect(chunk.contains("<blockquote class=\"description\">\(DOMEscaped(scenario.description ?? "?"))</blockquote>"), "\(scenario.name)")
            let segments = Walkthrough.segments(scenario.steps, ran: Array(scenario.steps.indices)).count
            #expect(Self.pictures(chunk, moment: "before") == segments, "\(scenario.name)")
            #expect(Self.pictures(chunk, moment: "after") == segments, "\(scenario.name)")
        }
        #expect(dom.contains("<h1>The Image Gallery tutorial, drag by drag</h1>"))
    }

    @Test("the walkthrough's screenshot shows a page")
    func walkthroughScreenshot() throws {
        let (folder, page) = try Self.walkthrough()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.expectScreenshotShowsPage(page, height: 2300, as: "walkthrough.png", in: folder)
    }
}

/// Text as a browser serializes it in the DOM: only `&`, `<`, `>` and the no-break space escaped.
func DOMEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\u{A0}", with: "&nbsp;")
}

@Suite("Tools the tests need")
struct ExternalToolTests {
    @Test("a missing tool is an error that says what to install, not a skip")
    func missing() {
        #expect(throws: ExternalTool.Failure.self) { try ExternalTool(["no-such-browser-here"], install: "install it") }
        do {
            _ = try ExternalTool(["no-such-browser-here"], install: "install Debian's `chromium` package")
        } catch {
            #expect("\(error)" == "no-such-browser-here is not on PATH; install Debian's `chromium` package (.ci/run installs it)")
        }
    }

    @Test("a tool that outlives its time limit is ended and reported")
    func timeout() throws {
        let sleep = try ExternalTool(["sleep"], install: "coreutils")
        #expect(throws: ExternalTool.Failure.self) { try sleep.run(["30"], timeout: 0.5) }
    }
}

@Suite("Screenshots measured")
struct ScreenshotTests {
    /// A 1100 × 1300 PNG of a blank page, as Chromium wrote it when a screenshot came too early.
    @Test("a blank page measures as blank, a page with text does not")
    func blank() throws {
        let browser = try Browser()
        let folder = try freshFolder(["blank.html": "<!DOCTYPE html><html><body></body></html>"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try browser.screenshot(folder + "/blank.html", to: folder + "/blank.png", width: 1100, height: 1300)
        let measure = try Screenshot.measure(folder + "/blank.png")
        #expect(measure.width == 1100 && measure.height == 1300)
        #expect(measure.ink < 0.03)
        #expect(throws: Screenshot.Unreadable.self) { try Screenshot.measure(folder + "/blank.html") }
    }
}
