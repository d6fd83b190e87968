import Foundation
import GalleryCore
import ScenarioStudio
import ScenarioTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A hostile report served by `show-report`: whatever scenario files and names it claims, the
/// server reads only the scenario files it names, inside its root, and never writes; a report
/// it cannot serve is refused with what to do.
@Suite("show-report, given a hostile report", .serialized)
struct ShowReportHostileTests {
    /// A passing scenario whose file holds `secret` in a name, so that any answer quoting it shows.
    static func scenario(_ secret: String) -> String {
        "scenario: \(secret)\napp: gallery\n\(ScenarioText.gallery("venice.jpg"))\nsteps:\n  - settle\n"
    }

    /// A page naming each of `files` as the drawable scenario `Secret`.
    static func page(naming files: [String]) -> String {
        let sections = files.enumerated().map { index, file in
            "<details class=\"scenario passed\" id=\"scenario-\(index + 1)\" data-status=\"passed\" data-file=\"\(file)\" data-scenario=\"Secret\">\n<summary>Secret</summary>\n</details>"
        }
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<style>\nbody {}\n</style>\n<script>window.ran = 1</script>\n</head>\n<body>\n" + sections.joined(separator: "\n") + "\n</body>\n</html>\n"
    }

    @Test("paths that go up, absolute paths, links out of the root, hidden folders and other files are refused, and nothing outside the root is read")
    func confined() async throws {
        let outside = try freshFolder(["secret.yaml": Self.scenario("Secret"), "inner/secret.yaml": Self.scenario("Secret")])
        let root = try freshFolder([".hidden/s.yaml": Self.scenario("Secret"), "notes.txt": Self.scenario("Secret"), "ok.yaml": Self.scenario("Secret")])
        defer {
            try? FileManager.default.removeItem(atPath: outside)
            try? FileManager.default.removeItem(atPath: root)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: outside + "/inner")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked.yaml", withDestinationPath: outside + "/secret.yaml")
        let hostile = ["../" + (outside as NSString).lastPathComponent + "/secret.yaml", outside + "/secret.yaml", "out/secret.yaml", "linked.yaml", ".hidden/s.yaml", "notes.txt", "ok/../../secret.yaml"]
        let handler = ReportHandler(report: Self.page(naming: hostile + ["ok.yaml"]), folder: try #require(StudioFolder(root)), apps: .shipped)
        #expect(handler.drawableCount == hostile.count + 1)
        let server = try await StudioServer.start(handler, port: 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        var messages: [String] = []
        for file in hostile {
            let answer = try ShowReportTests.pictures(port: server.port, file: file, scenario: "Secret")
            #expect(answer.status == 403, "\(file): \(answer.body)")
            #expect(answer.json["figures"] == nil)
            messages.append(answer.json["error"] as? String ?? "")
        }
        #expect(messages[0].hasSuffix("which goes up with '..': show-report reads only files inside its root \(root)"), "\(messages[0])")
        #expect(messages[1] == "the report names \(outside)/secret.yaml, an absolute path: show-report reads only paths relative to its root \(root); run the suite with relative paths")
        #expect(messages[2].contains("'out/secret.yaml'"), "\(messages[2])")
        #expect(messages[3].contains("'linked.yaml'"), "\(messages[3])")
        #expect(messages[4].contains("hidden"), "\(messages[4])")
        #expect(messages[5].contains("no scenario file"), "\(messages[5])")
        #expect(messages[6].contains("'..'"), "\(messages[6])")
        // A file or a scenario the report does not name as drawable is not read either.
        let unnamed = try ShowReportTests.pictures(port: server.port, file: "ok.yaml", scenario: "Another")
        #expect(unnamed.status == 404)
        #expect(unnamed.json["error"] as? String == "the report names no passing scenario 'Another' of ok.yaml to draw")
        // The one it names inside the root is drawn.
        let fine = try ShowReportTests.pictures(port: server.port, file: "ok.yaml", scenario: "Secret")
        #expect(fine.status == 200, "\(fine.body.prefix(500))")
        #expect((fine.json["figures"] as? [Any])?.isEmpty == false)
        // Nothing written.
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root).sorted() == before)
        await server.stop()
    }

