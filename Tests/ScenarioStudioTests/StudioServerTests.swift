import Foundation
import GalleryCore
import ScenarioAppKit
import ScenarioKit
import ScenarioStudio
import ScenarioTestSupport
import Testing

/// The studio's server as a browser reaches it: over loopback only, refusing what its gate
/// refuses before any file is touched, and answering a bad pane with `check`'s words.
@Suite("The studio's server", .serialized)
struct StudioServerTests {
    static let scenario = """
    scenario: Move the first image to the end
    app: gallery
    given:
      columns: 3
      images:
        - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        - { url: "https://img.example/dawn.jpg", aspect: 1.0 }
    \(ScenarioText.drag(from: "cell: 0", to: "cell: 1"))
    expect:
      images: [dawn.jpg, venice.jpg]

    """

    @Test("it listens on 127.0.0.1 only, and serves its page to its own address")
    func loopbackOnly() async throws {
        let studio = try await StudioFixture.start()
        #expect(studio.server.host == "127.0.0.1")
        let page = try await studio.request("GET", "/", headers: ["Host": "127.0.0.1:\(studio.server.port)"])
        #expect(page.status == 200)
        #expect(page.body.contains("<title>dnd-scenario studio</title>"))
        // Nothing is fetched from anywhere else: no address in a src, an href or a CSS url().
        for reference in ["src=\"http", "href=\"http", "url(http", "url(\"http", "@import", "src=\"//", "href=\"//"] {
            #expect(!page.body.contains(reference), "the page refers to \(reference)")
        }
        await studio.stop()
    }

