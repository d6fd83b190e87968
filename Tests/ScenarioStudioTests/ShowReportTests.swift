import Foundation
import GalleryCore
import ScenarioExecution
import ScenarioStudio
import ScenarioTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `dnd-scenario show-report`: an HTML report served on 127.0.0.1, a passing scenario's
/// pictures drawn on demand from its file — the very pictures `run --attach all` would have
/// put in the page — reading nothing but the scenario files the report names, inside the root.
@Suite("show-report", .serialized)
struct ShowReportTests {
    /// Two passing scenarios, one with an `expect` step between its drags, and one failing.
    static let suite = [
        "suite/moves.yaml": """
        scenario: Move the first image to the end
        app: gallery
        given:
          columns: 3
          images:
            - { url: "https://img.example/venice.jpg", aspect: 1.5 }
            - { url: "https://img.example/dawn.jpg", aspect: 1.0 }
        \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
          - expect:
              images: [dawn.jpg, venice.jpg]
        \(ScenarioText.dragSteps(from: "cell: 1", to: "cell: 0"))
        expect:
          images: [venice.jpg, dawn.jpg]
        ---
        scenario: Leave the images be
        app: gallery
        given:
          images:
            - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        steps:
          - touch: { cell: 0 }
          - lift
          - cancel
        expect:
          images: [venice.jpg]

        """,
        "suite/fails.yaml": """
        scenario: Expects the wrong order
        app: gallery
        given:
          images:
            - { url: "https://img.example/venice.jpg", aspect: 1.5 }
            - { url: "https://img.example/dawn.jpg", aspect: 1.0 }
        steps:
          - settle
        expect:
          images: [dawn.jpg, venice.jpg]

        """,
    ]

    /// Starts `dnd-scenario show-report ARGUMENTS… --no-open` in `folder`: the process, its port.
    static func start(_ arguments: [String], in folder: String) throws -> (process: ChildSpawn, port: Int, output: String) {
        let executable = try #require(BuiltCommand.path, "dnd-scenario is not built beside the tests; run swift build")
        return try RunningProcess.startServing(executable, ["show-report"] + arguments + ["--no-open"], in: folder)
    }

    static func stop(_ process: ChildSpawn) {
        if !RunningProcess.stop(process) { Issue.record("dnd-scenario show-report did not stop on SIGTERM") }
    }

    /// The pictures of `scenario` of `file`, as the served page asks for them.
    static func pictures(port: Int, file: String, scenario: String, headers extra: [String: String] = [:]) throws -> StudioFixture.Response {
        let body = try JSONSerialization.data(withJSONObject: ["file": file, "scenario": scenario])
        let headers = ["Host": "127.0.0.1:\(port)", "Origin": "http://127.0.0.1:\(port)", "Content-Type": "application/json", "Content-Length": "\(body.count)"]
        return try StudioFixture.request("POST", "/api/pictures", port: port, body: body, headers: headers.merging(extra) { $1 })
    }