    @Test("a malformed request is answered 400, a large one 413, and the page's own inline script is never served as code")
    func malformedRequests() async throws {
        let root = try freshFolder(["ok.yaml": Self.scenario("Secret")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await StudioServer.start(ReportHandler(report: Self.page(naming: ["ok.yaml"]), folder: try #require(StudioFolder(root)), apps: .shipped), port: 0)
        let headers = ["Host": "127.0.0.1:\(server.port)", "Content-Type": "application/json"]
        for body in ["", "[]", "{\"file\": 3, \"scenario\": \"Secret\"}", "{\"file\": \"ok.yaml\"}"] {
            let answer = try StudioFixture.request("POST", "/api/pictures", port: server.port, body: Data(body.utf8), headers: headers.merging(["Content-Length": "\(body.utf8.count)"]) { $1 })
            #expect(answer.status == 400, "\(body): \(answer.body)")
        }
        let large = Data(repeating: 0x20, count: 70_000)
        let refused = try StudioFixture.request("POST", "/api/pictures", port: server.port, body: large, headers: headers.merging(["Content-Length": "\(large.count)"]) { $1 })
        #expect(refused.status == 413)
        let page = try StudioFixture.request("GET", "/", port: server.port, headers: headers)
        // The page's inline style became the link; its inline script stays inert under the policy.
        #expect(page.body.contains("<link rel=\"stylesheet\" href=\"/report.css\">"))
        #expect(page.headers["content-security-policy"]?.contains("script-src 'self';") == true)
        await server.stop()
    }

    @Test("a report too large, a JSON report, or a file that is no report is refused with what to do")
    func refusedReports() throws {
        let folder = try freshFolder(["report.json": "{\"passed\": 1}\n", "notes.html": "hello\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A sparse file past the limit costs no disk.
        let huge = folder + "/huge.html"
        let descriptor = open(huge, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(descriptor, 600 * 1_048_576) == 0)
        close(descriptor)
        let tooLarge = try BuiltCommand.run(["show-report", "huge.html", "--no-open"], in: folder)
        #expect(tooLarge.status == 2)
        #expect(tooLarge.standardError == "Error: cannot read the report huge.html: larger than 536870912 bytes (512 MB), the most a file read for scenarios may hold\n")
        let json = try BuiltCommand.run(["show-report", "report.json", "--no-open"], in: folder)
        #expect(json.status == 2)
        #expect(json.standardError == "Error: report.json is a JSON report; show-report serves the HTML report: write it with `dnd-scenario merge report.json --format html --output report.html`\n")
        let other = try BuiltCommand.run(["show-report", "notes.html", "--no-open"], in: folder)
        #expect(other.status == 2)
        #expect(other.standardError == "Error: notes.html is no HTML report of dnd-scenario: give what `run --format html --output FILE` or `merge --format html --output FILE` wrote\n")
        let missing = try BuiltCommand.run(["show-report", "none.html", "--no-open"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError == "Error: cannot read the report none.html: No such file or directory\n")
        let noRoot = try BuiltCommand.run(["show-report", "notes.html", "--root", "nowhere", "--no-open"], in: folder)
        #expect(noRoot.status == 2)
    }

    @Test("a shard's report whose digest is not 16 hex digits stops the merge")
    func forgedDigest() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let forged = "{\"passed\": 1, \"failed\": 0, \"errors\": 0, \"crashed\": 0, \"suite\": \"x\", \"paths\": [\"s\"], \"selected\": 1, \"shard\": null, \"scenarios\": [{\"position\": 0, \"file\": \"a.yaml\", \"name\": \"a\", \"line\": 1, \"digest\": \"\\\" onmouseover=x\", \"status\": \"passed\", \"tags\": [], \"duration\": 0, \"failures\": []}]}\n"
        try forged.write(toFile: folder + "/forged.json", atomically: true, encoding: .utf8)
        let merged = try BuiltCommand.run(["merge", "forged.json", "--format", "html"], in: folder)
        #expect(merged.status == 2)
        #expect(merged.standardError == "forged.json: error: scenarios[0] ('a') has a digest that is not 16 hex digits\n", "\(merged.standardError)")
    }

    @Test("in Chromium, a forged report's inline script and event handlers do not run, and its passing scenario is still drawn")
    func forgedPageInChromium() throws {
        let forged = Self.page(naming: ["ok.yaml"]).replacingOccurrences(of: "</body>", with: "<img src=\"data:,x\" onerror=\"window.ran = 2\"><svg onload=\"window.ran = 3\"></svg>\n</body>")
        let folder = try freshFolder(["ok.yaml": Self.scenario("Secret"), "forged.html": forged])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (process, port, output) = try ShowReportTests.start(["forged.html"], in: folder)
        defer { ShowReportTests.stop(process) }
        try #require(port > 0, "\(output)")
        let driven = try StudioBrowserTests.drive(["report", "http://127.0.0.1:\(port)/"])
        #expect(driven.status == 0, "\(driven.output)")
        let page = try #require((try? JSONSerialization.jsonObject(with: Data(driven.output.utf8))) as? [String: Any], "\(driven.output)")
        #expect(page["ran"] as? Bool == false, "\(page)")
        #expect(page["drawn"] as? String == "drawn", "\(page)")
        #expect((page["captions"] as? [String])?.first == "at launch", "\(page)")
    }
}