    @Test("the page holds no inline script or style, runs under a policy that forbids them, and its script and style have their own URLs")
    func noInlineScript() async throws {
        let studio = try await StudioFixture.start()
        let host = ["Host": "127.0.0.1:\(studio.server.port)"]
        let page = try await studio.request("GET", "/", headers: host)
        #expect(page.headers["content-security-policy"] == "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
        #expect(page.headers["x-content-type-options"] == "nosniff")
        #expect(page.body.components(separatedBy: "<script").count == 2)
        #expect(page.body.contains("<script src=\"/studio.js\"></script>"))
        #expect(page.body.contains("<link rel=\"stylesheet\" href=\"/studio.css\">"))
        #expect(!page.body.contains("<style"))
        #expect(!page.body.contains(" style="))
        #expect(page.body.range(of: #" on[a-z]+="#, options: .regularExpression) == nil)
        let script = try await studio.request("GET", "/studio.js", headers: host)
        #expect(script.status == 200)
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.body.contains("function replay()"))
        // The script builds every element from text: nothing it is sent is parsed as markup.
        for parsing in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "createContextualFragment", "srcdoc"] {
            #expect(!script.body.contains(parsing), "the page's script uses \(parsing)")
        }
        let style = try await studio.request("GET", "/studio.css", headers: host)
        #expect(style.status == 200)
        #expect(style.headers["content-type"] == "text/css; charset=utf-8")
        #expect(style.body.contains("#picture img"))
        await studio.stop()
    }

    @Test("a replay's picture is the engine's SVG with every value escaped, and its size for the pointer")
    func pictureEscaped() async throws {
        let studio = try await StudioFixture.start()
        let hostile = "\"><img src=x onerror=alert(2)><svg onload=alert(3)>"
        // A board's cards are drawn with their titles as written.
        let text = "scenario: x\napp: board\ngiven:\n  sections:\n    - [\"\(hostile.replacingOccurrences(of: "\"", with: "\\\""))\", Review]\nsteps: []\n"
        let answer = try await studio.post("/api/replay", ["path": "a.yaml", "text": text])
        let frames = answer.json["frames"] as? [[String: Any]] ?? []
        #expect(frames.count == 2, "\(answer.body.prefix(2000))")
        for frame in frames {
            let svg = frame["svg"] as? String ?? ""
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(!svg.contains("<img") && !svg.contains("<svg onload"), "\(svg)")
            #expect(frame["width"] as? Double ?? 0 > 0)
            #expect(frame["height"] as? Double ?? 0 > 0)
        }
        #expect(frames.contains { ($0["svg"] as? String)?.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;") == true }, "\(frames.first?["svg"] ?? "")")
        await studio.stop()
    }

    @Test("a rebound name or another site's page gets no file, and no file is written for it")
    func rebinding() async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": Self.scenario])
        let port = studio.server.port
        let rebound = try await studio.post("/api/open", ["path": "a.yaml"], host: "attacker.example:\(port)")
        #expect(rebound.status == 421)
        #expect(!rebound.body.contains("venice"))
        let listed = try await studio.request("GET", "/api/files", headers: ["Host": "attacker.example:\(port)"])
        #expect(listed.status == 421)
        #expect(!listed.body.contains("a.yaml"))
        let crossSite = try await studio.post("/api/save", ["path": "b.yaml", "text": "scenario: planted\n"], origin: "http://attacker.example")
        #expect(crossSite.status == 403)
        #expect(!FileManager.default.fileExists(atPath: studio.folder + "/b.yaml"))
        await studio.stop()
    }

    @Test("a body over the limit is refused with 413 before it is read")
    func bounded() async throws {
        let studio = try await StudioFixture.start()
        let text = String(repeating: "#", count: 1_100_000)
        let answer = try await studio.post("/api/replay", ["text": text])
        #expect(answer.status == 413)
        #expect(answer.json["error"] as? String == "a request body may hold at most 1048576 bytes")
        await studio.stop()
    }

    @Test("a bad pane answers with the located errors check prints, and the server goes on")
    func badYAML() async throws {
        let studio = try await StudioFixture.start()
        let text = "scenario: x\napp: gallery\nsteps:\n  - touch: { cel: 0 }\n"
        let broken = try await studio.post("/api/replay", ["path": "draft.yaml", "text": text])
        #expect(broken.status == 200)
        let diagnostics = broken.json["diagnostics"] as? [String] ?? []
        #expect(diagnostics == ["draft.yaml:4:14: error: unknown target kind 'cel'; did you mean 'cell'?\n  - touch: { cel: 0 }\n             ^"])
        // Word for word what `check` prints of the same file, run in the folder.
        try text.write(toFile: studio.folder + "/draft.yaml", atomically: true, encoding: .utf8)
        let checked = ScenarioLoader(apps: .shipped).load([studio.folder + "/draft.yaml"]).renderedDiagnostics()
        #expect(diagnostics == checked.map { $0.replacingOccurrences(of: studio.folder + "/", with: "") })
        for garbage in ["\u{0}\u{1}", "[[[[[[[[", "steps: *a", ": : :", String(repeating: "- ", count: 5000)] {
            #expect(try await studio.post("/api/replay", ["text": garbage]).status == 200)
        }
        #expect(try await studio.request("POST", "/api/replay", body: Data("not json".utf8), headers: ["Host": "127.0.0.1:\(studio.server.port)", "Content-Length": "8"]).status == 400)
        #expect(try await studio.post("/api/replay", ["path": "draft.yaml", "text": Self.scenario]).json["status"] as? String == "passed")
        await studio.stop()
    }

    @Test("saving over an existing file needs the confirmation the server gave for it; outside the folder it is refused")
    func saving() async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": "scenario: kept\n"])
        let first = try await studio.post("/api/save", ["path": "a.yaml", "text": Self.scenario])
        #expect(first.status == 409)
        #expect(first.json["error"] as? String == "a.yaml exists; replace it?")
        let token = try #require(first.json["confirmation"] as? String)
        #expect(try String(contentsOfFile: studio.folder + "/a.yaml", encoding: .utf8) == "scenario: kept\n")
        #expect(try await studio.post("/api/save", ["path": "a.yaml", "text": Self.scenario, "confirmation": token]).status == 200)
        #expect(try String(contentsOfFile: studio.folder + "/a.yaml", encoding: .utf8) == Self.scenario)
        let outside = try await studio.post("/api/save", ["path": "../b.yaml", "text": Self.scenario, "confirmation": token])
        #expect(outside.status == 403)
        #expect(!FileManager.default.fileExists(atPath: (studio.folder as NSString).deletingLastPathComponent + "/b.yaml"))
        await studio.stop()
    }

    @Test("a page's own say-so replaces nothing: no replace flag, no forged, spent or other file's token")
    func replaceNeedsTheServersToken() async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": "scenario: kept\n", "b.yaml": "scenario: b\n"])
        let kept = { try String(contentsOfFile: studio.folder + "/a.yaml", encoding: .utf8) }
        #expect(try await studio.post("/api/save", ["path": "a.yaml", "text": "pwned", "replace": true]).status == 409)
        let forged = try await studio.post("/api/save", ["path": "a.yaml", "text": "pwned", "confirmation": "0-0-0-0"])
        #expect(forged.status == 403)
        #expect(forged.json["error"] as? String == "that confirmation is not one the studio gave for a.yaml, or it was used already: save again")
        #expect(try kept() == "scenario: kept\n")
        // A token for b.yaml does not replace a.yaml, and is spent by trying.
        let forB = try #require(try await studio.post("/api/save", ["path": "b.yaml", "text": "x"]).json["confirmation"] as? String)
        #expect(try await studio.post("/api/save", ["path": "a.yaml", "text": "pwned", "confirmation": forB]).status == 403)
        #expect(try await studio.post("/api/save", ["path": "b.yaml", "text": "pwned", "confirmation": forB]).status == 403)
        #expect(try kept() == "scenario: kept\n")
        #expect(try String(contentsOfFile: studio.folder + "/b.yaml", encoding: .utf8) == "scenario: b\n")
        // A token is used once.
        let token = try #require(try await studio.post("/api/save", ["path": "a.yaml", "text": "x"]).json["confirmation"] as? String)
        #expect(try await studio.post("/api/save", ["path": "a.yaml", "text": "first", "confirmation": token]).status == 200)
        #expect(try await studio.post("/api/save", ["path": "a.yaml", "text": "second", "confirmation": token]).status == 403)
        #expect(try kept() == "first")
        await studio.stop()
    }

    @Test("a file changed since the user was asked is asked about again, not replaced")
    func replaceAfterChange() async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": "scenario: kept\n"])
        let token = try #require(try await studio.post("/api/save", ["path": "a.yaml", "text": "x"]).json["confirmation"] as? String)
        // Another editor saves the file meanwhile.
        try "scenario: edited elsewhere, longer\n".write(toFile: studio.folder + "/a.yaml", atomically: true, encoding: .utf8)
        let again = try await studio.post("/api/save", ["path": "a.yaml", "text": "mine", "confirmation": token])
        #expect(again.status == 409)
        #expect(again.json["error"] as? String == "a.yaml changed since you were asked; replace it now?")
        #expect(try String(contentsOfFile: studio.folder + "/a.yaml", encoding: .utf8) == "scenario: edited elsewhere, longer\n")
        let fresh = try #require(again.json["confirmation"] as? String)
        #expect(try await studio.post("/api/save", ["path": "a.yaml", "text": "mine", "confirmation": fresh]).status == 200)
        #expect(try String(contentsOfFile: studio.folder + "/a.yaml", encoding: .utf8) == "mine")
        await studio.stop()
    }

    @Test("a browser's request from a link or another site is refused before it writes or reads", arguments: ["cross-site", "same-site", "none"])
    func fetchSite(site: String) async throws {
        let studio = try await StudioFixture.start(files: ["a.yaml": "scenario: kept\n"])
        let save = try await studio.post("/api/save", ["path": "b.yaml", "text": "planted"], headers: ["Sec-Fetch-Site": site])
        #expect(save.status == 403)
        #expect(save.json["error"] as? String == "the studio answers its questions only to its own page, not to a link or another site's page")
        #expect(!FileManager.default.fileExists(atPath: studio.folder + "/b.yaml"))
        let open = try await studio.post("/api/open", ["path": "a.yaml"], headers: ["Sec-Fetch-Site": site])
        #expect(open.status == 403)
        #expect(!open.body.contains("kept"))
        // The page itself may be opened from a link or the address bar.
        #expect(try await studio.request("GET", "/", headers: ["Host": "127.0.0.1:\(studio.server.port)", "Sec-Fetch-Site": site]).status == 200)
        #expect(try await studio.post("/api/save", ["path": "b.yaml", "text": "mine"], headers: ["Sec-Fetch-Site": "same-origin"]).status == 200)
        await studio.stop()
    }

    @Test("a new scenario gets a name no scenario of the folder has, so a second recording keeps the folder valid")
    func uniqueNames() async throws {
        let studio = try await StudioFixture.start(files: [
            "a.yaml": "scenario: A new scenario\napp: gallery\nsteps: []\n",
            "sub/b.yaml": "scenario: \"A new scenario 2\"\napp: gallery\nsteps: []\n---\nscenario: 'A new scenario 4'\napp: board\nsteps: []\n",
            ".hidden/c.yaml": "scenario: A new scenario 3\n",
        ])
        let template = try await studio.post("/api/template", ["app": "board"])
        #expect((template.json["text"] as? String)?.hasPrefix("scenario: A new scenario 3\napp: board\n") == true, "\(template.body)")
        let fresh = try await StudioFixture.start()
        #expect((try await fresh.post("/api/template", ["app": "gallery"]).json["text"] as? String)?.hasPrefix("scenario: A new scenario\napp: gallery\n") == true)
        await fresh.stop()
        await studio.stop()
    }

    @Test("the app menu offers every app the command line registered, each with a template")
    func everyApp() async throws {
        let studio = try await StudioFixture.start()
        let files = try await studio.request("GET", "/api/files", headers: ["Host": "127.0.0.1:\(studio.server.port)"])
        #expect(files.json["apps"] as? [String] == AppRegistry.shipped.names)
        for app in AppRegistry.shipped.names {
            let template = try await studio.post("/api/template", ["app": app])
            #expect((template.json["text"] as? String)?.contains("\napp: \(app)\n") == true, "\(template.body)")
        }
        await studio.stop()
    }
}