    /// The figures of the section of `page` that names `scenario`: caption and SVG, each
    /// `<use>` of a picture drawn earlier in the page replaced by that drawing, so that they
    /// compare with pictures drawn one by one.
    static func figures(of scenario: String, in page: String) throws -> [(caption: String, svg: String)] {
        var drawings: [String: String] = [:]
        let drawn = try NSRegularExpression(pattern: ##"(<svg [^>]*>)<title>((?:(?!</title>).)*)</title>\n<g id="(picture-\d+)">\n((?:(?!</svg>)[\s\S])*)</g></svg>"##)
        let whole = NSRange(page.startIndex..., in: page)
        for match in drawn.matches(in: page, range: whole) {
            let part = { (index: Int) in String(page[Range(match.range(at: index), in: page)!]) }
            drawings[part(3)] = part(4)
        }
        let sectionStart = try #require(page.range(of: "</span>\(scenario)</summary>") ?? page.range(of: "</span>\(scenario)</h2>"), "the page has no section for \(scenario)")
        let sectionEnd = page.range(of: "</details>", range: sectionStart.upperBound..<page.endIndex)?.lowerBound ?? page.range(of: "</article>", range: sectionStart.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        let section = String(page[sectionStart.upperBound..<sectionEnd])
        let figure = try NSRegularExpression(pattern: ##"<figure class="picture" data-moment="[a-z]+"><figcaption>([^<]*)</figcaption>(<svg [^>]*>)<title>((?:(?!</title>).)*)</title>\n(?:<g id="(picture-\d+)">\n((?:(?!</svg>)[\s\S])*)</g>|<use href="#(picture-\d+)"/>)</svg></figure>"##)
        return figure.matches(in: section, range: NSRange(section.startIndex..., in: section)).map { match in
            let part = { (index: Int) in match.range(at: index).location == NSNotFound ? "" : String(section[Range(match.range(at: index), in: section)!]) }
            let shapes = part(5).isEmpty ? drawings[part(6)] ?? "" : part(5)
            return (unescaped(part(1)), part(2) + "<title>" + part(3) + "</title>\n" + shapes + "</svg>")
        }
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The answer's figures as caption and SVG.
    static func figures(of answer: StudioFixture.Response) -> [(caption: String, svg: String)] {
        (answer.json["figures"] as? [[String: Any]] ?? []).map { ($0["caption"] as? String ?? "", $0["svg"] as? String ?? "") }
    }

    @Test("a passing scenario of a served report draws the pictures and captions run --attach all puts in the page")
    func drawsWhatRunAttaches() throws {
        let folder = try freshFolder(Self.suite)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try BuiltCommand.run(["run", "suite", "--format", "html", "--output", "report.html"], in: folder)
        #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
        let attached = try BuiltCommand.run(["run", "suite", "--format", "html", "--attach", "all", "--output", "all.html"], in: folder)
        #expect(attached.status == 1)
        let report = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        let everything = try String(contentsOfFile: folder + "/all.html", encoding: .utf8)
        // The page on disk names the command; its passing scenarios carry no pictures.
        #expect(report.contains("<code>dnd-scenario show-report THIS-PAGE.html</code>"))
        #expect(report.contains("data-file=\"suite/moves.yaml\" data-scenario=\"Move the first image to the end\" data-digest=\""))
        let (process, port, output) = try Self.start(["report.html"], in: folder)
        defer { Self.stop(process) }
        try #require(port > 0, "\(output)")
        #expect(output == "show-report: http://127.0.0.1:\(port)/ serving report.html, scenario files from \(folder); Ctrl-C stops\n")
        for scenario in ["Move the first image to the end", "Leave the images be"] {
            let answer = try Self.pictures(port: port, file: "suite/moves.yaml", scenario: scenario)
            #expect(answer.status == 200, "\(answer.body.prefix(2000))")
            #expect(answer.json["status"] as? String == "passed")
            #expect(answer.json["note"] as? String == "")
            let drawn = Self.figures(of: answer)
            let expected = try Self.figures(of: scenario, in: everything)
            #expect(drawn.count == expected.count && !drawn.isEmpty, "\(drawn.map(\.caption)) vs \(expected.map(\.caption))")
            #expect(drawn.map(\.caption) == expected.map(\.caption))
            for (mine, theirs) in zip(drawn, expected) { #expect(mine.svg == theirs.svg, "\(mine.caption)") }
        }
        // The first scenario's expect step is drawn where the page draws it.
        let first = Self.figures(of: try Self.pictures(port: port, file: "suite/moves.yaml", scenario: "Move the first image to the end"))
        #expect(first.map(\.caption).contains { $0.hasPrefix("at step 5, line ") && $0.hasSuffix(": expect") }, "\(first.map(\.caption))")
    }

    @Test("the served page runs under the studio's policy: its style and script from their own URLs, nothing inline")
    func servedUnderThePolicy() throws {
        let folder = try freshFolder(Self.suite.merging(["out/notes.txt": ""]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try BuiltCommand.run(["run", "suite", "--format", "html", "--output", "out/index.html"], in: folder)
        // A folder holding the page as index.html is served as the page.
        let (process, port, output) = try Self.start(["out"], in: folder)
        defer { Self.stop(process) }
        try #require(port > 0, "\(output)")
        let host = ["Host": "127.0.0.1:\(port)"]
        let page = try StudioFixture.request("GET", "/", port: port, headers: host)
        #expect(page.status == 200)
        #expect(page.headers["content-security-policy"] == "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
        #expect(!page.body.contains("<style"))
        #expect(page.body.contains("<link rel=\"stylesheet\" href=\"/report.css\">"))
        #expect(page.body.contains("<script src=\"/report.js\"></script>\n</body>"))
        let script = try StudioFixture.request("GET", "/report.js", port: port, headers: host)
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        for parsing in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
            #expect(!script.body.contains(parsing), "the report's script uses \(parsing)")
        }
        let style = try StudioFixture.request("GET", "/report.css", port: port, headers: host)
        #expect(style.headers["content-type"] == "text/css; charset=utf-8")
        #expect(style.body.contains(".scenario {"))
        // The gate is the studio's: another name, another site's page, a link to the API.
        #expect(try StudioFixture.request("GET", "/", port: port, headers: ["Host": "evil.example:\(port)"]).status == 421)
        #expect(try Self.pictures(port: port, file: "suite/moves.yaml", scenario: "Leave the images be", headers: ["Origin": "http://evil.example"]).status == 403)
        #expect(try Self.pictures(port: port, file: "suite/moves.yaml", scenario: "Leave the images be", headers: ["Sec-Fetch-Site": "cross-site"]).status == 403)
    }

    @Test("merge --format html serves too: a sharded suite's merged page draws its passing scenarios")
    func mergedReport() throws {
        let folder = try freshFolder(Self.suite)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 1...2 {
            _ = try BuiltCommand.run(["run", "suite", "--shard", "\(index)/2", "--format", "json", "--output", "shard-\(index).json"], in: folder)
        }
        let merged = try BuiltCommand.run(["merge", "shard-1.json", "shard-2.json", "--format", "html", "--output", "merged.html"], in: folder)
        #expect(merged.status == 1, "\(merged.standardOutput)\(merged.standardError)")
        // The shards' reports carry each file's digest, so the merged page records it as a
        // whole run's page does.
        _ = try BuiltCommand.run(["run", "suite", "--format", "html", "--output", "whole.html"], in: folder)
        let digests = { (page: String) in page.components(separatedBy: " data-digest=\"").dropFirst().map { $0.prefix(16) } }
        let mergedPage = try String(contentsOfFile: folder + "/merged.html", encoding: .utf8)
        #expect(digests(mergedPage).count == 2)
        #expect(digests(mergedPage) == digests(try String(contentsOfFile: folder + "/whole.html", encoding: .utf8)))
        let everything = try BuiltCommand.run(["run", "suite", "--format", "html", "--attach", "all"], in: folder).standardOutput
        let (process, port, output) = try Self.start(["merged.html"], in: folder)
        defer { Self.stop(process) }
        try #require(port > 0, "\(output)")
        let answer = try Self.pictures(port: port, file: "suite/moves.yaml", scenario: "Move the first image to the end")
        #expect(answer.status == 200, "\(answer.body.prefix(2000))")
        let expected = try Self.figures(of: "Move the first image to the end", in: everything)
        #expect(Self.figures(of: answer).map(\.svg) == expected.map(\.svg))
    }

    @Test("a scenario file changed since the run is drawn as it is now, and the answer says so")
    func changedSinceTheRun() throws {
        let folder = try freshFolder(Self.suite)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try BuiltCommand.run(["run", "suite", "--format", "html", "--output", "report.html"], in: folder)
        let (process, port, output) = try Self.start(["report.html"], in: folder)
        defer { Self.stop(process) }
        try #require(port > 0, "\(output)")
        try (Self.suite["suite/moves.yaml"]!.replacingOccurrences(of: "aspect: 1.5 }\n    - { url: \"https://img.example/dawn.jpg\"", with: "aspect: 2.0 }\n    - { url: \"https://img.example/dawn.jpg\"") + "# edited\n")
            .write(toFile: folder + "/suite/moves.yaml", atomically: true, encoding: .utf8)
        let answer = try Self.pictures(port: port, file: "suite/moves.yaml", scenario: "Move the first image to the end")
        #expect(answer.status == 200)
        #expect(answer.json["note"] as? String == "suite/moves.yaml changed since the run: these pictures are of the file as it is now")
        // Renamed away: a clear answer, no pictures.
        try "scenario: Another name\napp: gallery\nsteps:\n  - settle\n".write(toFile: folder + "/suite/moves.yaml", atomically: true, encoding: .utf8)
        let gone = try Self.pictures(port: port, file: "suite/moves.yaml", scenario: "Move the first image to the end")
        #expect(gone.status == 404)
        #expect(gone.json["error"] as? String == "suite/moves.yaml has no scenario named 'Move the first image to the end' now: it was renamed or removed since the run")
    }

    @Test("in Chromium, opening a passing scenario of the served report draws its pictures")
    func inChromium() throws {
        let folder = try freshFolder(Self.suite)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try BuiltCommand.run(["run", "suite", "--format", "html", "--output", "report.html"], in: folder)
        let (process, port, output) = try Self.start(["report.html"], in: folder)
        defer { Self.stop(process) }
        try #require(port > 0, "\(output)")
        let driven = try StudioBrowserTests.drive(["report", "http://127.0.0.1:\(port)/"])
        #expect(driven.status == 0, "\(driven.output)")
        let page = try #require((try? JSONSerialization.jsonObject(with: Data(driven.output.utf8))) as? [String: Any], "\(driven.output)")
        #expect(page["drawn"] as? String == "drawn", "\(page)")
        #expect(page["said"] as? [String] == [])
        let captions = page["captions"] as? [String] ?? []
        #expect(captions.first == "at launch" && captions.last == "at the end (the final expect)", "\(captions)")
        #expect(page["shown"] as? Int == captions.count)
        #expect(page["note"] as? String == "Each passing scenario is drawn from its file when you open it.")
        // The report's style, moved to /report.css, applies.
        #expect(page["styled"] as? String == "1200px")
    }

    @Test("a Chinese report's pictures are drawn with Chinese captions and picture words")
    func chinese() throws {
        let folder = try freshFolder(Self.suite)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try BuiltCommand.run(["run", "suite", "--format", "html", "--lang", "zh", "--output", "report.html"], in: folder)
        let everything = try BuiltCommand.run(["run", "suite", "--format", "html", "--lang", "zh", "--attach", "all"], in: folder).standardOutput
        let (process, port, output) = try Self.start(["report.html"], in: folder)
        defer { Self.stop(process) }
        try #require(port > 0, "\(output)")
        let answer = try Self.pictures(port: port, file: "suite/moves.yaml", scenario: "Move the first image to the end")
        let drawn = Self.figures(of: answer)
        #expect(drawn.first?.caption == "启动时")
        #expect(drawn.map(\.caption) == (try Self.figures(of: "Move the first image to the end", in: everything)).map(\.caption))
        #expect(drawn.map(\.svg) == (try Self.figures(of: "Move the first image to the end", in: everything)).map(\.svg))
    }
}
